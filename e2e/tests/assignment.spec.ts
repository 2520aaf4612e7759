import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO, signIn } from '../support/sign-in';

// Pickup in E15: no instructor teaching manual covers that district in the demo school, several
// cover other E districts, so only neighbouring instructors are offered.
const PICKUP = 'E15 1AA';

async function fillLearner(page: Page, who: { stamp: string; email: string; mobile: string; licence: string }) {
  await page.goto('/dashboard/registerlearner');
  await page.getByLabel(/^Title/).selectOption({ label: 'Mr' });
  await page.getByLabel(/^First Name/).fill('Neil');
  await page.getByLabel(/^Surname/).fill(`Bordering${who.stamp.slice(-5)}`);
  await page.getByLabel(/^Date of Birth/).fill('2005-08-19');
  await page.getByLabel(/^Provisional Licence Number/).fill(who.licence);
  await page.getByLabel(/^Mobile/).fill(who.mobile);
  await page.getByLabel(/^E-mail/).fill(who.email);
  await page.getByLabel(/^Address Line 1/).fill('2 Stratford High Street');
  await page.getByLabel(/^Town\/City/).fill('London');
  await page.getByLabel(/^Postcode/).fill(PICKUP);
  await page.getByLabel('Pickup Postcode', { exact: false }).and(page.locator('input')).fill(PICKUP);
  await page.getByLabel(/^Lessons Type/).selectOption('manual');
  await page.getByLabel(/^Preferred ADI Gender/).selectOption('any');
  await page.getByLabel(/^Preferred Vehicle Type/).selectOption({ index: 1 });
}

test('a learner is registered past the duplicate warning, assigned from a neighbouring district and re-assigned', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString();
  const first = {
    stamp,
    email: `e2e.border.${stamp}@example.invalid`,
    mobile: `077${stamp.slice(-8)}`,
    licence: `BORD${stamp.slice(-12)}`,
  };
  await signIn(page, DEMO.clerk);
  await expect(page).toHaveURL(/\/dashboard\/home$/);

  // Nobody looks like the first registration.
  await fillLearner(page, first);
  await page.getByRole('button', { name: 'Register Learner' }).click();
  await expect(page.getByText('Learner registered successfully.')).toBeVisible();

  // The same person typed again under another licence number: the first one is shown.
  await fillLearner(page, { ...first, licence: `BORX${stamp.slice(-12)}` });
  await page.getByRole('button', { name: 'Register Learner' }).click();
  const duplicates = page.getByRole('dialog', { name: 'Possible duplicate learner' });
  await expect(duplicates).toBeVisible();
  const match = duplicates.getByRole('table', { name: 'Possible matches' }).getByRole('row').nth(1);
  await expect(match).toContainText(first.licence);
  await expect(match).toContainText('name and date of birth, e-mail, mobile');
  await page.screenshot({ path: 'test-results/assignment-duplicate-warning.png' });
  await duplicates.getByRole('button', { name: 'Cancel' }).click();
  await expect(duplicates).toHaveCount(0);
  await expect(page.getByLabel(/^Provisional Licence Number/)).toHaveValue(`BORX${stamp.slice(-12)}`);

  // Pay for the first registration.
  await page.goto('/dashboard/acceptpayments');
  await page.getByRole('searchbox').fill(first.email);
  await page
    .getByRole('row', { name: /^L\d+ / })
    // the list is searched on the server: wait for the row of this learner, not the page before
    .filter({ hasText: first.email })
    .click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment Details' });
  await payment.getByLabel(/^Lesson Package/).selectOption({ index: 1 });
  await payment.getByRole('button', { name: 'Process Payment' }).click();
  await expect(page.getByText('Payment proccessed successfuly. Please assign an Instructor to learner')).toBeVisible();
  await page.keyboard.press('Escape');

  // Assign Instructor: only instructors of neighbouring E districts, each marked as such.
  await page.getByRole('link', { name: 'Assign an instructor now' }).click();
  await expect(page).toHaveURL(/\/dashboard\/assigninstructor\?learner=\d+$/);
  const learnerId = /learner=(\d+)/.exec(page.url())![1]!;
  const assign = page.getByRole('dialog', { name: 'Assign Instructor' });
  const options = assign.getByLabel(/^Suitable Instructor/).locator('option');
  await expect(options.nth(1)).toHaveText(/^A\d+ .+ \(outside covering areas\) - contracted /);
  expect(await options.count()).toBeGreaterThan(2);
  // Every instructor offered covers only other E districts.
  for (const text of await options.allTextContents()) if (/^A\d+ /.test(text)) expect(text).toContain('(outside covering areas)');
  const chosen = ((await options.nth(1).textContent()) ?? '').split(' ')[0]!;
  await assign.getByLabel(/^Suitable Instructor/).selectOption({ index: 1 });
  await expect(assign.getByText(/^Outside covering areas: .+ covers .*E\d+.*, not E15\.$/)).toBeVisible();
  await page.screenshot({ path: 'test-results/assignment-neighbouring.png' });
  await assign.getByRole('button', { name: 'Assign Instructor Now' }).click();
  await expect(page.getByText('ADI assigned successfuly. Book first lesson in Instructor diary')).toBeVisible();

  // The learner's page: re-assign to another instructor, with a reason.
  await page.goto(`/dashboard/editlearner/${learnerId}`);
  const card = page.getByTestId('instructor-card');
  // The card's first field is the ADI ID, matched whole: A1 is a prefix of A12.
  const adiId = card.getByRole('definition').first();
  await expect(adiId).toHaveText(chosen);
  await card.getByRole('button', { name: 'Re-assign' }).click();
  const reassign = page.getByRole('dialog', { name: 'Re-assign Instructor' });
  const next = reassign.getByLabel(/^New Instructor/);
  await expect(next.locator('option').nth(1)).toHaveText(/^A\d+ /);
  await expect(next.locator('option', { hasText: new RegExp(`^${chosen} `) })).toHaveCount(0);
  const other = ((await next.locator('option').nth(1).textContent()) ?? '').split(' ')[0]!;
  await next.selectOption({ index: 1 });
  await reassign.getByLabel(/^Reason/).fill('Learner asked for a different instructor');
  await page.screenshot({ path: 'test-results/assignment-reassign.png' });
  await reassign.getByRole('button', { name: 'Re-assign Now' }).click();
  await expect(page.getByText('Instructor re-assigned.')).toBeVisible();
  await expect(reassign).toHaveCount(0);
  await expect(adiId).toHaveText(other);
});
