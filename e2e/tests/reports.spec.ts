import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { addDays, londonToday } from '@dss/contract';
import { DEMO, signInToHome } from '../support/sign-in';

// Financial & Management Reports against the real server and its demo school: a report from
// each of the five lists over the last year, its table beside its chart. Starts from the
// chooser (/dashboard/managementreports, built on the chooser's branch) as staff do.

/** Chooses a report from its list, asks for the last year as a custom range and opens it. */
async function viewReport(page: Page, list: string, item: string) {
  await page.goto('/dashboard/managementreports');
  await page.getByRole('list', { name: list }).getByRole('button', { name: item }).click();
  const dialog = page.getByRole('dialog', { name: 'Please select reporting time range' });
  await dialog.getByLabel('Time Range').selectOption({ label: 'Custom Range' });
  await dialog.getByLabel('Start Date').fill(addDays(londonToday(), -365));
  await dialog.getByLabel('End Date').fill(addDays(londonToday(), -1));
  await dialog.getByRole('button', { name: 'View Report' }).click();
  await expect(page).toHaveURL(/\/dashboard\/managementreports\/viewreport$/);
  await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signInToHome(page, DEMO.user);
});

for (const [list, item, table, chart] of [
  ['Learner Reports', '18. Lessons Taken', 'Lessons by Gender', 'Lessons by Gender per Month'],
  ['Instructor Reports', '6. Lessons Provided', 'Lessons Provided per Month', 'Lessons Provided per Month'],
  ['Feedback Reports', '4. Learner Star Ratings', 'Star Ratings', 'Star Ratings per Month'],
  ['Complaints Reports', '3. Total Complaints', 'Complaints by Type', 'Complaints by Type'],
  [
    'Financial Reports',
    '6. Income by Number of Bookings',
    'Income by Instructor Gender',
    'Income by Outer Postcode and Instructor Gender',
  ],
] as const) {
  test(`${item} shows its table beside its chart`, async ({ page }) => {
    await viewReport(page, list, item);
    await expect(page.getByRole('table', { name: table, exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: table, exact: true }).getByRole('row', { name: /^Total/ })).toBeVisible();
    const drawn = page.getByRole('img', { name: chart });
    await expect(drawn).toBeVisible();
    await expect(drawn.locator('svg')).toBeVisible();
  });
}

test('the result screen opened directly says the report was not requested', async ({ page }) => {
  await page.goto('/dashboard/managementreports/viewreport');
  await expect(
    page.getByText(
      'Report was not requested with Financial & Management Reports. Please visit Financial & Management Reports and select report again.',
    ),
  ).toBeVisible();
});
