import { expect, test } from '../support/fixtures';
import { DEMO, signInToHome } from '../support/sign-in';

// The two tests run in this order in one worker, so the second opens its page in the browser
// profile the first left (support/fixtures.ts).
test('a test leaves a signed-in session, a cookie and stored values behind', async ({ page }) => {
  await signInToHome(page, DEMO.clerk);
  await page.evaluate(() => {
    document.cookie = 'left=behind; max-age=3600';
    sessionStorage.setItem('left', 'behind');
    indexedDB.open('left-behind');
  });
  expect(await page.evaluate(() => localStorage.length)).toBeGreaterThan(0);
});

test('the next test starts signed out, with none of it', async ({ page }) => {
  await page.goto('/dashboard/home');
  await expect(page.getByLabel('User ID')).toBeVisible();
  expect(
    await page.evaluate(async () => ({
      local: localStorage.length,
      session: sessionStorage.length,
      cookie: document.cookie,
      databases: (await indexedDB.databases()).map((database) => database.name),
    })),
  ).toEqual({ local: 0, session: 0, cookie: '', databases: [] });
});
