import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { MAIL_PORT } from '../ports';
import { addDays, londonToday } from '@dss/contract';
import { officeWire } from '../support/office-wire';
import { DEMO, signInToHome } from '../support/sign-in';
import { smtpInbox } from '../support/smtp-inbox';

// Money and statements against the real server and its demo school: a franchise payment, the
// financial records, an export read back as a file, and a learner's monthly overview PDF.

const serverRequire = createRequire(join(dirname(fileURLToPath(import.meta.url)), '../../packages/server/package.json'));
const { parse } = serverRequire('csv-parse/sync') as { parse(text: string, options: object): Record<string, string>[] };

const RUN = Date.now().toString(36).slice(-6).toUpperCase();

const inbox = smtpInbox();

/** Chooses from a searched picker by typing, as an office user would: the list offers what the server found. */
async function pick(page: Page, label: string, typed: string, option: string | RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.pressSequentially(typed);
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option }).click();
  await expect(box).toHaveValue(option);
}

async function openScreen(page: Page, path: string, heading: string, base = '') {
  await page.goto(`${base}/dashboard/${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/**
 * A demo learner with a monthly overview, found through the wire. Which learners have one
 * depends on the day the demo school was made, so the list's first row may have none.
 */
async function learnerWithOverview(request: APIRequestContext, base = ''): Promise<string> {
  const office = await officeWire(request, base);
  const learners: { rows: { student_id: number }[] } = await (await office({ overviewlearners: '1', pagesize: '100' })).json();
  for (const { student_id } of learners.rows) {
    const pdfs: unknown[] = await (await office({ overviewpdfs: '1', learner: String(student_id) })).json();
    if (pdfs.length) return `L${student_id}`;
  }
  throw new Error('None of the first 100 demo learners has a monthly overview');
}

/** Searches the overview screen's learner list for one learner and opens their modal. */
async function openLearner(page: Page, learner: string) {
  await page.getByRole('searchbox').fill(learner);
  await page.getByRole('row', { name: new RegExp(`^${learner} `) }).click();
}

test.beforeEach(async ({ page }) => {
  await signInToHome(page, DEMO.user);
});

test('a franchise payment is recorded, shows in the six months of payments and in the franchise payment report', async ({
  page,
}) => {
  await openScreen(page, 'recordinstructorfranchisepayments', 'Record Instructor Franchise Payments');
  const chosen = page.getByRole('row', { name: /^Please select an instructor: A\d+/ }).first();
  const instructorId = /A\d+/.exec((await chosen.getAttribute('aria-label')) ?? '')?.[0] ?? '';
  expect(instructorId).not.toBe('');
  await chosen.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Payments in the Last 6 Months' })).toBeVisible();
  await expect(dialog.getByLabel('Payment Type')).toHaveValue('2');
  await expect(dialog.getByLabel('Payment Method')).toHaveValue('1');

  const reference = `E2E-${RUN}`;
  await dialog.getByLabel('Reference').fill(reference);
  await dialog.getByLabel('Amount (£)').fill('123.45');
  await dialog.getByLabel('Transaction Date & Time').fill(`${londonToday()}T00:05`);
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByText('Payment recorded successfuly.')).toBeVisible();

  const history = dialog.getByRole('table', { name: 'Payments in the last 6 months' });
  await expect(history.getByRole('row', { name: new RegExp(reference) })).toContainText('£123.45');
  await expect(dialog.getByLabel('Reference')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // The same payment, read back through the report: that instructor, a range ending today.
  await openScreen(page, 'instructorfranchisepaydata', 'View Instructor Franchise Payment Report');
  await page.getByRole('searchbox').fill(instructorId);
  await page.getByRole('row', { name: new RegExp(`^Please select an instructor: ${instructorId} `) }).click();
  await expect(page.getByRole('button', { name: 'Choose another instructor' })).toBeVisible();
  await page.getByLabel(/^Start Date/).fill(addDays(londonToday(), -30));
  await page.getByLabel(/^End Date/).fill(londonToday());
  await page.getByRole('button', { name: 'View Report' }).click();
  const report = page.getByRole('table', { name: 'Franchise payments' });
  const row = report.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('£123.45');
  await expect(row).toContainText(`${londonToday().split('-').reverse().join('/')} 00:05`);
});

test('a category, an income and a mileage record are added, and the income export downloads as CSV', async ({ page }) => {
  await openScreen(page, 'rescordtransactions', 'Financial Management');
  const category = `E2E income ${RUN}`;
  await page.getByLabel('Category Name').fill(category);
  await page.getByLabel('Category Type').selectOption('income');
  await page.getByLabel(/^Tax(\s*\*)?$/).selectOption('claimable');
  await page.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByText('Category recorded successfuly.')).toBeVisible();
  await page.getByRole('searchbox').fill(category);
  await expect(page.getByRole('table', { name: 'Categories' }).getByText(category)).toBeVisible();

  await page.getByRole('tab', { name: 'Income' }).click();
  const note = `e2e note ${RUN}`;
  await pick(page, 'Driving Instructor', 'school', 'Driving school (no instructor)');
  await page.getByLabel('Income Type').selectOption({ label: category });
  await page.getByLabel(/^Date(\s*\*)?$/).fill(londonToday());
  await page.getByLabel('Amount (£)').fill('42.50');
  await page.getByLabel('Payment Method').fill('Cash');
  await page.getByLabel('Status').selectOption('completed');
  await page.getByLabel('Notes').fill(note);
  await page.getByRole('button', { name: 'Record Income' }).click();
  await expect(page.getByText('Income recorded successfuly.')).toBeVisible();
  await page.getByRole('searchbox').fill(note);
  const incomeRow = page.getByRole('table', { name: 'Income records' }).getByRole('row', { name: new RegExp(note) });
  await expect(incomeRow).toContainText('Driving school');
  await expect(incomeRow).toContainText('£42.50');

  await page.getByLabel('Export Format').selectOption('csv');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('export.csv');
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const rows = parse(text, { columns: true, skip_empty_lines: true });
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.some((r) => Object.values(r).includes(note))).toBe(true);
  await expect(page.getByText('export.csv downloaded.')).toBeVisible();

  await page.getByRole('tab', { name: 'Mileage' }).click();
  // The first instructor the list offers, found again by typing their id.
  const instructor = page.getByRole('combobox', { name: 'Driving Instructor' });
  await instructor.click();
  const first = (await page.getByRole('listbox', { name: 'Driving Instructor' }).getByRole('option').first().textContent()) ?? '';
  const id = /^A\d+/.exec(first)?.[0] ?? '';
  expect(id).not.toBe('');
  await instructor.press('Escape');
  await pick(page, 'Driving Instructor', id, first);
  await page.getByLabel(/^Date(\s*\*)?$/).fill(londonToday());
  await page.getByLabel('Mileage Type').selectOption('business');
  await page.getByLabel('Start Mileage').fill('1000.4');
  await page.getByLabel('End Mileage').fill('1012.9');
  await expect(page.getByTestId('mileage-distance')).toHaveText('12.5');
  await page.getByRole('button', { name: 'Record Mileage' }).click();
  await expect(page.getByText('Mileage recorded successfuly.')).toBeVisible();
  await expect(instructor).toHaveValue('');

  await pick(page, 'View records for', id, first);
  const mileage = page.getByRole('table', { name: 'Mileage records' });
  await expect(mileage.getByRole('row', { name: /12\.5/ }).first()).toBeVisible();
});

test("a learner's monthly overview opens as a PDF", async ({ page }) => {
  const learner = await learnerWithOverview(page.request);
  await openScreen(page, 'learnermonthlyoverview', "Learners' Monthly Overview");
  await openLearner(page, learner);
  const modal = page.getByRole('dialog', { name: 'Learner Monthly Overview' });
  await expect(modal.getByRole('tab', { name: 'Monthly Overview' })).toBeVisible();
  await modal
    .getByRole('button', { name: /^View / })
    .first()
    .click();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 20_000 });
});

test('every export of every record type downloads as the file its format names', async ({ page }) => {
  test.setTimeout(120_000);
  await openScreen(page, 'rescordtransactions', 'Financial Management');
  // Each file is checked by what it starts with: a CSV header, a zip (xlsx) or an OFX header; the
  // OFX statements by what each package's import needs (QuickBooks: Intuit's bank id) and by the
  // records they say they hold (left alone, completed only for the accounting packages).
  const signatures: Record<string, { name: string; starts: RegExp; intuit?: boolean }> = {
    // read as latin1, the UTF-8 byte-order mark is three characters
    CSV: { name: 'export.csv', starts: /^(\u00EF\u00BB\u00BF)?Record ID,/ },
    Excel: { name: 'export.xlsx', starts: /^PK/ },
    Quickbooks: { name: 'export.ofx', starts: /OFXHEADER|<\?xml|<OFX>/, intuit: true },
    Sage: { name: 'export.ofx', starts: /OFXHEADER|<\?xml|<OFX>/, intuit: false },
    Xero: { name: 'export.ofx', starts: /OFXHEADER|<\?xml|<OFX>/, intuit: false },
  };
  const tabs: [string, string, string[]][] = [
    ['Income', 'income', ['CSV', 'Excel', 'Quickbooks', 'Sage', 'Xero']],
    ['Mileage', 'mileage', ['CSV', 'Excel']],
    ['Expenses', 'expense', ['CSV', 'Excel', 'Quickbooks', 'Sage', 'Xero']],
  ];
  for (const [tab, type, formats] of tabs) {
    await page.getByRole('tab', { name: tab }).click();
    const form = page.getByRole('form', { name: `Export ${type} records` });
    await expect(form.getByLabel('Export Format').locator('option')).toHaveText(['Select format', ...formats]);
    if (type === 'mileage') await expect(form.getByLabel('Records')).toHaveCount(0);
    else await expect(form.getByLabel('Records')).toHaveValue('');
    for (const format of formats) {
      await form.getByLabel('Export Format').selectOption({ label: format });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        form.getByRole('button', { name: 'Download Export' }).click(),
      ]);
      const expected = signatures[format]!;
      expect(download.suggestedFilename()).toBe(expected.name);
      const file = (await readFile(await download.path())).toString('latin1');
      expect(file.slice(0, 200), `${tab} ${format}`).toMatch(expected.starts);
      if (expected.intuit !== undefined) {
        expect(file.includes('<INTU.BID>'), `${tab} ${format} INTU.BID`).toBe(expected.intuit);
        expect(file, `${tab} ${format}`).toMatch(/<MESSAGE>[^<]*: completed records only/);
      }
    }
  }
});

test("a learner's overview is e-mailed with the PDF attached and shows in the E-mail History", async ({ page }) => {
  // The MAIL_PORT server sends its mail to this file's loopback SMTP listener.
  const base = `http://127.0.0.1:${MAIL_PORT}`;
  const learner = await learnerWithOverview(page.request, base);
  await signInToHome(page, DEMO.user, base);
  await openScreen(page, 'learnermonthlyoverview', "Learners' Monthly Overview", base);
  await openLearner(page, learner);
  const modal = page.getByRole('dialog', { name: 'Learner Monthly Overview' });
  const email = (await modal.getByText(/@/).first().textContent())!.trim();
  await modal
    .getByRole('button', { name: /^E-mail / })
    .first()
    .click();
  await expect(page.getByText('Do you want to send the monthy overview via email?')).toBeVisible();
  await expect(page.getByText(`Email will sent to ${email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('E-mail Sent!')).toBeVisible();

  await expect.poll(() => inbox.filter((m) => m.to === email).length, { timeout: 20_000 }).toBe(1);
  // Long MIME headers are folded over lines; unfold them before reading the file name.
  const mail = inbox.find((m) => m.to === email)!.raw.replace(/\r?\n(?=[ \t])/g, '');
  expect(mail).toMatch(/Content-Type: application\/pdf/i);
  expect(mail).toMatch(/filename="?L\d+ Overview Report for \w+-\d{4}\.pdf/);

  await modal.getByRole('tab', { name: 'E-mail History' }).click();
  const history = modal.getByRole('table', { name: 'E-mail history' });
  await expect(history.getByRole('row', { name: new RegExp(email) }).first()).toBeVisible();
});
