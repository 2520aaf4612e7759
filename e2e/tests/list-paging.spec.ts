import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO, openSignedIn } from '../support/sign-in';

// A server-paged table moves a page at a time from the row on screen (keyset paging,
// docs/decisions/keyset-paging.md): Next sends the last row's position, Previous the first's, and
// the pages are the ones the list's order puts there.

/** The learner rows' texts on screen. */
const learnerRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Learners' })
    .getByRole('row', { name: /^L\d+ / })
    .allInnerTexts();

/**
 * Clicks `button` and answers the list request it sent and the page of rows it drew. The range
 * moves as the button is pressed; the rows follow when the page arrives, so the wait is for ten
 * rows other than the page before's.
 */
async function pageBy(page: Page, button: 'Next page' | 'Previous page', before: string[], range: RegExp) {
  const asked = page.waitForRequest((request) => /loadlearners=1/.test(request.postData() ?? ''));
  await page.getByRole('button', { name: button }).click();
  const fields = new URLSearchParams((await asked).postData() ?? '');
  await expect(page.getByText(range)).toBeVisible();
  await expect
    .poll(async () => {
      const rows = await learnerRows(page);
      return rows.length === 10 && rows.every((row) => !before.includes(row));
    })
    .toBe(true);
  return { fields, rows: await learnerRows(page) };
}

test('View/Edit Learners pages on from the row on screen with Next and back with Previous', async ({ page }) => {
  await openSignedIn(page, DEMO.user, '/dashboard/managelearners');
  await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();
  await expect.poll(async () => (await learnerRows(page)).length).toBe(10);
  const first = await learnerRows(page);

  const second = await pageBy(page, 'Next page', first, /^11–20 of \d+$/);
  expect(second.fields.get('page')).toBe('1');
  expect(JSON.parse(second.fields.get('after') ?? 'null')).toHaveLength(1);

  const third = await pageBy(page, 'Next page', second.rows, /^21–30 of \d+$/);
  expect(third.fields.get('page')).toBe('2');
  expect(third.fields.get('after')).not.toBe(second.fields.get('after'));

  const back = await pageBy(page, 'Previous page', third.rows, /^11–20 of \d+$/);
  expect(back.fields.get('before')).toBeTruthy();
  expect(back.fields.has('after')).toBe(false);
  expect(back.rows).toEqual(second.rows);
});
