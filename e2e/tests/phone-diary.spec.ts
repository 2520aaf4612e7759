import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { BOOKING_TEXTS, CANCELLATION_TEXTS } from '@dss/contract';
import { creditedPair, steadySlotPoint } from '../support/booking-calendar';
import { pickRow } from '../support/pick-row';
import { DEMO, openSignedIn } from '../support/sign-in';

// The booking calendar and the diary on a phone: one day at a time, and no dragging. A credit is
// chosen and then given a free time, by a tap on the calendar or from the day's list; a lesson is
// moved and cancelled from its dialog.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** The free starts ('YYYY-MM-DD HH:MM:00') the chooser offers for the day shown. */
async function offeredStarts(chooser: Locator): Promise<string[]> {
  const time = chooser.getByLabel('Start time');
  if (!(await time.isVisible())) return [];
  return time.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
}

/** Moves the day view on, from tomorrow, to the first day the chooser offers a free time on. */
async function firstDayWithFreeTime(page: Page, chooser: Locator): Promise<string[]> {
  for (let day = 1; day <= 14; day++) {
    await page.getByRole('button', { name: /next/i }).first().tap();
    await expect(chooser.getByText('No free time on this day.').or(chooser.getByLabel('Start time'))).toBeVisible();
    const starts = await offeredStarts(chooser);
    if (starts.length > 0) return starts;
  }
  throw new Error('no free time in the next two weeks');
}

test('At 390 px a lesson is booked with two taps, moved from its dialog and then cancelled', async ({ page, request }) => {
  test.setTimeout(150_000);
  await openSignedIn(page, DEMO.clerk, '/dashboard/booklearners');
  const pair = await creditedPair(request);
  await pickRow(page, 'Select Instructor', (cells) => cells[0] === pair.adi);
  const learner = await pickRow(page, 'Select Learner', (cells) => cells[0] === pair.learner);
  await page.getByRole('button', { name: 'Load Credit' }).tap();

  // one day at a time, and the page itself never scrolls sideways
  await expect(page.locator('.fc-timeGridDay-view')).toBeVisible();
  const credit = page.getByRole('button', { name: '1H Lesson 1', exact: true });
  await credit.tap();
  await expect(credit).toHaveAttribute('aria-pressed', 'true');
  const chooser = page.getByRole('group', { name: 'Place 1H Lesson 1' });
  const [start] = await firstDayWithFreeTime(page, chooser);
  const date = start!.slice(0, 10);
  const time = start!.slice(11);
  // A tap FullCalendar does not take as a click (in two clean-clone runs of 3 December, cause not
  // found) places nothing and leaves the chooser open, and a clerk taps again; a tap that placed the
  // lesson closes the chooser, so it is never tapped twice.
  await expect(async () => {
    if (await chooser.isVisible()) {
      const slot = await steadySlotPoint(page, date, time);
      await page.touchscreen.tap(slot.x, slot.y);
    }
    await expect(page.getByText('1 new lesson on the calendar')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(chooser).toBeHidden();
  await page.getByRole('button', { name: BOOKING_TEXTS.saveChange }).tap();
  await expect(page.getByText(BOOKING_TEXTS.placed)).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)).toBe(0);

  // the diary, on the day of the new lesson
  await page.goto('/dashboard/instructordiary');
  await pickRow(page, 'Select Instructor', (cells) => cells[0] === pair.adi);
  await page.getByRole('button', { name: 'Load Diary' }).tap();
  await expect(page.locator('.fc-timeGridDay-view')).toBeVisible();
  for (let day = 0; day < 15 && !(await page.locator(`td.fc-timegrid-col[data-date="${date}"]`).isVisible()); day++) {
    await page.getByRole('button', { name: /next/i }).first().tap();
  }
  /** The learner's lesson starting at a 'HH:MM' of the day shown (not one ending then: '09:00 - 10:00'). */
  const lessonAt = (hhmm: string) =>
    page
      .locator('.fc-timegrid-event')
      .filter({ hasText: learner[0]! })
      .filter({ has: page.locator('.fc-event-time', { hasText: new RegExp(`^${hhmm} `) }) });
  await lessonAt(time.slice(0, 5)).tap();
  const dialog = page.getByRole('dialog', { name: /^Lesson B\d+$/ });
  await expect(dialog).toContainText(`When: ${date.split('-').reverse().join('/')} ${time.slice(0, 5)}`);

  // moved to another free time of the day, kept until Save Change
  const move = dialog.getByRole('group', { name: 'Move lesson' });
  const other = (await offeredStarts(move)).find((s) => s !== start)!;
  await move.getByLabel('Start time').selectOption(other);
  await move.getByRole('button', { name: 'Move Here' }).tap();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1 lesson moved')).toBeVisible();
  await page.getByRole('button', { name: BOOKING_TEXTS.saveChange }).tap();
  await expect(page.getByText(BOOKING_TEXTS.diaryUpdated)).toBeVisible();

  // then cancelled by the school from the same dialog
  await page.getByRole('button', { name: 'Refresh' }).tap();
  await lessonAt(other.slice(11, 16)).tap();
  await expect(dialog).toContainText(`When: ${date.split('-').reverse().join('/')} ${other.slice(11, 16)}`);
  await expect(dialog).toContainText('State: Rescheduled');
  await dialog.getByLabel('Cancelled by').selectOption('school');
  await dialog.getByLabel('Reason').fill('Car in for repair');
  await dialog.getByRole('button', { name: 'Cancel Lesson' }).tap();
  await expect(page.getByText(CANCELLATION_TEXTS.cancelled)).toBeVisible();
  await expect(dialog).toBeHidden();
});
