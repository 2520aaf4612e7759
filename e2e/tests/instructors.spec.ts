import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { chooseMonth } from '../support/month-field';
import { DEMO, signInToHome, openSignedIn } from '../support/sign-in';

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
  await openSignedIn(page, DEMO.clerk, '/dashboard/pendinginstructors');
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
  await openSignedIn(page, DEMO.admin, '/dashboard/approveinstructors');
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
  await openSignedIn(page, DEMO.clerk, '/dashboard/vieweditinstructors');
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
  await openSignedIn(page, DEMO.clerk, '/dashboard/searchinstructor');
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

/** Fills one vehicle's fields and documents (Register Instructor's Vehicle 1/2, Add a Vehicle). */
async function fillVehicle(scope: Locator, reg: string) {
  await scope.getByLabel(/^Vehicle Make/).fill('Ford');
  await scope.getByLabel(/^Vehicle Model/).fill('Fiesta');
  await scope.getByLabel(/^Vehicle Colour/).fill('Blue');
  await scope.getByLabel(/^Vehicle Registration Number/).fill(reg);
  await chooseMonth(scope, 'Vehicle Registration Year', '2021-03');
  await scope.getByLabel(/^Vehicle Type/).selectOption('Hatchback');
  await scope.getByLabel(/^Vehicle Gear Type/).selectOption('Manual');
  await scope.getByLabel(/^Vehicle Fuel Type/).selectOption({ index: 1 });
  await scope.getByLabel(/^Leagal Owner Name/).fill('Endto End');
  await scope.getByLabel(/^Dual Controls/).selectOption('Yes');
  await scope.getByLabel(/^Vehicle Owner Type/).selectOption({ index: 1 });
  await scope.getByLabel(/^Vehicle VED Expiry Date/).fill('2027-05-01');
  await scope.getByLabel(/^Vehicle MOT Expiry Date/).fill('2027-05-02');
  await scope.getByLabel(/^Vehicle Insurance Expiry Date/).fill('2027-05-03');
  await scope.getByLabel(/^Vehicle V5C/).setInputFiles(await pdf(`${reg}-logbook.pdf`));
  await scope.getByLabel(/^Vehicle MOT\*?$/).setInputFiles(await pdf(`${reg}-mot.pdf`));
  await scope.getByLabel(/^Vehicle & Driver's Insurance/).setInputFiles(await pdf(`${reg}-insurance.pdf`));
}

/** The regs of the vehicles Remove a Vehicle offers (active ones only). */
async function removableVehicles(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Open Remove a Vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove a Vehicle' });
  const options = dialog.getByLabel('Vehicle').locator('option');
  await expect(options.nth(1)).toBeAttached();
  const regs = (await options.allTextContents()).slice(1).map((t) => t.split(' - ')[0]!);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  return regs.sort();
}

test('an instructor registered with two vehicles and real PDFs is approved, given and relieved of a vehicle, and takes a learner', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const n = String(Date.now()).slice(-6);
  const email = `e2e.instructor${n}@adi-mail.co.uk`;
  const [reg1, reg2, reg3] = ['E2E', 'E2F', 'E2G'].map((p) => `${p}${n.slice(-4)}`) as [string, string, string];
  await openSignedIn(page, DEMO.clerk, '/dashboard/registerinstructor');
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
  await fillVehicle(vehicles.locator('fieldset').nth(0), reg1);
  await vehicles.getByRole('button', { name: 'Add another vehicle' }).click();
  await fillVehicle(vehicles.locator('fieldset').nth(1), reg2);
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

  // They wait in Pending Instructors.
  await page.goto('/dashboard/pendinginstructors');
  await page.getByRole('searchbox').fill(email);
  const pendingRow = page.getByRole('table', { name: 'Pending instructors' }).getByRole('row', { name: new RegExp(`End${n}`) });
  const ref = ((await pendingRow.getByRole('cell').first().textContent()) ?? '').trim();
  expect(ref).toMatch(/^A\d+$/);
  await pendingRow.click();
  const pendingDialog = page.getByRole('dialog', { name: 'Pending Driving Instructor' });
  await expect(pendingDialog).toContainText(email);
  await pendingDialog.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The administrator approves them.
  await openSignedIn(page, DEMO.admin, '/dashboard/approveinstructors');
  await page.getByRole('searchbox').fill(email);
  await page
    .getByRole('table', { name: 'Pending instructors' })
    .getByRole('row', { name: new RegExp(`^${ref} `) })
    .click();
  await page.getByRole('dialog', { name: 'Pending Driving Instructor' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Driving Instructor Approved successfully.')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The office adds a third vehicle on Edit Instructor, then removes it again.
  await openSignedIn(page, DEMO.clerk, `/dashboard/edit/${ref.slice(1)}`);
  await expect(page.getByRole('heading', { name: `${ref} - Mr Endto End${n}` })).toBeVisible();
  expect(await removableVehicles(page)).toEqual([reg1, reg2]);
  await page.getByRole('button', { name: 'Open Add a Vehicle' }).click();
  const add = page.getByRole('dialog', { name: 'Add a Vehicle' });
  await fillVehicle(add, reg3);
  await add.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(page.getByText('New vehicle added successfully. Local data will updated on next refresh.')).toBeVisible();
  await expect(add).toHaveCount(0);
  expect(await removableVehicles(page)).toEqual([reg1, reg2, reg3]);

  await page.getByRole('button', { name: 'Open Remove a Vehicle' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove a Vehicle' });
  await remove.getByLabel('Vehicle').selectOption({ label: `${reg3} - Ford Fiesta (Blue)` });
  await remove.getByRole('button', { name: 'Remove Vehicle' }).click();
  await expect(page.getByText('Instructor vehicle removed successfully')).toBeVisible();
  await expect(remove).toHaveCount(0);
  expect(await removableVehicles(page)).toEqual([reg1, reg2]);

  // The information dialog lists the removed vehicle as Removed beside the two active ones.
  await page.goto('/dashboard/vieweditinstructors');
  await page.getByRole('searchbox').fill(email);
  await page
    .getByRole('table', { name: 'Active driving instructors' })
    .getByRole('row', { name: new RegExp(`^${ref} `) })
    .click();
  const info = page.getByRole('dialog', { name: 'Instructor Information' });
  await expect(info.getByRole('article', { name: `Vehicle ${reg3}` })).toContainText('Removed');
  await expect(info.getByRole('article', { name: `Vehicle ${reg1}` })).toContainText('Active');
  await expect(info.getByRole('article', { name: `Vehicle ${reg2}` })).toContainText('Active');
  await info.getByRole('button', { name: 'Close', exact: true }).click();

  // A learner in E7 who has paid is assigned to the newly approved instructor.
  const learnerEmail = `e2e.learner${n}@example.invalid`;
  await page.goto('/dashboard/registerlearner');
  await page.getByLabel(/^Title/).selectOption({ label: 'Mr' });
  await page.getByLabel(/^First Name/).fill('Lerner');
  await page.getByLabel(/^Surname/).fill(`Assign${n}`);
  await page.getByLabel(/^Date of Birth/).fill('2006-05-20');
  await page.getByLabel(/^Provisional Licence Number/).fill(`E2E${String(Date.now()).slice(-13)}`);
  await page.getByLabel(/^Mobile/).fill(`07700${n}`);
  await page.getByLabel(/^E-mail/).fill(learnerEmail);
  await page.getByLabel(/^Address Line 1/).fill('7 Romford Road');
  await page.getByLabel(/^Town\/City/).fill('London');
  await page.getByLabel(/^Postcode/).fill('E7 9HZ');
  await page.getByLabel('Pickup Postcode', { exact: false }).and(page.locator('input')).fill('E7 9HZ');
  await page.getByLabel(/^Lessons Type/).selectOption('manual');
  await page.getByLabel(/^Preferred ADI Gender/).selectOption('any');
  await page.getByLabel(/^Preferred Vehicle Type/).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Register Learner' }).click();
  await expect(page.getByText('Learner registered successfully.')).toBeVisible();

  await page.goto('/dashboard/acceptpayments');
  await page.getByRole('searchbox').fill(learnerEmail);
  await page
    .getByRole('row', { name: /^L\d+ / })
    // the list is searched on the server: wait for the row of this learner, not the page before
    .filter({ hasText: learnerEmail })
    .click();
  await page.getByRole('dialog', { name: 'Confirm Learner' }).getByRole('button', { name: 'Continue' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment Details' });
  await payment.getByLabel(/^Lesson Package/).selectOption({ index: 1 });
  await payment.getByLabel('Card Number').fill('4111111111111111');
  await payment.getByRole('button', { name: 'Process Payment' }).click();
  await expect(page.getByText('Payment proccessed successfuly. Please assign an Instructor to learner')).toBeVisible();

  await page.goto('/dashboard/assigninstructor');
  await page.getByRole('searchbox').fill(learnerEmail);
  await page
    .getByRole('row', { name: /^L\d+ / })
    // the list is searched on the server: wait for the row of this learner, not the page before
    .filter({ hasText: learnerEmail })
    .click();
  const assign = page.getByRole('dialog', { name: 'Assign Instructor' });
  const ours = assign.getByLabel(/^Suitable Instructor/).locator('option', { hasText: `${ref} Mr Endto End${n} - ` });
  await expect(ours).toHaveCount(1);
  await assign.getByLabel(/^Suitable Instructor/).selectOption((await ours.getAttribute('value')) ?? '');
  await assign.getByRole('button', { name: 'Assign Instructor Now' }).click();
  await expect(page.getByText('ADI assigned successfuly. Book first lesson in Instructor diary')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(learnerEmail.replace(/\./g, '\\.')) })).toHaveCount(0);
});

test('an office user edits an instructor from the information dialog, and a reload of edit/:id keeps the instructor', async ({
  page,
}) => {
  await openSignedIn(page, DEMO.clerk, '/dashboard/vieweditinstructors');
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
  await page.getByRole('button', { name: 'Open Update Basic Information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Basic Information' });
  await dialog.getByLabel(/^Mobile/).fill(mobile);
  await dialog.getByRole('button', { name: 'Update Basic Information' }).click();
  await expect(page.getByText('Instructor basic information updated successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const shown = `${mobile.slice(0, 4)} ${mobile.slice(4, 7)} ${mobile.slice(7)}`;
  await expect(page.getByText(shown, { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: /^A\d+ - / })).toBeVisible();
  await expect(page.getByText(shown, { exact: true })).toBeVisible();
});

test('an office user sets working hours and schedules, then deletes, time away in the Working Hours Manager', async ({
  page,
}) => {
  await openSignedIn(page, DEMO.clerk, '/dashboard/edit/2');
  await expect(page.getByRole('heading', { name: /^A2 - / })).toBeVisible();
  await page.getByRole('button', { name: 'Open Manage Working Hours' }).click();
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
  await expect(dialog.getByText('End date cannot be before the start date', { exact: true })).toBeVisible();
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

test("a demo instructor's documents open in the PDF viewer, and none is served without a session", async ({ page }) => {
  await openSignedIn(page, DEMO.clerk, '/dashboard/edit/2');
  await expect(page.getByRole('heading', { name: /^A2 - / })).toBeVisible();
  const documents = page.getByRole('table', { name: 'Instructor documents' });
  await expect(documents.getByRole('row', { name: /Driving licence/ })).toContainText('Current');

  const asked = page.waitForRequest(
    (r) => r.url().endsWith('/api/ctrouV2.php') && (r.postData() ?? '').includes('instructordocument='),
  );
  await documents.getByRole('button', { name: /^View Driving licence/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Driving licence' });
  await expect(dialog.getByText('Page 1 of 1')).toBeVisible();
  await expect(dialog.locator('canvas')).toBeVisible();

  // The same request without the session's token is refused; with it, the PDF comes back.
  const fields = Object.fromEntries(new URLSearchParams((await asked).postData() ?? ''));
  expect(fields.token).toBeTruthy();
  const { token, ...withoutToken } = fields;
  const refused = await page.request.post('/api/ctrouV2.php', { form: withoutToken });
  expect(refused.status()).toBe(401);
  const served = await page.request.post('/api/ctrouV2.php', { form: { ...withoutToken, token: token! } });
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('application/pdf');
  expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test("the bell's expiry warnings open the school's expiry list, and a row the instructor's information", async ({ page }) => {
  await signInToHome(page, DEMO.clerk);
  const warnings = page.getByRole('img', { name: /^Document expiry warnings: [1-9]\d*$/ });
  await expect(warnings).toHaveText(/^[1-9]\d*$/);
  await page.getByRole('button', { name: /^Notifications: \d+$/ }).click();
  await page.getByRole('menuitem', { name: /^Expired Instructor Documents/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/vieweditinstructors\?expiry=expired$/);
  await expect(page.getByLabel('Show')).toHaveValue('expired');
  const table = page.getByRole('table', { name: 'Instructor document expiries' });
  await page.getByLabel('Show').selectOption('');
  const first = table.getByRole('row', { name: /^A\d+ / }).first();
  await expect(first).toContainText(/Expired \d+ days? ago|Due (today|in \d+ days?)/);
  await first.click();
  const info = page.getByRole('dialog', { name: 'Instructor Information' });
  await expect(info.getByText(/ (expired on|expires on) \d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
});
