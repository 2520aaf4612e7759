import { expect, test } from '../support/fixtures';
import { OUTBOX_STATUS_LABELS, OUTBOX_TEXTS } from '@dss/contract';
import { MAIL_PORT } from '../ports';
import { officeWire, registerLearner, wireToken } from '../support/office-wire';
import { DEMO, signIn } from '../support/sign-in';

// The server (playwright.config.ts, MAIL_PORT) that sends its mail to SMTP_PORT, where this file
// runs no listener: every mail it sends while this file runs is refused, as when the school's mail
// server is down.
const BASE = `http://127.0.0.1:${MAIL_PORT}`;

test("an administrator finds a refused mail waiting for its retry, and cannot send an erased learner's mail again", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString();
  const email = `outbox.${stamp}@example.invalid`;
  const learner = await registerLearner(await officeWire(request, BASE), {
    title: '3',
    gender: 'f',
    fname: 'Olive',
    lname: 'Outbox',
    mobile: '07700900654',
    inemail: email,
    dob: '2004-09-21',
    dlno: `OUTBX${stamp.slice(-11)}`,
    haline1: '9 Mailing Lane',
  });

  await signIn(page, DEMO.admin, BASE);
  await expect(page).toHaveURL(/\/dashboard\/adminhome$/);
  await page.getByRole('link', { name: OUTBOX_TEXTS.title }).click();
  await expect(page.getByRole('heading', { name: OUTBOX_TEXTS.title, level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Outbox e-mails', exact: true });
  await page.getByRole('searchbox').fill(email);
  const mail = table.getByRole('row').filter({ hasText: email });
  // The sender tried as the registration committed and the mail server refused: it waits for a retry.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(mail).toContainText(/ECONNREFUSED/, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(mail).toContainText('Learner password');
  await expect(mail).toContainText(`L${learner}`);
  await expect(mail).toContainText('Your driving school learner account');
  await expect(mail).toContainText(OUTBOX_STATUS_LABELS.queued);
  await expect(mail.getByRole('button', { name: /^Resend/ })).toHaveCount(0);
  await expect(page.getByText('Your password is')).toHaveCount(0);

  // The learner asks to be erased: the erasure gives their waiting mail up.
  const admin = await wireToken(request, DEMO.admin, BASE);
  const erased = await request.post(`${BASE}/api/ctroaV2.php`, {
    form: { token: admin, eraselearner: '1', learner: String(learner), reason: 'Asked to be erased, by telephone' },
  });
  expect(await erased.text()).toBe('SUCCESS');

  await page.getByLabel('Status').selectOption({ label: OUTBOX_STATUS_LABELS.failed });
  const tombstone = `erased-L${learner}@erased.invalid`;
  await page.getByRole('searchbox').fill(tombstone);
  const given = table.getByRole('row').filter({ hasText: tombstone });
  await expect(given).toContainText(OUTBOX_STATUS_LABELS.failed);
  await expect(given).toContainText('Personal data erased');
  await expect(table.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  await given.getByRole('button', { name: /^Resend/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(OUTBOX_TEXTS.confirmResendPassword);
  await confirm.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByRole('alertdialog').getByText(OUTBOX_TEXTS.erased)).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(given).toContainText(OUTBOX_STATUS_LABELS.failed);
});
