import { expect, test } from '@playwright/test';
import { BROKEN_REMOTE_PORT } from '../ports';
import { DEMO, signInToHome } from '../support/sign-in';

test('a remote screen loads through its manifest', async ({ page }) => {
  const manifests: string[] = [];
  page.on('response', (r) => r.url().endsWith('mf-manifest.json') && manifests.push(r.url()));
  await signInToHome(page, DEMO.clerk);
  await page.getByRole('link', { name: 'Register Learner' }).click();
  await expect(page.getByRole('heading', { name: 'Register Learner' })).toBeVisible();
  expect(manifests.some((u) => u.includes('/remotes/learners/mf-manifest.json'))).toBe(true);
});

test('a hard load of View/Edit Learners fetches its first page once, ahead of the screen', async ({ page }) => {
  await signInToHome(page, DEMO.clerk);
  const listRequests: string[] = [];
  page.on('request', (r) => {
    const body = r.method() === 'POST' ? (r.postData() ?? '') : '';
    if (/(^|&)loadlearners=1(&|$)/.test(body)) listRequests.push(body);
  });
  await page.goto('/dashboard/managelearners');
  const rows = page.getByRole('table', { name: 'Learners' }).locator('tbody tr').filter({ hasText: /^L\d+/ });
  await expect(rows.first()).toBeVisible();
  // The screen asks for the very page the shell fetched ahead of it, so it finds it loaded.
  expect(listRequests).toHaveLength(1);
  expect(listRequests[0]).toContain('sort=student_id&dir=desc&page=0&pagesize=10');
  // Searching still asks the server.
  await page.getByRole('searchbox', { name: 'Search' }).fill('zz-no-such-learner');
  await expect.poll(() => listRequests.length).toBe(2);
});

test('manifests and remote entries are served no-cache, hashed chunks long-cached', async ({ request }) => {
  const manifest = await request.get('/remotes/learners/mf-manifest.json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const entry = await request.get('/remotes/learners/remoteEntry.js');
  expect(entry.headers()['cache-control']).toBe('no-cache');
  const map = await (await request.get('/remotes.json')).json();
  expect(map.learners).toBe('/remotes/learners/mf-manifest.json');
  const manifestBody = await manifest.json();
  const chunk: string = manifestBody.exposes[0].assets.js.sync.find((f: string) => /\.[0-9a-f]{10}\.js$/.test(f));
  const hashed = await request.get(`/remotes/learners/${chunk}`);
  expect(hashed.ok()).toBe(true);
  expect(hashed.headers()['cache-control']).toContain('immutable');
});

test('built scripts ask the browser to compile them as they stream in', async ({ request }) => {
  const manifest = await (await request.get('/remotes/learners/mf-manifest.json')).json();
  const scripts = [
    '/main.js',
    '/remotes/learners/remoteEntry.js',
    ...manifest.exposes[0].assets.js.sync.map((f: string) => `/remotes/learners/${f}`),
  ];
  for (const script of scripts)
    expect((await (await request.get(script)).text()).split('\n', 1)[0], script).toBe('//# allFunctionsCalledOnLoad');
});

test('a remote whose manifest is unreachable shows a contained error while the rest works', async ({ page }) => {
  const base = `http://127.0.0.1:${BROKEN_REMOTE_PORT}`;
  await signInToHome(page, DEMO.clerk, base);
  await page.goto(`${base}/dashboard/registerlearner`);
  await expect(page.getByTestId('remote-error')).toContainText('Learners could not be loaded');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  // The chrome still works, and so do the other remotes.
  await expect(page.getByTestId('footer')).toContainText('214 Romford Road');
  await page.goto(`${base}/dashboard/registerinstructor`);
  await expect(page.getByRole('heading', { name: 'Register Instructor' })).toBeVisible();
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: "Today's Tasks" })).toBeVisible();
});

test('a screen built against another major of the wire asks for a reload in its own area while the rest works', async ({
  page,
}) => {
  await signInToHome(page, DEMO.clerk);
  // The learners list's calls go out as an app built against wire 0.x would send them.
  await page.route('**/api/ctrouV2.php', (route) =>
    /(^|&)loadlearners=1(&|$)/.test(route.request().postData() ?? '')
      ? route.continue({ headers: { ...route.request().headers(), 'x-contract-version': '0.9.0' } })
      : route.continue(),
  );
  await page.getByRole('link', { name: 'View/Edit Learners' }).first().click();
  const problem = page.getByTestId('remote-error');
  await expect(problem).toContainText('Learners has been updated');
  await expect(problem).toContainText('This part of the system has been updated. Please reload the page.');
  await expect(problem.getByRole('button', { name: 'Reload' })).toBeVisible();
  // The chrome and the other remotes keep working.
  await expect(page.getByTestId('footer')).toContainText('214 Romford Road');
  await page.goto('/dashboard/registerinstructor');
  await expect(page.getByRole('heading', { name: 'Register Instructor' })).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  // Back on the outdated screen the message is there again; once the app is current, Reload brings the screen.
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: 'View/Edit Learners' }).first().click();
  await expect(problem).toContainText('Learners has been updated');
  await page.unroute('**/api/ctrouV2.php');
  await problem.getByRole('button', { name: 'Reload' }).click();
  await expect(
    page.getByRole('table', { name: 'Learners' }).locator('tbody tr').filter({ hasText: /^L\d+/ }).first(),
  ).toBeVisible();
});
