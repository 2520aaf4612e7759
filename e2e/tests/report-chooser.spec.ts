import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { londonToday } from '@dss/contract';
import { chooseMonth } from '../support/month-field';
import { DEMO, signInToHome, openSignedIn } from '../support/sign-in';

// Financial & Management Reports' chooser and range dialog, the reports privilege, and the
// Instructor Performance Report with its detail lists, against the real server and demo school.

/** The month before today's, 'YYYY-MM'. */
function lastMonth(): string {
  const [year, month] = londonToday().split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The router state the result screen was opened with. */
const requestState = (page: Page) => page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);

/** The figure of a count tile. */
async function countOf(tile: Locator): Promise<number> {
  const text = (await tile.locator('p').nth(1).textContent()) ?? '';
  return Number(text);
}

test('a report is chosen from a list, given a range and opened on the result route', async ({ page }) => {
  await signInToHome(page, DEMO.user);
  await page.getByRole('link', { name: 'Financial & Management Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Financial & Management Reports' })).toBeVisible();

  const financial = page.getByRole('list', { name: 'Financial Reports' });
  await expect(financial.getByRole('button', { name: '5. Number of Instructors in Arrears of Franchise Fees' })).toBeDisabled();

  await page.getByRole('list', { name: 'Instructor Reports' }).getByRole('button', { name: '6. Lessons Provided' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please select reporting time range' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'View Report' })).toBeDisabled();

  await dialog.getByLabel('Time Range').selectOption({ label: 'Month' });
  await chooseMonth(dialog, 'Month', lastMonth());
  await expect(dialog.getByTestId('chosen-range')).toContainText('Reporting from 01/');

  // Changing the mode clears the month; a custom range then makes the request.
  await dialog.getByLabel('Time Range').selectOption({ label: 'Custom Range' });
  await expect(dialog.getByRole('button', { name: 'View Report' })).toBeDisabled();
  await dialog.getByLabel('Start Date').fill('2026-01-01');
  await dialog.getByLabel('End Date').fill('2026-03-31');
  await dialog.getByRole('button', { name: 'View Report' }).click();

  await expect(page).toHaveURL(/\/dashboard\/managementreports\/viewreport$/);
  expect(await requestState(page)).toEqual({
    reportDef: '6. Lessons Provided',
    reportType: 5,
    reportNo: 6,
    start: '2026-01-01',
    end: '2026-03-31',
  });
});

test('one selection across the lists, and a quarter from the list of quarters', async ({ page }) => {
  await openSignedIn(page, DEMO.user, '/dashboard/managementreports');
  const starRatings = page
    .getByRole('list', { name: 'Feedback Reports' })
    .getByRole('button', { name: '4. Learner Star Ratings' });
  await starRatings.click();
  const dialog = page.getByRole('dialog', { name: 'Please select reporting time range' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(starRatings).toHaveAttribute('aria-pressed', 'true');

  const newLearners = page.getByRole('list', { name: 'Learner Reports' }).getByRole('button', { name: '1. New Learners' });
  await newLearners.click();
  await expect(dialog.getByTestId('chosen-report')).toHaveText('Learner Reports: 1. New Learners');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(starRatings).toHaveAttribute('aria-pressed', 'false');
  await expect(newLearners).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { pressed: true })).toHaveCount(1);

  await newLearners.click();
  await dialog.getByLabel('Time Range').selectOption({ label: 'Quarter' });
  await dialog.getByLabel('Quarter').selectOption({ label: 'Q2 2025 (Apr-Jun)' });
  await dialog.getByRole('button', { name: 'View Report' }).click();
  await expect(page).toHaveURL(/\/dashboard\/managementreports\/viewreport$/);
  expect(await requestState(page)).toEqual({
    reportDef: '1. New Learners',
    reportType: 2,
    reportNo: 1,
    start: '2025-04-01',
    end: '2025-06-30',
  });
});

test('staff without the reports privilege see the entry disabled and are turned away', async ({ page }) => {
  await signInToHome(page, DEMO.clerk);
  await expect(page.getByText('Financial & Management Reports')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('link', { name: 'Financial & Management Reports' })).toHaveCount(0);
  await page.goto('/dashboard/managementreports');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
});

test('the Instructor Performance Report shows a month of an instructor and its detail lists', async ({ page }) => {
  await openSignedIn(page, DEMO.user, '/dashboard/instructorperformancereport');
  await expect(page.getByRole('heading', { level: 1, name: 'Instructor Performance Report' })).toBeVisible();

  const instructors = page.getByRole('table', { name: 'Instructors' });
  const firstRow = instructors.getByRole('row').nth(1);
  await expect(firstRow).toContainText(/^A\d+/);
  const id = ((await firstRow.getByRole('cell').first().textContent()) ?? '').trim();
  const email = ((await firstRow.getByRole('cell').nth(3).textContent()) ?? '').trim();
  // The keyword is searched by the server; the table shows the one page it answers.
  await page.getByRole('searchbox').fill(email);
  await expect(instructors.getByRole('row')).toHaveCount(2);
  await instructors.getByRole('row').nth(1).click();

  await expect(page.getByRole('button', { name: 'View Report' })).toBeDisabled();
  await chooseMonth(page, 'Reporting Month', lastMonth());
  await page.getByRole('button', { name: 'View Report' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${id} `) });
  await expect(dialog).toBeVisible();

  const booked = dialog.getByTestId('count-Booked Lessons');
  await expect(booked).not.toContainText('…');
  const bookedCount = await countOf(booked);
  const rescheduledCount = await countOf(dialog.getByTestId('count-Rescheduled Lessons'));
  const noShowCount = await countOf(dialog.getByTestId('count-Learner No-shows'));
  expect(await countOf(dialog.getByTestId('count-Provided Lessons'))).toBe(bookedCount - rescheduledCount - noShowCount);
  expect(bookedCount).toBeGreaterThan(0);

  await dialog.getByRole('button', { name: 'More: Booked Lessons' }).click();
  const lessons = dialog.getByRole('table', { name: 'Booked Lessons' });
  await expect(lessons.getByRole('row').nth(1)).toContainText(/^B\d+/);
  await expect(dialog.getByText(new RegExp(`of ${bookedCount}$`))).toBeVisible();

  for (const list of ['New Learners', 'Rescheduled Lessons', 'Cancelled Lessons', 'Driving Tests Passed']) {
    await dialog.getByRole('button', { name: `More: ${list}` }).click();
    const table = dialog.getByRole('table', { name: list });
    await expect(table).toBeVisible();
    const count = await countOf(dialog.getByTestId(`count-${list}`));
    if (count === 0) await expect(table).toContainText('No Information.');
    else await expect(dialog.getByText(new RegExp(`of ${count}$`))).toBeVisible();
  }
});
