import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { creditedPair } from '../support/booking-calendar';
import { pickRow } from '../support/pick-row';
import { DEMO, openSignedIn } from '../support/sign-in';

// A weekly series booked on Book Learners against the demo school, then found in the diary.

const WEEKS = 4;

/** 'dd/mm/yyyy' of the weekdays (Monday to Friday) of the week starting a week from today (UTC is close enough). */
function nextWeekdays(): string[] {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 7);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return Array.from({ length: 5 }, (_, k) => {
    const iso = new Date(day.getTime() + k * 86_400_000).toISOString().slice(0, 10);
    return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  });
}

/**
 * Previews eight weeks from each weekday and time in turn until one has WEEKS free weeks (the
 * demo diary is busy, and its instructor may work some days only), then keeps the first WEEKS
 * free ones; answers their dates and the series' time.
 */
async function keepFreeWeeks(page: Page): Promise<{ kept: string[]; time: string }> {
  const series = page.getByRole('region', { name: 'Weekly series' });
  await series.getByLabel(/Number of weeks/).fill('8');
  const seen: string[] = [];
  for (const typed of nextWeekdays()) {
    await series.getByLabel(/First lesson date/).fill(typed);
    for (const time of ['18:00', '12:00', '08:00', '10:00', '14:00', '16:00']) {
      await series.getByLabel(/First lesson time/).selectOption(time);
      await series.getByRole('button', { name: 'Preview' }).click();
      const rows = series.getByRole('table', { name: 'Weeks of the series' }).locator('tbody tr');
      await expect(rows).toHaveCount(8);
      // this preview's weeks, each checked: the table of the one before has as many rows
      await expect(rows.first().getByLabel('Date of week 1')).toHaveValue(typed.split('/').reverse().join('-'));
      await expect(rows.first().getByLabel('Time of week 1')).toHaveValue(time);
      await expect(rows.locator('td:last-child').filter({ hasText: /^$/ })).toHaveCount(0);
      const clashes = await rows.locator('td:last-child').allInnerTexts();
      if (clashes.filter((c) => c === 'Free').length < WEEKS) {
        seen.push(`${typed} ${time}: ${clashes[0]}`);
        continue;
      }
      const kept: string[] = [];
      for (let k = 0; k < 8; k++) {
        if (clashes[k] === 'Free' && kept.length < WEEKS) {
          kept.push(
            await rows
              .nth(k)
              .getByLabel(`Date of week ${k + 1}`)
              .inputValue(),
          );
          continue;
        }
        await rows
          .nth(k)
          .getByLabel(`Book week ${k + 1}`)
          .uncheck();
        await expect(rows.nth(k).locator('td:last-child')).toHaveText('Skipped');
      }
      return { kept, time };
    }
  }
  throw new Error(`no weekday and time has ${WEEKS} free weeks; first weeks: ${seen.join(' | ')}`);
}

test('Book Learners: a four-week series is previewed, booked together and shown in the diary as a series', async ({
  page,
  request,
}) => {
  test.slow();
  const pair = await creditedPair(request, WEEKS);
  await openSignedIn(page, DEMO.clerk, '/dashboard/booklearners');
  await pickRow(page, 'Select Instructor', (cells) => cells[0] === pair.adi);
  await pickRow(page, 'Select Learner', (cells) => cells[0] === pair.learner);
  await page.getByRole('button', { name: 'Load Credit' }).click();

  const { kept, time } = await keepFreeWeeks(page);
  await page.getByRole('button', { name: `Book ${WEEKS} lessons` }).click();
  await expect(page.getByText('New Bookings Placed.')).toBeVisible();
  // The screen starts afresh, as after a save on the calendar.
  await expect(page.getByRole('button', { name: 'Load Credit' })).toBeDisabled();

  await page.goto('/dashboard/instructordiary');
  await pickRow(page, 'Select Instructor', (cells) => cells[0] === pair.adi);
  await page.getByRole('button', { name: 'Load Diary' }).click();
  // Forward to the week of the first kept lesson: its day's column holds the learner's lesson.
  const column = page.locator(`td.fc-timegrid-col[data-date="${kept[0]}"]`);
  for (let week = 0; week < 10 && !(await column.isVisible()); week++) {
    await page.getByRole('button', { name: /next/i }).first().click();
  }
  // the series' lesson, not another of the learner's that day
  const lesson = column.locator('.fc-event', { hasText: pair.learner }).filter({ hasText: `${time} - ` });
  await expect(lesson).toBeVisible();
  await lesson.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/Weekly series S\d+/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel the rest of this series' }).click();

  // the school cancels the rest in one step: every kept week, each credit back
  await dialog.getByLabel('Cancelled by').selectOption('school');
  await dialog.getByLabel('Reason').fill('Instructor on long-term leave');
  await dialog.getByRole('button', { name: 'Cancel the Rest' }).click();
  await expect(page.getByText('Rest of the series cancelled.')).toBeVisible();
  await expect(
    page.getByText(`${WEEKS} lessons cancelled: ${WEEKS} credits returned to the learner, 0 forfeited.`),
  ).toBeVisible();
  await expect(lesson).toHaveCSS('background-color', 'rgb(255, 51, 51)');
});
