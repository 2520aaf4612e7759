import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { BROKEN_REMOTE_PORT } from '../ports';
import { DEMO, signInToHome } from '../support/sign-in';

/** The bodies of the View/Edit Learners list requests the page sends from now on. */
function learnerListRequests(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (r) => {
    const body = r.method() === 'POST' ? (r.postData() ?? '') : '';
    if (/(^|&)loadlearners=1(&|$)/.test(body)) bodies.push(body);
  });
  return bodies;
}

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
  const listRequests = learnerListRequests(page);
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

test('while Home is read, the remotes behind its links load without a click', async ({ page }) => {
  const entries = new Set<string>();
  page.on('request', (r) => {
    const entry = /\/remotes\/(\w+)\/remoteEntry\.js$/.exec(new URL(r.url()).pathname);
    if (entry) entries.add(entry[1]!);
  });
  await signInToHome(page, DEMO.clerk);
  // Home links to screens of four remotes; administration is not among them.
  await expect.poll(() => [...entries].sort(), { timeout: 30_000 }).toEqual(['bookings', 'instructors', 'learners', 'reports']);
});

test('pointing at a link on Home fetches the first page of its screen, without the loading bar, and the screen draws from it', async ({
  page,
}) => {
  await signInToHome(page, DEMO.clerk);
  const listRequests = learnerListRequests(page);
  // The prefetch is held on its way until the page has been seen without the bar.
  let releasePrefetch = () => {};
  const prefetchOut = new Promise<void>((out) => {
    void page.route('**/api/*', async (route) => {
      if (!/(^|&)loadlearners=1(&|$)/.test(route.request().postData() ?? '')) return route.continue();
      out();
      await new Promise<void>((go) => (releasePrefetch = go));
      return route.continue();
    });
  });
  const link = page.getByRole('link', { name: 'View/Edit Learners' });
  await link.hover();
  await prefetchOut;
  await expect(page.getByLabel('Loading', { exact: true })).toBeHidden();
  releasePrefetch();
  await expect.poll(() => listRequests.length).toBe(1);
  await link.click();
  const rows = page.getByRole('table', { name: 'Learners' }).locator('tbody tr').filter({ hasText: /^L\d+/ });
  await expect(rows.first()).toBeVisible();
  expect(listRequests).toHaveLength(1);
});

test('manifests and remote entries are served no-cache, hashed chunks long-cached', async ({ request }) => {
  const manifest = await request.get('/remotes/learners/mf-manifest.json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const entry = await request.get('/remotes/learners/remoteEntry.js');
  expect(entry.headers()['cache-control']).toBe('no-cache');
  const map = await (await request.get('/remotes.json')).json();
  expect(map.learners).toBe('/remotes/learners/mf-manifest.json');
  // The routes the learners build declares, for the shell's route table.
  expect(map.routes.learners).toContainEqual({ path: 'managelearners', title: 'View/Edit Learners', permissions: ['user'] });
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
