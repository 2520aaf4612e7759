import { expect, test, type Page } from '@playwright/test';
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

/** Clicks `button` and answers the list request it sent, once its rows are drawn. */
async function pageBy(page: Page, button: 'Next page' | 'Previous page', range: RegExp) {
  const asked = page.waitForRequest((request) => /loadlearners=1/.test(request.postData() ?? ''));
  await page.getByRole('button', { name: button }).click();
  const fields = new URLSearchParams((await asked).postData() ?? '');
  await expect(page.getByText(range)).toBeVisible();
  return fields;
}

test('View/Edit Learners pages on from the row on screen with Next and back with Previous', async ({ page }) => {
  await openSignedIn(page, DEMO.user, '/dashboard/managelearners');
  await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();
  const first = await learnerRows(page);

  const toSecond = await pageBy(page, 'Next page', /^11–20 of \d+$/);
  expect(toSecond.get('page')).toBe('1');
  expect(JSON.parse(toSecond.get('after') ?? 'null')).toHaveLength(1);
  const second = await learnerRows(page);
  expect(second).toHaveLength(10);
  expect(second.filter((row) => first.includes(row))).toEqual([]);

  const toThird = await pageBy(page, 'Next page', /^21–30 of \d+$/);
  expect(toThird.get('page')).toBe('2');
  expect(toThird.get('after')).not.toBe(toSecond.get('after'));
  const third = await learnerRows(page);
  expect(third.filter((row) => second.includes(row))).toEqual([]);

  const back = await pageBy(page, 'Previous page', /^11–20 of \d+$/);
  expect(back.get('before')).toBeTruthy();
  expect(back.has('after')).toBe(false);
  expect(await learnerRows(page)).toEqual(second);
});
