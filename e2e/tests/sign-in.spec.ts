import { expect, test } from '../support/fixtures';
import { DEMO, signIn } from '../support/sign-in';

test('the administrator signs in to the admin home with the black chrome', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard\/adminhome$/);
  await expect(page.getByRole('heading', { name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Staff' })).toBeVisible();
  await expect(page.getByTestId('top-bar')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  await expect(page.getByTestId('footer')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  // No bell and no package prices for admin.
  await expect(page.getByRole('button', { name: /Notifications/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Package Prices' })).toHaveCount(0);
  await expect(page).toHaveTitle('Admin Home | Driving School System');
});

test('an office user with the reports privilege reaches Home with the bell, prices, footer and terms', async ({ page }) => {
  await signIn(page, DEMO.user);
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByRole('heading', { name: "Today's Tasks" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Financial & Management Reports' })).toBeVisible();

  await page.getByRole('button', { name: /Notifications/ }).click();
  for (const entry of ['Active Complaints', 'Pending Instructors', 'Assign Learners', 'Pending Bookings']) {
    await expect(page.getByRole('menuitem', { name: new RegExp(entry) })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: /Assign Learners/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/assigninstructor$/);
  await page.goBack();
  await expect(page.getByRole('heading', { name: "Today's Tasks" })).toBeVisible();

  await page.getByRole('button', { name: 'Package Prices' }).click();
  await expect(page.getByRole('dialog').getByText('Standard pack - 10 hours manual')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('£300.00')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

  const footer = page.getByTestId('footer');
  await expect(footer.getByText('214 Romford Road')).toBeVisible();
  await expect(footer.getByText('Sort Code: 20-98-76')).toBeVisible();
  await expect(footer.getByText('Landline 1: 020 8555 0134')).toBeVisible();
  await expect(footer.getByText('Out of Office: 0770 090 0199')).toBeVisible();

  await page.getByRole('button', { name: "Learner's Terms & Conditions" }).click();
  await expect(page.getByRole('dialog').getByText(/Page 1 of/)).toBeVisible();
});

test('an office user without the reports privilege sees that entry disabled', async ({ page }) => {
  await signIn(page, DEMO.clerk);
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByText('Financial & Management Reports')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('link', { name: 'Financial & Management Reports' })).toHaveCount(0);
});

test('a wrong password is refused with the server text and Please try again.', async ({ page }) => {
  await signIn(page, { id: '3', password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText(/Invalid User ID or Password\. Please try again\./);
});

test('guards send visitors to sign in and users away from routes they may not open, saying which', async ({ page }) => {
  await page.goto('/dashboard/managelearners');
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, DEMO.clerk);
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await page.goto('/dashboard/managestaff');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(
    page.getByText(/^Your account cannot open View\/Edit Office Staff, so you are on your home page instead\./),
  ).toBeVisible();
  await page.goto('/dashboard/managementreports');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByText(/^Your account cannot open Financial & Management Reports, so/)).toBeVisible();
  await page.goto('/accountsetup');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByText(/^Your account cannot open/)).toHaveCount(0);
});

test('logout returns to the login page and the old session no longer opens the dashboard', async ({ page }) => {
  await signIn(page, DEMO.user);
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard/home');
  await expect(page).toHaveURL(/\/$/);
});

test('the help guide is a real PDF', async ({ request }) => {
  const res = await request.get('/help-guide.pdf');
  expect(res.ok()).toBe(true);
  const body = await res.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  expect(body.length).toBeGreaterThan(4000);
});
