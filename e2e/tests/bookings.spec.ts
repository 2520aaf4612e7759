import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  clearOfAutoScroll,
  creditedPair,
  dragBetween,
  dragTo,
  quarterHours,
  showNextWeek,
  slotLooksFree,
  slotPoint,
} from '../support/booking-calendar';
import { pickRow } from '../support/pick-row';
import { DEMO, openSignedIn } from '../support/sign-in';

// The booking, diary, test outcome, complaint and feedback screens against the demo school.

/**
 * Moves the calendar on, a week at a time (up to four), until it shows an event matching
 * `selector`, and answers how many weeks it moved: the demo instructor picked may be on leave next week.
 */
async function nextWeekWith(page: Page, selector: string): Promise<number> {
  for (let week = 0; week < 4; week++) {
    await showNextWeek(page);
    try {
      await expect(page.locator(selector).first()).toBeVisible({ timeout: 5_000 });
      return week + 1;
    } catch {
      // nothing of the kind this week: try the next
    }
  }
  throw new Error(`no week in the next four shows ${selector}`);
}

/** 'YYYY-MM-DD' of the calendar's days shown, Monday first. */
async function shownDates(page: Page): Promise<string[]> {
  return page
    .locator('td.fc-timegrid-col[data-date]')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-date') ?? ''));
}

/**
 * After a drop: true once `accepted` settles; false when the calendar refused the slot, its alert
 * (saying why) then closed with OK.
 */
async function dropTaken(page: Page, accepted: (timeout: number) => Promise<unknown>): Promise<boolean> {
  const refusal = page.getByRole('alertdialog');
  const outcome = await Promise.race([
    accepted(5000).then(() => 'taken' as const),
    refusal.waitFor({ timeout: 5000 }).then(() => 'refused' as const),
  ]).catch(() => 'neither' as const);
  if (outcome === 'refused') {
    await expect(refusal.getByText('The lesson can not go there.')).toBeVisible();
    await refusal.getByRole('button', { name: 'OK' }).click();
    await expect(refusal).toBeHidden();
  }
  return outcome === 'taken';
}

/** A slot of the calendar and how many weeks after the current one its week is. */
interface Slot {
  date: string;
  time: string;
  week: number;
}

/** The slots tried for a new lesson: those a tall window shows first. */
const LESSON_TIMES = quarterHours('09:00', '14:00');

/**
 * Drags a credit to the first weekday slot that looks free and takes it (the credit leaves the
 * list), trying the week shown (`week` weeks after the current one) and then the weeks after it,
 * up to four ahead: the demo instructor may be on leave most of a week, and other tests book the
 * same diary.
 */
async function placeCredit(page: Page, label: string, week: number): Promise<Slot> {
  // Not the calendar's event: FullCalendar's drag mirror carries the same title until the drop settles.
  // Found by its DOM attribute, not by role: a refusal's alert hides the page from the
  // accessibility tree, and a role locator would then read as if the credit had left the list.
  const credit = page.locator(`[role="list"][aria-label="Available credits"] [data-label="${label}"]`);
  for (let shown = week; shown <= 4; shown++) {
    if (shown > week) await showNextWeek(page);
    const days = (await shownDates(page)).slice(0, 5);
    for (const time of LESSON_TIMES) {
      for (const date of days) {
        if (!(await slotLooksFree(page, date, time))) continue;
        const point = await slotPoint(page, date, time);
        if (!(await clearOfAutoScroll(page, point))) continue;
        await dragTo(page, credit, point);
        if (await dropTaken(page, (timeout) => credit.waitFor({ state: 'detached', timeout })))
          return { date, time, week: shown };
      }
    }
  }
  throw new Error(`no free slot in the next four weeks took ${label}`);
}

/** A learner's lessons the calendar shows starting at a slot ('L12 ...' titled, timed '09:15 - 10:15'). */
const lessonsAt = (page: Page, learnerRef: string, slot: { date: string; time: string }) =>
  page.locator(`td.fc-timegrid-col[data-date="${slot.date}"] .fc-event`, { hasText: `${learnerRef} ` }).filter({
    has: page.locator('.fc-event-time', { hasText: new RegExp(`^${slot.time.slice(0, 5)} `) }),
  });

test('Book Learners: two credits dragged onto the calendar become two lessons in one save and the balance falls', async ({
  page,
  request,
}) => {
  // A refusal the calendar's look did not foresee costs a moment, and so does each week without a free slot.
  test.setTimeout(150_000);
  // A tall window shows the credits and every slot tried, 09:15 to 15:15, at once.
  await page.setViewportSize({ width: 1280, height: 1300 });
  await openSignedIn(page, DEMO.clerk, '/dashboard/booklearners');
  await expect(page.getByRole('heading', { name: 'Book Learners', level: 1 })).toBeVisible();
  const pair = await creditedPair(request);
  const instructor = await pickRow(page, 'Select Instructor', (cells) => cells[0] === pair.adi);
  const learner = await pickRow(page, 'Select Learner', (cells) => cells[0] === pair.learner);
  expect(Number(learner[learner.length - 1])).toBeGreaterThan(1);
  const balance = Number(learner[learner.length - 1]);
  await expect(page.getByText(`(credit balance ${balance})`)).toBeVisible();
  await page.getByRole('button', { name: 'Load Credit' }).click();
  await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();
  const credits = page.getByRole('list', { name: 'Available credits' });
  await expect(credits.getByText('1H Lesson 2', { exact: true })).toBeVisible();

  // from next week on, the first free slots in the hours the calendar shows first take them
  await showNextWeek(page);
  const first = await placeCredit(page, '1H Lesson 1', 1);
  const save = page.getByRole('button', { name: 'Save Change' });
  await expect(save).toBeVisible();
  await expect(credits.getByText('1H Lesson 1', { exact: true })).toHaveCount(0);

  // the second credit dropped on the first lesson is refused, and the calendar says why
  await dragTo(page, credits.getByText('1H Lesson 2', { exact: true }), await slotPoint(page, first.date, first.time));
  const refusal = page.getByRole('alertdialog');
  await expect(refusal.getByText('The lesson can not go there.')).toBeVisible();
  await expect(refusal.getByText(/overlap each other\.$/)).toBeVisible();
  await page.screenshot({ path: 'test-results/bookings-drop-refused.png' });
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(refusal).toBeHidden();
  await expect(credits.getByText('1H Lesson 2', { exact: true })).toBeVisible();

  const second = await placeCredit(page, '1H Lesson 2', first.week);
  await expect(page.locator('.fc-event', { hasText: /1H Lesson [12]/ })).toHaveCount(second.week === first.week ? 2 : 1);

  await page.getByLabel('Pickup Address Line').fill('12 Station Road');
  await page.getByLabel('Pickup Postcode').fill('e7 9hz');
  await save.click();
  await expect(page.getByText('New Bookings Placed.')).toBeVisible();

  // the page starts afresh; after a reload too, the learner has two credits fewer and both lessons show
  await expect(page.getByRole('button', { name: 'Load Credit' })).toBeDisabled();
  await page.reload();
  await pickRow(page, 'Select Instructor', (cells) => cells[0] === instructor[0]);
  await pickRow(page, 'Select Learner', (cells) => cells[0] === learner[0]);
  await expect(page.getByText(`(credit balance ${balance - 2})`)).toBeVisible();
  await page.getByRole('button', { name: 'Load Credit' }).click();
  for (let week = 0; week < first.week; week++) await showNextWeek(page);
  await expect(lessonsAt(page, learner[0]!, first)).toHaveCount(1);
  for (let week = first.week; week < second.week; week++) await showNextWeek(page);
  await expect(lessonsAt(page, learner[0]!, second)).toHaveCount(1);
});

/** Drags a calendar lesson, held near its top, so it starts in the slot it is dropped on. */
async function dragLesson(page: Page, lesson: Locator, to: { x: number; y: number }) {
  const box = await lesson.boundingBox();
  if (!box) throw new Error('no lesson to drag');
  await dragBetween(page, { x: box.x + box.width / 2, y: box.y + 4 }, to);
}

/**
 * Moves the lesson to the first free weekday slot of the times given. The calendar is brought to
 * the top of the window first (saving or refreshing the diary scrolls the page); a slot that does
 * not look free, or where a drop would not land where it was aimed, is skipped.
 */
async function moveToFreeSlot(page: Page, lesson: Locator, save: Locator) {
  await page.locator('.fc-view-harness').evaluate((e) => e.scrollIntoView({ block: 'start' }));
  const days = (await shownDates(page)).slice(0, 5);
  for (const time of ['08:00:00', '08:45:00', '11:15:00', '13:30:00']) {
    for (const date of days) {
      if (!(await slotLooksFree(page, date, time))) continue;
      const point = await slotPoint(page, date, time);
      if (!(await clearOfAutoScroll(page, point))) continue;
      await dragLesson(page, lesson, point);
      if (await dropTaken(page, (timeout) => save.waitFor({ timeout }))) return true;
    }
  }
  return false;
}

test('View Instructor Diary: a lesson dragged to a new time is saved as rescheduled', async ({ page }) => {
  // Up to twenty slots are tried, twice.
  test.setTimeout(90_000);
  await openSignedIn(page, DEMO.clerk, '/dashboard/instructordiary');
  await expect(page.getByRole('button', { name: 'Load Diary' })).toBeDisabled();
  await pickRow(page, 'Select Instructor', (cells) => Number(cells[4]) > 1);
  await page.getByRole('button', { name: 'Load Diary' }).click();
  const movable = page.locator('.fc-timegrid-event.fc-event-draggable');
  // A week with a movable lesson the calendar's scrolled view shows (08:00 onwards): the demo
  // diary, made from the day it is seeded, may hold only late lessons or time away in a week.
  let index = -1;
  for (let tries = 0; tries < 4 && index < 0; tries++) {
    await nextWeekWith(page, '.fc-timegrid-event.fc-event-draggable');
    await page.locator('.fc-view-harness').evaluate((e) => e.scrollIntoView({ block: 'start' }));
    const scroller = await page.locator('.fc-scroller-liquid-absolute').boundingBox();
    for (let i = 0; i < (await movable.count()); i++) {
      const box = await movable.nth(i).boundingBox();
      if (box && scroller && box.y > scroller.y && box.y + 10 < scroller.y + scroller.height) {
        index = i;
        break;
      }
    }
  }
  expect(index, 'a movable lesson in view').toBeGreaterThanOrEqual(0);
  const title = (await movable.nth(index).locator('.fc-event-title').innerText()).trim();
  const lesson = page.locator('.fc-timegrid-event', { hasText: title }).first();
  const save = page.getByRole('button', { name: 'Save Change' });
  expect(await moveToFreeSlot(page, lesson, save), 'a free slot took the lesson').toBe(true);
  await expect(page.getByText('1 lesson moved')).toBeVisible();

  // Refresh puts it back; moved again and saved, it stays, now rescheduled (purple)
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(save).toBeHidden();
  expect(await moveToFreeSlot(page, lesson, save)).toBe(true);
  await save.click();
  await expect(page.getByText('Diary Updated Successfully .')).toBeVisible();
  await expect(save).toBeHidden();
  await expect(lesson).toHaveCSS('background-color', 'rgb(156, 39, 176)');
});

test('Record Test Outcome: each field opens once the one before is set, and the outcome is recorded', async ({ page }) => {
  await openSignedIn(page, DEMO.clerk, '/dashboard/recordtestoutcome');
  await expect(page.getByRole('button', { name: 'Select Learner' })).toBeDisabled();
  await expect(page.getByLabel(/^Test Date/)).toBeDisabled();
  await pickRow(page, 'Select Instructor', (cells) => Number(cells[4]) > 0);
  await pickRow(page, 'Select Learner');
  await expect(page.getByLabel(/^Test Time/)).toBeDisabled();
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel(/^Test Date/).fill(yesterday);
  await expect(page.getByLabel(/^Test Outcome/)).toBeDisabled();
  await page.getByLabel(/^Test Time/).selectOption('10:30');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await page.getByLabel(/^Test Outcome/).selectOption('Passed');
  await save.click();
  await expect(page.getByText('Test outcome Recorded.')).toBeVisible();
});

test('Complaints: recorded with its reference, updated while active, then resolved', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, DEMO.clerk, '/dashboard/recordcomplaint');
  await page.getByLabel(/^Complaint Type/).selectOption({ label: 'Learner about Instructor' });
  const learner = await pickRow(page, 'Select Learner');
  const instructor = await pickRow(page, 'Select Instructor');
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel(/^Incident Date/).fill(yesterday);
  await page.getByLabel(/^Incident Time/).fill('10:30');
  await page.getByLabel(/^Complaint Description/).fill('The lesson started forty minutes late and ended early without notice.');
  await page.getByLabel('Did complainant discuss the issue with complainee?').selectOption('Yes');
  await page.getByLabel(/^Discussion Date/).fill(yesterday);
  await page.getByLabel(/^Discussion Time/).fill('16:00');
  await page.getByLabel('Did complainee offer any solution?').selectOption('Yes');
  // a solution offered needs the complainee's reply
  await expect(page.getByRole('button', { name: 'Record Complaint' })).toBeDisabled();
  await page.getByLabel(/^Complainee Reply Description/).fill('Offered a free lesson.');
  await page.getByRole('button', { name: 'Record Complaint' }).click();
  const success = page.getByText(/^Success\. Ref# C\d+$/);
  await expect(success).toBeVisible();
  const ref = (await success.innerText()).replace('Success. Ref# ', '');
  await expect(page.getByText(`Complaint Recorded. Please provide reference to complainant ${ref}`)).toBeVisible();

  await page.goto('/dashboard/viewactivecomplaints');
  await page.getByLabel('Search', { exact: true }).fill(ref.slice(1));
  const row = page.getByRole('row', { name: new RegExp(`^${ref} `) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`${learner[0]} `);
  await expect(row).toContainText(`${instructor[0]} `);
  await row.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Progress Update/).fill('Called the learner and the instructor; both accounts agree.');
  await dialog.getByLabel(/^Complaint Status/).selectOption({ label: 'Under investigation' });
  await dialog.getByRole('button', { name: 'Update Complaint' }).click();
  await expect(page.getByText('Complaint progress updated.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await row.click();
  await expect(page.getByRole('dialog').getByText('Called the learner and the instructor; both accounts agree.')).toBeVisible();
  await page
    .getByRole('dialog')
    .getByLabel(/^Progress Update/)
    .fill('A free lesson was booked and the learner accepted the apology.');
  await page
    .getByRole('dialog')
    .getByLabel(/^Complaint Status/)
    .selectOption({ label: 'Resolved - apology given' });
  await page.getByRole('dialog').getByRole('button', { name: 'Update Complaint' }).click();
  await expect(page.getByText('Complaint progress updated.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`^${ref} `) })).toHaveCount(0);

  await page.goto('/dashboard/resolvedcomplaints');
  await page.getByLabel('Search', { exact: true }).fill(ref.slice(1));
  const resolved = page.getByRole('row', { name: new RegExp(`^${ref} `) });
  await expect(resolved).toContainText('Resolved - apology given');
  await resolved.click();
  await expect(page.getByRole('dialog').getByText(/^Resolved - apology given on /)).toBeVisible();
});
