import { expect } from '../support/fixtures';
import { BOOKING_REFUSALS, CLOSED_DAY_LEGEND, CLOSED_DAY_TEXTS, addDays, dayOfWeek, londonToday, ukDate } from '@dss/contract';
import { creditedPair, dragTo, showNextWeek, slotPoint } from '../support/booking-calendar';
import { wireToken } from '../support/office-wire';
import { test } from '../support/person-page';
import { pickRow } from '../support/pick-row';
import { DEMO, signIn, openSignedIn } from '../support/sign-in';

const REASON = 'Office stocktake';

/**
 * A Wednesday a week or two ahead, a week later when it is a fixed-date bank holiday (the only
 * ones that can fall on a Wednesday in England and Wales), so the refusal names the school's own closure.
 */
function nextWednesday(): string {
  let day = addDays(londonToday(), 7);
  while (dayOfWeek(day) !== 3) day = addDays(day, 1);
  while (['12-25', '12-26', '01-01'].includes(day.slice(5))) day = addDays(day, 7);
  return day;
}

test('a closed day added by the administrator shows on Book Learners and refuses a lesson dropped on it', async ({
  personPage,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const day = nextWednesday();
  const adminToken = await wireToken(request, DEMO.admin);
  const admin = (form: Record<string, string>) => request.post('/api/ctroaV2.php', { form: { token: adminToken, ...form } });
  try {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/dashboard\/adminhome$/);
    await page.getByRole('link', { name: CLOSED_DAY_TEXTS.title }).click();
    await expect(page.getByRole('heading', { name: CLOSED_DAY_TEXTS.title, level: 1 })).toBeVisible();
    await expect(page.getByLabel(/^Region/)).toHaveValue('ENG');
    await page.getByLabel(/^Date/).fill(ukDate(day));
    await page.getByLabel(/^Reason/).fill(REASON);
    await page.getByRole('button', { name: 'Add Closed Day' }).click();
    await expect(page.getByText(CLOSED_DAY_TEXTS.saved)).toBeVisible();
    await expect(page.getByRole('table', { name: 'School closed days' }).getByText(REASON)).toBeVisible();

    const clerk = await personPage();
    await clerk.setViewportSize({ width: 1280, height: 1300 });
    await openSignedIn(clerk, DEMO.clerk, '/dashboard/booklearners');
    const pair = await creditedPair(request);
    await pickRow(clerk, 'Select Instructor', (cells) => cells[0] === pair.adi);
    await pickRow(clerk, 'Select Learner', (cells) => cells[0] === pair.learner);
    await clerk.getByRole('button', { name: 'Load Credit' }).click();
    await expect(clerk.getByRole('list', { name: 'Legend' }).getByText(CLOSED_DAY_LEGEND)).toBeVisible();
    const column = clerk.locator(`td.fc-timegrid-col[data-date="${day}"]`);
    // the calendar opens on this week: on to the week of the closed day
    for (let week = 0; week < 3 && !(await column.count()); week++) await showNextWeek(clerk);
    await expect(column.locator('.fc-bg-event', { hasText: `School closed: ${REASON}` })).toBeVisible();

    const credit = clerk.locator('[role="list"][aria-label="Available credits"] [data-label="1H Lesson 1"]');
    await dragTo(clerk, credit, await slotPoint(clerk, day, '10:00:00'));
    const refusal = clerk.getByRole('alertdialog');
    await expect(refusal.getByText(BOOKING_REFUSALS.notThere)).toBeVisible();
    await expect(refusal.getByText(BOOKING_REFUSALS.schoolClosed({ date: day, minutes: 600 }, REASON))).toBeVisible();
    await refusal.getByRole('button', { name: 'OK' }).click();
    await expect(credit).toBeVisible();
    await expect(clerk.getByRole('button', { name: 'Save Change' })).toHaveCount(0);
  } finally {
    // Other journeys book on the demo school's coming weekdays: open the day again.
    const settings = await (await admin({ loadcloseddays: '1' })).json();
    for (const closed of settings.closedDays.filter((d: { date: string }) => d.date === day))
      await admin({ removeclosedday: '1', closed_id: String(closed.closed_id) });
  }
});
