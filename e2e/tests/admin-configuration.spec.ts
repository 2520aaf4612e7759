import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { ADMIN_TEXTS } from '@dss/contract';
import { test } from '../support/person-page';
import { DEMO, signIn } from '../support/sign-in';

async function signedIn(page: Page, who: { id: string; password: string }, home: RegExp): Promise<Page> {
  await signIn(page, who);
  await expect(page).toHaveURL(home);
  return page;
}

/** A one-page PDF whose text layer shows `text`. */
function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test("a new lesson plan appears in the office user's package prices, and a removed one disappears", async ({ personPage }) => {
  const admin = await signedIn(await personPage(), DEMO.admin, /adminhome$/);
  await admin.goto('/dashboard/addlessonplan');
  await admin.getByLabel(/^Package Description/).fill('E2E motorway pack - 3 hours');
  await admin.getByLabel(/^Package Price/).fill('99.95');
  await admin.getByLabel(/^Package Total Hours/).fill('3');
  await admin.getByLabel(/^Gear Type/).selectOption('manual');
  await admin.getByRole('button', { name: 'Create Lesson Package' }).click();
  await expect(admin.getByText(ADMIN_TEXTS.lessonAdded)).toBeVisible();
  await expect(
    admin.getByRole('table', { name: 'Current lesson packages' }).getByText('E2E motorway pack - 3 hours'),
  ).toBeVisible();

  const office = await signedIn(await personPage(), DEMO.user, /\/dashboard\/home$/);
  await office.getByRole('button', { name: 'Package Prices' }).click();
  await expect(office.getByRole('dialog').getByText('E2E motorway pack - 3 hours')).toBeVisible();
  await expect(office.getByRole('dialog').getByText('£99.95')).toBeVisible();
  await office.keyboard.press('Escape');

  await admin.goto('/dashboard/managelessonplans');
  await admin.getByRole('button', { name: 'Remove E2E motorway pack - 3 hours' }).click();
  await admin.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(admin.getByText(ADMIN_TEXTS.lessonRemoved)).toBeVisible();
  await expect(admin.getByRole('row', { name: /E2E motorway pack/ }).getByRole('button', { name: 'No Actions' })).toBeDisabled();

  await office.reload();
  await office.getByRole('button', { name: 'Package Prices' }).click();
  await expect(office.getByRole('dialog').getByText('Standard pack - 10 hours manual')).toBeVisible();
  await expect(office.getByRole('dialog').getByText('E2E motorway pack - 3 hours')).toHaveCount(0);
});

test('an uploaded learner T&C is the one the office user sees on Home', async ({ personPage }) => {
  const admin = await signedIn(await personPage(), DEMO.admin, /adminhome$/);
  await admin.goto('/dashboard/uploadleanertc');
  await admin
    .getByLabel(/^PDF Document/)
    .setInputFiles({ name: 'learner-terms.pdf', mimeType: 'application/pdf', buffer: onePagePdf('E2E learner terms version 9') });
  await admin.getByLabel(/^Version\W*$/).fill('2025.9');
  await admin.getByRole('button', { name: 'Upload Document' }).click();
  await expect(admin.getByText(ADMIN_TEXTS.documentUploaded)).toBeVisible();
  await admin.getByRole('button', { name: 'OK' }).click();
  const newest = admin.getByRole('row', { name: /2025\.9/ });
  await expect(newest.getByText('Active')).toBeVisible();

  const office = await signedIn(await personPage(), DEMO.clerk, /\/dashboard\/home$/);
  await office.getByRole('button', { name: "Learner's Terms & Conditions" }).click();
  await expect(office.getByRole('dialog').getByText('E2E learner terms version 9')).toBeVisible();
});

test('a quick information change shows in the footer', async ({ personPage }) => {
  const admin = await signedIn(await personPage(), DEMO.admin, /adminhome$/);
  await admin.goto('/dashboard/managequickinfo');
  const time = admin.getByLabel('Times 8');
  const before = await time.inputValue();
  await time.fill('10:00 - 12:00');
  await admin.getByRole('button', { name: 'Save Quick Information' }).click();
  await expect(admin.getByText(ADMIN_TEXTS.quickInfoSaved)).toBeVisible();
  // The admin's own footer follows at once, without a reload.
  await expect(admin.getByTestId('footer').getByText(/: 10:00 - 12:00$/)).toBeVisible();

  const office = await signedIn(await personPage(), DEMO.clerk, /\/dashboard\/home$/);
  await expect(office.getByTestId('footer').getByText(/: 10:00 - 12:00$/)).toBeVisible();

  // Put the school's hours back for the other suites.
  await time.fill(before);
  await admin.getByRole('button', { name: 'Save Quick Information' }).click();
  await expect(admin.getByText(ADMIN_TEXTS.quickInfoSaved)).toBeVisible();
});
