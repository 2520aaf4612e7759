import type { APIRequestContext } from '@playwright/test';
import { expect } from '../support/fixtures';
import { test } from '../support/person-page';
import { officeWire, registerLearner } from '../support/office-wire';
import { DEMO, signIn, openSignedIn } from '../support/sign-in';

/**
 * A new learner registered through the office wire (the setup, not the subject): no payment,
 * so no unused paid credits, and no complaint, so the erasure qualifies.
 */
async function newLearner(request: APIRequestContext, email: string, lname: string): Promise<number> {
  return registerLearner(await officeWire(request), {
    title: '3',
    gender: 'f',
    fname: 'Erin',
    lname,
    mobile: '07700900321',
    inemail: email,
    dob: '2004-06-15',
    dlno: `ERASE${Date.now().toString().slice(-11)}`,
    haline1: '4 Quiet Street',
  });
}

test('an administrator erases a learner: the learner is shown as erased and the erasure is in the Audit Log', async ({
  page,
  request,
  personPage,
}) => {
  test.setTimeout(120_000);
  const email = `erase.${Date.now()}@example.invalid`;
  const lname = `Erasable${String.fromCharCode(65 + (Date.now() % 26))}`;
  const learner = await newLearner(request, email, lname);

  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard\/adminhome$/);
  await page.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page).toHaveTitle('Audit Log | Driving School System');

  const form = page.getByRole('form', { name: 'Erase a learner or instructor' });
  await form.getByLabel(/^Person/).selectOption('learner');
  await form.getByLabel(/^ID/).fill(`L${learner}`);
  await form.getByLabel(/^Reason/).fill('The learner asked to be erased, by e-mail');
  await form.getByRole('button', { name: 'Erase' }).click();

  // The confirmation names the person; only then is anything erased.
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Erase the learner Erin ${lname} (L${learner})?`);
  await confirm.getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByText(`Learner L${learner} has been erased.`)).toBeVisible();
  await page.screenshot({ path: 'test-results/erasure-done.png', fullPage: true });

  // The erasure is in the Audit Log, by the administrator, with the reason.
  await page.getByLabel('Action').fill('eraselearner');
  await page.getByLabel('Record', { exact: true }).selectOption('learner');
  await page.getByLabel('Record ID').fill(String(learner));
  await page.getByRole('button', { name: 'Search' }).click();
  const log = page.getByRole('table', { name: 'Audit log', exact: true });
  const event = log.getByRole('row').filter({ hasText: 'Reason: The learner asked to be erased, by e-mail' });
  await expect(event).toContainText(`learner ${learner}`);
  await expect(event).toContainText('eraselearner');
  await expect(event).toContainText('(1)');
  await expect(log).not.toContainText(lname);

  // Office staff find the learner shown as erased: no name, e-mail or address left.
  const office = await personPage();
  await openSignedIn(office, DEMO.user, `/dashboard/editlearner/${learner}`);
  await expect(office.getByText('Erased Erased').first()).toBeVisible();
  await expect(office.getByText(lname)).toHaveCount(0);
  await expect(office.getByText(email)).toHaveCount(0);
  await office.screenshot({ path: 'test-results/erasure-learner.png', fullPage: true });
});
