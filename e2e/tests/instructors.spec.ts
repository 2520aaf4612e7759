import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn, signInToHome } from '../support/sign-in';

interface PdfLib {
  PDFDocument: { create(): Promise<{ addPage(): { drawText(t: string, o: object): void }; save(): Promise<Uint8Array> }> };
}
const serverRequire = createRequire(join(dirname(fileURLToPath(import.meta.url)), '../../packages/server/package.json'));
const { PDFDocument } = serverRequire('pdf-lib') as PdfLib;

/** A tiny real one-page PDF, as the server checks every document with pdf-lib. */
async function pdf(name: string) {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(name, { x: 50, y: 700 });
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) };
}

async function openSection(page: Page, title: string) {
  const section = page.locator(`[data-section="${title}"]`);
  if ((await section.getAttribute('open')) === null) await section.locator('summary').click();
  return section;
}

// The instructor screens against the real server and the demo school.

test('a pending instructor is found, the office is told to ask an administrator, and the administrator approves them', async ({
  page,
}) => {
  await signInToHome(page, DEMO.clerk);
  await page.goto('/dashboard/pendinginstructors');
  const table = page.getByRole('table', { name: 'Pending instructors' });
  const firstRow = table.getByRole('row', { name: /^A\d+ / }).first();
  await expect(firstRow).toBeVisible();
  const ref = ((await firstRow.getByRole('cell').first().textContent()) ?? '').trim();
  expect(ref).toMatch(/^A\d+$/);

  // Searching by the id finds the one instructor.
  await page.getByRole('searchbox').fill(ref.slice(1));
  await expect(table.getByRole('row', { name: new RegExp(`^${ref} `) })).toHaveCount(1);
  await table.getByRole('row', { name: new RegExp(`^${ref} `) }).click();
  const officeDialog = page.getByRole('dialog', { name: 'Pending Driving Instructor' });
  await expect(officeDialog.getByText('Please contact Office Administrator to approve this Driving Instructor.')).toBeVisible();
  await expect(officeDialog.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await officeDialog.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The administrator approves them on Approve Instructors.
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard\/adminhome$/);
  await page.goto('/dashboard/approveinstructors');
  await expect(page.getByRole('heading', { name: 'Approve Instructors' })).toBeVisible();
  await page.getByRole('searchbox').fill(ref.slice(1));
  const adminTable = page.getByRole('table', { name: 'Pending instructors' });
  await adminTable.getByRole('row', { name: new RegExp(`^${ref} `) }).click();
  const dialog = page.getByRole('dialog', { name: 'Pending Driving Instructor' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Driving Instructor Approved successfully.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(adminTable.getByRole('row', { name: new RegExp(`^${ref} `) })).toHaveCount(0);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The office now finds them among the active instructors, with their whole record.
  await signInToHome(page, DEMO.clerk);
  await page.goto('/dashboard/vieweditinstructors');
  await page.getByRole('searchbox').fill(ref.slice(1));
  const active = page.getByRole('table', { name: 'Active driving instructors' });
  await active.getByRole('row', { name: new RegExp(`^${ref} `) }).click();
  const info = page.getByRole('dialog', { name: 'Instructor Information' });
  await expect(info.getByText('ADI ID')).toBeVisible();
  await expect(info.getByText(ref, { exact: true })).toBeVisible();
  await expect(info.getByText(/^\d{2}-\d{2}-\d{2}$/)).toBeVisible();
  await expect(info.getByRole('region', { name: 'Franchise Plan' })).toContainText('Weekly Fee');
  await expect(info.getByRole('article').first()).toContainText('Car Status');
  await info.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(info).toHaveCount(0);
});

test('Advance Instructor Search narrows by gear and opens the read-only profile with vehicle ids', async ({ page }) => {
  await signInToHome(page, DEMO.clerk);
  await page.goto('/dashboard/searchinstructor');
  const table = page.getByRole('table', { name: 'Driving instructors' });
  await expect(table.getByRole('row', { name: /^A\d+ / }).first()).toBeVisible();
  await page.getByLabel('Gear Type').selectOption('Automatic');
  await expect(table.getByRole('cell', { name: 'Manual', exact: true })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: 'Automatic', exact: true }).first()).toBeVisible();
  await table
    .getByRole('row', { name: /^A\d+ / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Instructor Information' });
  await expect(dialog.getByText('Vehicle ID').first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Edit/Update Instructor' })).toHaveCount(0);
});

test('an office user registers an instructor with real PDFs, who then waits in Pending Instructors', async ({ page }) => {
  test.setTimeout(90_000);
  const n = String(Date.now()).slice(-6);
  const email = `e2e.instructor${n}@adi-mail.co.uk`;
  await signInToHome(page, DEMO.clerk);
  await page.goto('/dashboard/registerinstructor');
  const status = (title: string) => page.locator(`[data-section="${title}"] [data-status]`).first();

  await page.getByLabel(/^Title/).selectOption('Mr');
  await page.getByLabel(/^Gender/).selectOption('Male');
  await page.getByLabel(/^Date of Birth/).fill('1984-02-03');
  await page.getByLabel(/^First Name/).fill('Endto');
  await page.getByLabel(/^Surname/).fill(`End${n}`);
  await page.getByLabel(/^Permanent Address Line 1/).fill('1 Test Street');
  await page.getByLabel(/^Permanent City/).fill('London');
  await page.getByLabel(/^Permanent Postcode/).fill('E7 8AB');
  await page.getByLabel(/^Driving Licence Number/).fill(`ENDTO8402${n}A`);
  await page.getByLabel(/^ADI\/PDI Licence Number/).fill(n);
  await expect(status('Personal')).toHaveAttribute('data-status', '1');

  await openSection(page, 'Contact');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Mobile\*?$/).fill(`07700${n}`);
  await expect(status('Contact')).toHaveAttribute('data-status', '1');

  const compliance = await openSection(page, 'Compliance');
  await page.getByLabel(/^DBS Reference/).fill(`000000${n}`);
  await page.getByLabel(/^Bank Name/).fill('Barclays');
  await page.getByLabel(/^Sort Code/).pressSequentially('201234');
  await expect(page.getByLabel(/^Sort Code/)).toHaveValue('20-12-34');
  await page.getByLabel(/^Account Number/).fill('12345678');
  await page.getByLabel(/^Name on Account/).fill('E End');
  await page.getByLabel(/^National Insurance Number/).fill('QQ123456C');
  await compliance.getByLabel(/^Proof of Address 1/).setInputFiles(await pdf('bill.pdf'));
  await compliance.getByLabel(/^Proof of Address 2/).setInputFiles(await pdf('bank.pdf'));
  await expect(status('Compliance')).toHaveAttribute('data-status', '1');

  const teaching = await openSection(page, 'Teaching');
  await page.getByLabel(/^Teaching Gender/).selectOption('Any');
  await page.getByLabel(/^Teaching Gear Type/).selectOption('Manual');
  await teaching.getByText('Hatchback', { exact: true }).click();
  await expect(status('Teaching')).toHaveAttribute('data-status', '1');

  const vehicles = await openSection(page, 'Vehicles');
  await vehicles.getByLabel(/^Vehicle Make/).fill('Ford');
  await vehicles.getByLabel(/^Vehicle Model/).fill('Fiesta');
  await vehicles.getByLabel(/^Vehicle Colour/).fill('Blue');
  await vehicles.getByLabel(/^Vehicle Registration Number/).fill(`E2E${n.slice(-4)}`);
  await vehicles.getByLabel(/^Vehicle Registration Year/).fill('2021-03');
  await vehicles.getByLabel(/^Vehicle Type/).selectOption('Hatchback');
  await vehicles.getByLabel(/^Vehicle Gear Type/).selectOption('Manual');
  await vehicles.getByLabel(/^Vehicle Fuel Type/).selectOption({ index: 1 });
  await vehicles.getByLabel(/^Leagal Owner Name/).fill('Endto End');
  await vehicles.getByLabel(/^Dual Controls/).selectOption('Yes');
  await vehicles.getByLabel(/^Vehicle Owner Type/).selectOption({ index: 1 });
  await vehicles.getByLabel(/^Vehicle VED Expiry Date/).fill('2027-05-01');
  await vehicles.getByLabel(/^Vehicle MOT Expiry Date/).fill('2027-05-02');
  await vehicles.getByLabel(/^Vehicle Insurance Expiry Date/).fill('2027-05-03');
  await vehicles.getByLabel(/^Vehicle V5C/).setInputFiles(await pdf('logbook.pdf'));
  await vehicles.getByLabel(/^Vehicle MOT\*?$/).setInputFiles(await pdf('mot.pdf'));
  await vehicles.getByLabel(/^Vehicle & Driver's Insurance/).setInputFiles(await pdf('insurance.pdf'));
  await expect(status('Vehicles')).toHaveAttribute('data-status', '1');

  await openSection(page, 'Financials');
  await page.getByLabel(/^Franchise Plan/).selectOption({ index: 1 });
  await expect(page.getByRole('list', { name: 'Franchise fees' })).toContainText('Monthly');
  await page.getByLabel(/^Payment Regularity/).selectOption('Monthly');
  await expect(status('Financials')).toHaveAttribute('data-status', '1');

  const licences = await openSection(page, 'Licences');
  await licences.getByLabel(/^Copy of Driving Licence/).setInputFiles(await pdf('dl.pdf'));
  await licences.getByLabel(/^Driving Licence Expiry Date/).fill('2031-01-01');
  await licences.getByLabel(/^Copy of ADI\/PDI Licence/).setInputFiles(await pdf('adi.pdf'));
  await licences.getByLabel(/^ADI\/PDI Licence Expiry Date/).fill('2028-01-01');
  await expect(status('Licences')).toHaveAttribute('data-status', '1');

  await openSection(page, 'Submit Data');
  await page.getByRole('button', { name: 'Register Instructor' }).click();
  await expect(page.getByText('Driving instructor registered successfully')).toBeVisible();
  await expect(page.getByLabel(/^First Name/)).toHaveValue('');

  await page.goto('/dashboard/pendinginstructors');
  await page.getByRole('searchbox').fill(email);
  await page
    .getByRole('table', { name: 'Pending instructors' })
    .getByRole('row', { name: new RegExp(`End${n}`) })
    .click();
  await expect(page.getByRole('dialog', { name: 'Pending Driving Instructor' })).toContainText(email);
});

test('an office user edits an instructor from the information dialog, and a reload of edit/:id keeps the instructor', async ({
  page,
}) => {
  await signInToHome(page, DEMO.clerk);
  await page.goto('/dashboard/vieweditinstructors');
  const table = page.getByRole('table', { name: 'Active driving instructors' });
  await table
    .getByRole('row', { name: /^A\d+ / })
    .first()
    .click();
  const info = page.getByRole('dialog', { name: 'Instructor Information' });
  await expect(info.getByText('ADI ID')).toBeVisible();
  await info.getByRole('button', { name: 'Edit/Update Instructor' }).click();
  await expect(page).toHaveURL(/\/dashboard\/edit\/\d+$/);
  await expect(page.getByRole('heading', { name: /^A\d+ - / })).toBeVisible();

  const mobile = `0770090${String(Date.now()).slice(-4)}`;
  await page.getByRole('button', { name: 'Update Basic Information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Basic Information' });
  await dialog.getByLabel(/^Mobile/).fill(mobile);
  await dialog.getByRole('button', { name: 'Update Basic Information' }).click();
  await expect(page.getByText('Instructor basic information updated successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const shown = `${mobile.slice(0, 4)} ${mobile.slice(4, 7)} ${mobile.slice(7)}`;
  await expect(page.getByText(shown)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: /^A\d+ - / })).toBeVisible();
  await expect(page.getByText(shown)).toBeVisible();
});

test('an office user sets working hours and schedules, then deletes, time away in the Working Hours Manager', async ({
  page,
}) => {
  await signInToHome(page, DEMO.clerk);
  await page.goto('/dashboard/edit/2');
  await expect(page.getByRole('heading', { name: /^A2 - / })).toBeVisible();
  await page.getByRole('button', { name: 'Manage Working Hours' }).click();
  const dialog = page.getByRole('dialog', { name: /^Working Hours Manager/ });
  await dialog.getByLabel('Saturday working').check();
  await dialog.getByLabel('Saturday start').selectOption('09:00');
  await dialog.getByLabel('Saturday end').selectOption('13:00');
  await dialog.getByRole('button', { name: 'Save Working Hours' }).click();
  await expect(page.getByText('Instructor availability saved')).toBeVisible();

  await dialog.getByRole('tab', { name: 'Time Away Management' }).click();
  await dialog.getByLabel(/^Time Away Type/).selectOption('Days');
  await dialog.getByLabel(/^Start Date/).fill('2031-06-02');
  await dialog.getByLabel(/^End Date/).fill('2031-06-01');
  await dialog.getByLabel(/^End Date/).blur();
  await expect(dialog.getByText('End date cannot be before the start date')).toBeVisible();
  await dialog.getByLabel(/^End Date/).fill('2031-06-04');
  await dialog.getByLabel(/^Reason/).fill('E2E holiday');
  await dialog.getByRole('button', { name: 'Save Time Away' }).click();
  await expect(page.getByText('Instructor time away saved')).toBeVisible();
  const table = dialog.getByRole('table', { name: 'Time away' });
  const row = table.getByRole('row', { name: /E2E holiday/ });
  await expect(row).toContainText('72.0 hours');
  await row.getByRole('button', { name: /^Delete time away/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove time away' });
  await expect(confirm).toContainText('Are you sure you want to remove this time away entry?');
  await confirm.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByText('Instructor time away deleted')).toBeVisible();
  await expect(row).toContainText('Withdrawn');
});
