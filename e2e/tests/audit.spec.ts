import { expect } from '../support/fixtures';
import { mobileText } from '@dss/contract';
import { readFile } from 'node:fs/promises';
import { test } from '../support/person-page';
import { DEMO, SESSION_KEY, signIn, signInToHome } from '../support/sign-in';
import { unzip } from '../support/unzip';

/** A mobile number no other run used, so this run's entry is the one found. */
const freshMobile = () => `07700${String(Date.now()).slice(-6)}`;

test("a learner's change shows in their History and, for an administrator, in the Audit Log", async ({ page, personPage }) => {
  test.setTimeout(120_000);
  const mobile = freshMobile();
  await signInToHome(page, DEMO.user);

  // Change the learner on their dashboard.
  await page.goto('/dashboard/editlearner/150');
  await expect(page.getByRole('heading', { name: 'Edit/Update Learner' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit learner' }).click();
  const dialog = page.getByRole('dialog', { name: /^Edit L150/ });
  await dialog.getByText('Locked - switch on to edit').click();
  const field = dialog.getByLabel(/^Mobile/);
  const before = await field.inputValue();
  await field.fill(mobile);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Learner updated successfully.')).toBeVisible();

  // The History panel names who changed what, newest first, as the screens write the values.
  const history = page.getByRole('table', { name: 'History', exact: true });
  const newest = history.getByRole('row').nth(1);
  await expect(newest).toContainText(`Mobile: ${mobileText(before)} → ${mobileText(mobile)}`);
  await expect(newest).toContainText('Daniel Okafor (2)');
  await expect(newest).toContainText('updatelearner');
  await page.getByRole('region', { name: 'History', exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/audit-history.png', fullPage: true });

  // The administrator finds the same entry in the Audit Log by action and record.
  const admin = await personPage();
  await signIn(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/dashboard\/adminhome$/);
  await admin.getByRole('link', { name: 'Audit Log' }).click();
  await expect(admin).toHaveTitle('Audit Log | Driving School System');
  await admin.getByLabel('Action').fill('updatelearner');
  await admin.getByLabel('Record', { exact: true }).selectOption('learner');
  await admin.getByLabel('Record ID').fill('150');
  await admin.getByRole('button', { name: 'Search' }).click();
  const log = admin.getByRole('table', { name: 'Audit log', exact: true });
  await expect(log.getByRole('row').nth(1)).toContainText(`Mobile: ${mobileText(before)} → ${mobileText(mobile)}`);
  await expect(log.getByRole('row').nth(1)).toContainText('learner 150 changed');
  await admin.screenshot({ path: 'test-results/audit-log.png', fullPage: true });

  // The same selection downloads as CSV.
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('audit-log.csv');
});

test('an office user is refused the Audit Log by the server', async ({ page }) => {
  await signInToHome(page, DEMO.user);
  const token = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').token as string, SESSION_KEY);
  const answer = await page.request.post('/api/ctroaV2.php', { form: { auditlog: '1', token } });
  expect(answer.status()).toBe(403);
});

test("an administrator exports a learner's and an instructor's subject-access ZIP, each with its JSON and PDF", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard\/adminhome$/);
  await page.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page).toHaveTitle('Audit Log | Driving School System');
  const form = page.getByRole('form', { name: 'Subject access' });

  /** Downloads the ZIP for the person chosen and answers its files by name. */
  async function exportOf(person: 'Learner' | 'Instructor', id: string, fileName: string) {
    await form.getByLabel(/^Person/).selectOption({ label: person });
    await form.getByLabel(/^ID/).fill(id);
    const download = page.waitForEvent('download');
    await form.getByRole('button', { name: 'Download ZIP' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(fileName);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    const files = unzip(bytes);
    expect(files.get('summary.pdf')!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return {
      files,
      records: JSON.parse(files.get('records.json')!.toString('utf8')) as Record<string, Record<string, unknown>[]>,
    };
  }

  const learner = await exportOf('Learner', 'L150', 'subject-access-L150.zip');
  expect(learner.records.learners![0]!.student_id).toBe(150);
  expect(learner.records.audit_entries!.length).toBeGreaterThan(0);

  const instructor = await exportOf('Instructor', 'A1', 'subject-access-A1.zip');
  expect(instructor.records.instructors![0]!.adi_id).toBe(1);
  expect(instructor.records.vehicles!.length).toBeGreaterThan(0);
  expect([...instructor.files.keys()].some((name) => name.startsWith('documents/'))).toBe(true);

  // No such person: the form says so and nothing downloads.
  await form.getByLabel(/^ID/).fill('A999999');
  await form.getByRole('button', { name: 'Download ZIP' }).click();
  await expect(page.getByText('No such instructor.')).toBeVisible();
});
