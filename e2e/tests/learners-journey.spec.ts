import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { MAIL_PORT } from '../ports';
import { DEMO, signIn } from '../support/sign-in';
import { smtpInbox } from '../support/smtp-inbox';

// A dedicated server (playwright.config.ts, MAIL_PORT) sends mail to this SMTP listener.
const BASE = `http://127.0.0.1:${MAIL_PORT}`;
const inbox = smtpInbox();

async function openLearnerRow(page: Page, route: string, email: string) {
  await page.goto(`${BASE}/dashboard/${route}`);
  await page.getByRole('searchbox').fill(email);
  await page
    .getByRole('row', { name: /^L\d+ / })
    // the list is searched on the server: wait for the row of this learner, not the page before
    .filter({ hasText: email })
    .click();
}

async function bellTotal(page: Page): Promise<number> {
  return Number(await page.getByTestId('bell-total').textContent());
}

test('a learner is registered, pays, is assigned, sits tests, departs, and every screen follows', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString();
  const email = `e2e.${stamp}@example.invalid`;
  await signIn(page, DEMO.clerk, BASE);
  await expect(page).toHaveURL(/\/dashboard\/home$/);

  // Register Learner: the password goes to the learner by e-mail and is never shown.
  await page.goto(`${BASE}/dashboard/registerlearner`);
  await expect(page).toHaveTitle('Register Learner | Driving School System');
  await page.getByLabel(/^Title/).selectOption({ label: 'Mr' });
  await expect(page.getByTestId('derived-gender')).toHaveText('Male');
  await page.getByLabel(/^First Name/).fill('Evan');
  await page.getByLabel(/^Middle Name/).fill('Alfred');
  await page.getByLabel(/^Surname/).fill('Journey');
  await expect(page.getByText('Please complete all required fields.')).toBeVisible();
  await page.getByLabel(/^Date of Birth/).fill('2006-05-20');
  await page.getByLabel(/^Provisional Licence Number/).fill(`E2E${stamp.slice(-13)}`);
  await page.getByLabel(/^Mobile/).fill('07700900777');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Address Line 1/).fill('7 Romford Road');
  await page.getByLabel(/^Town\/City/).fill('London');
  await page.getByLabel(/^Postcode/).fill('E7 9HZ');
  await page.getByLabel('Pickup Postcode', { exact: false }).and(page.locator('input')).fill('E7 9HZ');
  await page.getByLabel(/^Lessons Type/).selectOption('manual');
  await page.getByLabel(/^Preferred ADI Gender/).selectOption('any');
  await page.getByLabel(/^Preferred Vehicle Type/).selectOption({ index: 1 });
  await expect(page.getByText('Please complete all required fields.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Register Learner' }).click();
  await expect(page.getByText('Learner registered successfully.')).toBeVisible();
  await expect(page.getByLabel(/^First Name/)).toHaveValue('');
  await expect.poll(() => inbox.filter((m) => m.to === email).length).toBe(1);
  const password = /Your password is: (\S+)/.exec(inbox.find((m) => m.to === email)!.raw)?.[1];
  expect(password).toBeTruthy();
  expect(await page.content()).not.toContain(password!);

  // Accept Payments: Confirm Learner, then Payment Details; the bell's count moves.
  const bellBefore = await bellTotal(page);
  await openLearnerRow(page, 'acceptpayments', email);
  await expect(page.getByRole('dialog', { name: 'Confirm Learner' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment Details' });
  await expect(payment.getByText('£00.00')).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Process Payment' })).toBeDisabled();
  await payment.getByLabel(/^Lesson Package/).selectOption({ index: 1 });
  const packageText =
    (await payment
      .getByLabel(/^Lesson Package/)
      .locator('option:checked')
      .textContent()) ?? '';
  const price = /(£[\d,]+\.\d{2})$/.exec(packageText)?.[1] ?? '';
  // The option names its package once; the credits bought are stated with the total.
  expect(packageText.match(/hours/g)?.length ?? 0).toBeLessThanOrEqual(1);
  const total = payment.getByTestId('payment-total');
  await expect(total).toContainText(price);
  const hours = Number(/for (\d+) lesson credits?/.exec((await total.textContent()) ?? '')?.[1]);
  await payment.getByLabel('Card Number').fill('4111111111111111');
  await expect(payment.getByText('16/16')).toBeVisible();
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/ctrouV2.php')) sent.push(r.postData() ?? '');
  });
  await payment.getByRole('button', { name: 'Process Payment' }).click();
  await expect(page.getByText('Payment proccessed successfuly. Please assign an Instructor to learner')).toBeVisible();
  expect(sent.some((b) => b.includes('4111111111111111'))).toBe(false);
  await expect.poll(() => bellTotal(page)).toBe(bellBefore + 1);

  // Assign Instructor, reached from the payment: a suitable instructor for E7 with their hours.
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Assign an instructor now' }).click();
  await expect(page).toHaveURL(/\/dashboard\/assigninstructor\?learner=\d+$/);
  const assign = page.getByRole('dialog', { name: 'Assign Instructor' });
  const select = assign.getByLabel(/^Suitable Instructor/);
  await expect(select.locator('option').nth(1)).toHaveText(/contracted \d+ h, given [\d.]+ h this week, pending \d+ h/);
  await select.selectOption({ index: 1 });
  await assign.getByRole('button', { name: 'Assign Instructor Now' }).click();
  await expect(page.getByText('ADI assigned successfuly. Book first lesson in Instructor diary')).toBeVisible();
  // Awaiting an instructor -1, pending bookings +1.
  await expect.poll(() => bellTotal(page)).toBe(bellBefore + 1);

  // View/Edit Learners: the dialog with the Active instructor, then Learner Dash.
  await openLearnerRow(page, 'managelearners', email);
  const dialog = page.getByRole('dialog', { name: /Evan Journey/ });
  await expect(dialog.getByRole('table', { name: 'Instructor Info' }).getByText('Active')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Learner Dash' }).click();
  await expect(page).toHaveURL(/\/dashboard\/editlearner$/);
  await expect(page.getByTestId('learner-card').getByRole('heading', { level: 2 })).toHaveText(/Evan Alfred Journey$/);
  await expect(page.getByTestId('instructor-card')).toBeVisible();
  await expect(page.getByTestId('tile-Total Credits')).toContainText(String(hours));
  await expect(page.getByTestId('tile-Total Paid')).toContainText(price);
  await expect(page.getByTestId('tile-Remaining Credits')).toContainText(String(hours));
  await expect(page.getByTestId('tile-Lessons Completed')).toContainText('0');

  const theory = page.getByRole('form', { name: 'Record theory test' });
  await theory.getByLabel(/^Date of Test/).fill('2026-01-10');
  await theory.getByLabel(/^Multiple-choice Score/).fill('51');
  await theory.getByLabel(/^Hazard Perception Score/).click();
  await expect(theory.getByText('Multiple-choice score is invalied.', { exact: true })).toBeVisible();
  await theory.getByLabel(/^Multiple-choice Score/).fill('47');
  await theory.getByLabel(/^Hazard Perception Score/).fill('60');
  await theory.getByLabel(/^Test Outcome/).selectOption('1');
  await theory.getByRole('button', { name: 'Record Theory Test' }).click();
  await expect(page.getByText('Learner theory test recorded.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Theory Tests' }).getByText('47/50')).toBeVisible();

  const eye = page.getByRole('form', { name: 'Record eye test' });
  await expect(page.getByTestId('eye-tester')).not.toContainText('No Active Driving Instructor');
  await eye.getByLabel(/^Date of Eye Test/).fill('2026-01-11');
  await eye.getByLabel(/^Eye Test Outcome/).selectOption('1');
  await eye.getByLabel(/^Next Steps/).selectOption({ index: 1 });
  await eye.getByRole('button', { name: 'Record Eye Test' }).click();
  await expect(page.getByText('Learner eye test recorded.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Eye Tests' }).getByText('Pass')).toBeVisible();

  const departure = page.getByRole('form', { name: 'Record departure' });
  await departure.getByLabel(/^Date of Departure/).fill('2026-01-12');
  await departure.getByLabel(/^Reported By/).selectOption({ label: 'Learner' });
  await departure.getByLabel(/^Reason for Departure/).selectOption({ label: 'Moved out of the area' });
  await departure.getByRole('button', { name: 'Record Departure' }).click();
  await expect(page.getByText('Learner departure recorded.')).toBeVisible();
  await expect(page.getByTestId('departure-record')).toContainText('Moved out of the area');
  await expect(page.getByRole('form', { name: 'Record departure' })).toHaveCount(0);

  // Learners' Payments Data: the paid credits, all still unused.
  await page.goto(`${BASE}/dashboard/learnerpaymentdata`);
  await page.getByLabel('Keyword').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('row', { name: /^L\d+ / })
    .first()
    .click();
  await expect(page.getByTestId('credits-paid')).toContainText(String(hours));
  await expect(page.getByTestId('credits-unused')).toContainText(String(hours));
  await expect(page.getByTestId('credits-used')).toContainText('0');
  await page.getByRole('button', { name: 'More: Total Paid Credits' }).click();
  await expect(page.getByRole('table', { name: 'Total Paid Credits' }).getByText(price)).toBeVisible();
  await page.getByRole('button', { name: 'More: Used Credits' }).click();
  await expect(page.getByRole('table', { name: 'Used Credits' }).getByText('No Information.')).toBeVisible();
});

test('the learner page without a learner says so, and editlearner/:id reloads by id', async ({ page }) => {
  await signIn(page, DEMO.clerk, BASE);
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await page.goto(`${BASE}/dashboard/editlearner`);
  await expect(page.getByText('Learner Not Selected - Please select learner from View/Edit Learners')).toBeVisible();
  await page.goto(`${BASE}/dashboard/editlearner/1`);
  await expect(page.getByTestId('learner-card')).toContainText('L1');
  await expect(page.getByRole('heading', { name: 'Bookings History' })).toBeVisible();
});
