import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInToHome } from '../support/sign-in';

// Financial & Management Reports against the real server and its demo school: a report from
// each of the five lists over the last year, its table beside its chart. Starts from the
// chooser (/dashboard/managementreports, built on the chooser's branch) as staff do.

async function viewReport(page: Page, item: string) {
  await page.goto('/dashboard/managementreports');
  await page.getByText(item, { exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Please select reporting time range' });
  await dialog.getByRole('combobox').first().selectOption({ label: 'Year' });
  await dialog.getByRole('combobox').nth(1).selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'View Report' }).click();
  await expect(page).toHaveURL(/\/dashboard\/managementreports\/viewreport$/);
  await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signInToHome(page, DEMO.user);
});

for (const [item, table, chart] of [
  ['18. Lessons Taken', 'Lessons by Gender', 'Lessons by Gender per Month'],
  ['6. Lessons Provided', 'Lessons Provided per Month', 'Lessons Provided per Month'],
  ['4. Learner Star Ratings', 'Star Ratings', 'Star Ratings per Month'],
  ['3. Total Complaints', 'Complaints by Type', 'Complaints by Type'],
  ['6. Income by Number of Bookings', 'Income by Instructor Gender', 'Income by Outer Postcode and Instructor Gender'],
] as const) {
  test(`${item} shows its table beside its chart`, async ({ page }) => {
    await viewReport(page, item);
    await expect(page.getByRole('table', { name: table })).toBeVisible();
    await expect(page.getByRole('table', { name: table }).getByRole('row', { name: /^Total/ })).toBeVisible();
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
