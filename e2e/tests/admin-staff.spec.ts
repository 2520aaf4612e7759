import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ADMIN_TEXTS, DEFAULT_STAFF_PASSWORD } from '@dss/contract';
import { DEMO, signIn } from '../support/sign-in';

/** Adds an office staff member from Add Staff and answers the User ID its success names (checked against View/Edit Office Staff). */
async function addStaff(page: Page, person: { fname: string; lname: string; email: string }): Promise<string> {
  await page.goto('/dashboard/addstaff');
  await page.getByLabel(/^Title/).selectOption({ label: 'Mrs' });
  await page.getByLabel(/^First Name/).fill(person.fname);
  await page.getByLabel(/^Surname/).fill(person.lname);
  await page.getByLabel(/^Mobile/).fill('07700900888');
  await page.getByLabel(/^E-mail/).fill(person.email);
  await expect(page.getByLabel('Default Password')).toHaveValue(DEFAULT_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Add Office Staff' }).click();
  const success = page.getByText(new RegExp(`^${ADMIN_TEXTS.staffAdded}\\. Their User ID is \\d+\\.$`));
  await expect(success).toBeVisible();
  const id = /User ID is (\d+)/.exec(await success.innerText())![1]!;
  await expect(page.getByLabel(/^First Name/)).toHaveValue('');

  await page.goto('/dashboard/managestaff');
  await page.getByLabel('Search').fill(person.email);
  const row = page.getByRole('row', { name: new RegExp(person.email.replace('.', '\\.')) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').first()).toHaveText(id);
  return id;
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('a new office staff member signs in with the default password, chooses their own and reaches Home', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/adminhome$/);
  const id = await addStaff(page, { fname: 'Amara', lname: 'Osei', email: 'amara.osei@e2e.invalid' });
  await logout(page);

  await signIn(page, { id, password: DEFAULT_STAFF_PASSWORD });
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel(/^Current password/).fill(DEFAULT_STAFF_PASSWORD);
  await page.getByLabel(/^New password/).fill('amara-own-pass');
  await page.getByLabel(/^Repeat new password/).fill('amara-own-pass');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByRole('heading', { name: "Today's Tasks" })).toBeVisible();
  await logout(page);

  // The own password works from now on.
  await signIn(page, { id, password: 'amara-own-pass' });
  await expect(page).toHaveURL(/\/dashboard\/home$/);
});

test('a blocked staff member cannot sign in, and the status shows in the staff table', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/adminhome$/);
  const id = await addStaff(page, { fname: 'Blake', lname: 'Turner', email: 'blake.turner@e2e.invalid' });
  const row = page.getByRole('row', { name: /blake\.turner@e2e\.invalid/ });
  await row.getByRole('button', { name: 'Block Mrs Blake Turner' }).click();
  await expect(page.getByText(ADMIN_TEXTS.confirmBlock)).toBeVisible();
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText(ADMIN_TEXTS.staffBlocked)).toBeVisible();
  await expect(row.getByText('Blocked')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Unblock Mrs Blake Turner' })).toBeVisible();

  await page.goto('/dashboard/resetstaffpass');
  await expect(page.getByText(/Reset2Office/)).toBeVisible();
  await page.getByLabel('Search').fill('blake.turner@e2e.invalid');
  await expect(page.getByRole('button', { name: 'Reset password of Mrs Blake Turner' })).toBeDisabled();
  await logout(page);

  await signIn(page, { id, password: DEFAULT_STAFF_PASSWORD });
  await expect(page.getByRole('alert')).toHaveText(/Invalid User ID or Password\. Please try again\./);
});
