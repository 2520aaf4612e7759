import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { officeWire, registerLearner } from '../support/office-wire';
import { DEMO, signIn, openSignedIn } from '../support/sign-in';

/** A new learner with one paid lesson package, made through the office wire (the setup, not the subject). */
async function paidLearner(request: APIRequestContext, email: string): Promise<{ id: number; plan: string; hours: number }> {
  const office = await officeWire(request);
  const id = await registerLearner(office, {
    title: '1',
    gender: 'm',
    fname: 'Victor',
    lname: 'Voidable',
    mobile: '07700900123',
    inemail: email,
    dob: '2005-04-12',
    dlno: `VOIDA${Date.now().toString().slice(-11)}`,
    haline1: '12 Forest Lane',
  });
  const plans: { plan_id: number; gear_type: string; status: number; text_description: string; hours: number }[] = await (
    await office({ lessonpacks: '1' })
  ).json();
  const plan = plans.find((p) => p.gear_type === 'manual' && p.status === 1)!;
  const paid = await office({
    processlearnerpayment: '1',
    learnerid: String(id),
    lessonplanid: String(plan.plan_id),
    idemkey: randomUUID(),
  });
  expect(await paid.text()).toBe('SUCCESS');
  return { id, plan: plan.text_description, hours: plan.hours };
}

test('an administrator voids a payment taken in error; the histories show it voided and its credits are gone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `void.${Date.now()}@example.invalid`;
  const learner = await paidLearner(request, email);

  // Admin home links Learners' Payments Data; the administrator finds the learner there.
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard\/adminhome$/);
  await page.getByRole('link', { name: "Learners' Payments Data" }).click();
  await page.getByLabel('Keyword').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('row', { name: /^L\d+ / })
    .first()
    .click();
  await expect(page.getByTestId('credits-paid')).toHaveText(new RegExp(`Total Paid Credits\\s*${learner.hours}\\s*More`));
  await page.getByRole('button', { name: 'More: Total Paid Credits' }).click();
  const paid = page.getByRole('table', { name: 'Total Paid Credits' });
  await expect(paid.getByRole('cell', { name: learner.plan })).toBeVisible();
  await paid.getByRole('button', { name: /^Void P/ }).click();

  const form = page.getByRole('region', { name: /^Void payment P/ });
  await expect(form.getByRole('button', { name: 'Void Payment' })).toBeDisabled();
  await form.getByLabel(/^Reason/).fill('Card charged for the wrong learner');
  await page.screenshot({ path: 'test-results/void-payment-form.png' });
  await form.getByRole('button', { name: 'Void Payment' }).click();
  await expect(page.getByText('Payment voided. Its unused credits have been removed.')).toBeVisible();
  await page.keyboard.press('Escape');

  await expect(paid.getByText(/^Voided \d{2}\/\d{2}\/\d{4}: Card charged for the wrong learner/)).toBeVisible();
  await expect(paid.getByRole('button', { name: /^Void P/ })).toHaveCount(0);
  await expect(page.getByTestId('credits-paid')).toHaveText(/Total Paid Credits\s*0\s*More/);
  await expect(page.getByTestId('credits-unused')).toHaveText(/Unused Credits\s*0\s*More/);
  await page.screenshot({ path: 'test-results/void-payment-voided.png' });

  // The office's learner page lists it as voided, and its totals leave it out.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await openSignedIn(page, DEMO.clerk, `/dashboard/editlearner/${learner.id}`);
  const history = page.getByRole('table', { name: 'Payments History' });
  await expect(history.getByText(/^Voided \d{2}\/\d{2}\/\d{4}: Card charged for the wrong learner$/)).toBeVisible();
  await expect(page.getByTestId('tile-Total Paid')).toContainText('£0.00');
  await expect(page.getByTestId('tile-Total Credits')).toHaveText(/Total Credits\s*0$/);
});
