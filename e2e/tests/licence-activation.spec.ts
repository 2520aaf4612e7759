import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/fixtures';
import { EMPTY_DATABASE_LICENCE_SECRET, EMPTY_DATABASE_PORT } from '../ports';
import { signIn } from '../support/sign-in';

const BASE = `http://127.0.0.1:${EMPTY_DATABASE_PORT}`;
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A key for a school, issued the way the README says, with the empty-database server's secret. */
function issueKey(serial: number): string {
  return execFileSync('node', ['--import', 'tsx', 'packages/server/src/licence/issue-licence.ts', '--serial', String(serial)], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DEMO: '0', LICENCE_SECRET: EMPTY_DATABASE_LICENCE_SECRET },
  }).trim();
}

test('on an empty database the licence is activated once and the first administrator signs in', async ({ page }) => {
  const key = issueKey(31);
  await page.goto(`${BASE}/`);
  await page.getByRole('button', { name: 'Licence Activation & Administrator Setup' }).click();
  await expect(page).toHaveURL(/\/accountsetup$/);
  await expect(page.getByText('Please complete all required fields.')).toBeVisible();

  await page.getByLabel(/^Title/).selectOption('Mrs');
  await page.getByLabel(/^First Name/).fill('Ayesha');
  await page.getByLabel(/^Surname/).fill('Rahman');
  await page.getByLabel(/^Mobile/).fill('07700900555');
  await page.getByLabel(/^E-mail/).fill('ayesha.rahman@example.invalid');
  await page.getByLabel(/^Password/).fill('first-admin-pw');
  // Typed in lower case without hyphens, shown in the mask.
  await page.getByLabel(/^Licence Key/).fill(key.replace(/-/g, '').toLowerCase());
  await expect(page.getByLabel(/^Licence Key/)).toHaveValue(key);
  await expect(page.getByText('Please complete all required fields.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Activate Licence' }).click();

  await expect(page.getByText('Licence activated. Please sign in with User ID 1 and your password.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(`${BASE}/`);

  await signIn(page, { id: '1', password: 'first-admin-pw' }, BASE);
  await expect(page).toHaveURL(/\/dashboard\/adminhome$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  // Signed out only once the login page is back (the server has revoked the token by then).
  await expect(page.getByLabel('User ID')).toBeVisible();

  // A second activation is refused with the server's text in an info alert.
  await page.goto(`${BASE}/accountsetup`);
  await page.getByLabel(/^Title/).selectOption('Mr');
  await page.getByLabel(/^First Name/).fill('Second');
  await page.getByLabel(/^Surname/).fill('Person');
  await page.getByLabel(/^Mobile/).fill('07700900556');
  await page.getByLabel(/^E-mail/).fill('second@example.invalid');
  await page.getByLabel(/^Password/).fill('second-pw');
  await page.getByLabel(/^Licence Key/).fill(issueKey(32));
  await page.getByRole('button', { name: 'Activate Licence' }).click();
  await expect(page.getByRole('alert')).toContainText('This installation is already activated. Please sign in.');
});
