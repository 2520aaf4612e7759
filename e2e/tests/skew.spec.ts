import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PORT, SKEW_PORTS } from '../ports';
import { pickRow } from '../support/pick-row';
import { DEMO, signInToHome } from '../support/sign-in';

// Builds of other commits served against today's (e2e/skew/prepare-skew.mjs, baseline.json): what
// a team checks before it deploys its remote alone, and after, by pointing the map back.
const baseline: string = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../skew/baseline.json'), 'utf8'),
).commit;
const at = (port: number) => `http://127.0.0.1:${port}`;

test.skip(!process.env.DSS_SKEW_DIR, 'the skew builds are made by `node scripts/test.mjs e2e` (e2e/skew/prepare-skew.mjs)');

/** A journey across remotes: the bookings remote records a test outcome, then the learners remote lists learners. */
async function recordTestOutcomeThenListLearners(page: Page, base: string) {
  await signInToHome(page, DEMO.clerk, base);
  await page.goto(`${base}/dashboard/recordtestoutcome`);
  await pickRow(page, 'Select Instructor', (cells) => Number(cells[4]) > 0);
  await pickRow(page, 'Select Learner');
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel(/^Test Date/).fill(yesterday);
  await page.getByLabel(/^Test Time/).selectOption('10:30');
  await page.getByLabel(/^Test Outcome/).selectOption('Passed');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Test outcome Recorded.')).toBeVisible();
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: 'View/Edit Learners' }).first().click();
  const learners = page.getByRole('table', { name: 'Learners' }).locator('tbody tr').filter({ hasText: /^L\d+/ });
  await expect(learners.first()).toBeVisible();
}

test(`the bookings remote of ${baseline.slice(0, 10)} works with today's shell and server`, async ({ page, request }) => {
  const base = at(SKEW_PORTS.oldRemote);
  // The baseline's build, with the routes it declared then (a remote that declares none is
  // shell/src/remotes/route-table.test.ts's case).
  const map = await (await request.get(`${base}/remotes.json`)).json();
  expect(map.bookings).toBe('/remotes/bookings/mf-manifest.json');
  expect(map.routes.bookings).toContainEqual(expect.objectContaining({ path: 'recordtestoutcome' }));
  await recordTestOutcomeThenListLearners(page, base);
});

test('a screen a remote adds is served without a shell build, guarded and titled as the remote declares', async ({
  page,
  request,
}) => {
  const base = at(SKEW_PORTS.oldRemote);
  // The very shell every other server serves: not rebuilt for the new screen.
  const shellHere = await (await request.get(`${base}/main.js`)).text();
  const shellThere = await (await request.get(`${at(PORT)}/main.js`)).text();
  expect(shellHere).toBe(shellThere);
  await signInToHome(page, DEMO.clerk, base);
  await page.goto(`${base}/dashboard/lessonrecords`);
  await expect(page.getByRole('heading', { name: 'Lesson Records', level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d+ learners on record$/)).toBeVisible();
  await expect(page).toHaveTitle(/^Lesson Records \| /);
  // Today's server without that build does not know the route.
  await signInToHome(page, DEMO.clerk, at(PORT));
  await page.goto(`${at(PORT)}/dashboard/lessonrecords`);
  await expect(page).toHaveURL(/\/dashboard\/home$/);
});

test(`today's remotes work with the shell of ${baseline.slice(0, 10)}`, async ({ page }) => {
  await recordTestOutcomeThenListLearners(page, at(SKEW_PORTS.oldShell));
});

test('a remote built against the next major of the wire asks for a reload in its own area while the rest works', async ({
  page,
}) => {
  const base = at(SKEW_PORTS.nextMajor);
  await signInToHome(page, DEMO.clerk, base);
  await page.goto(`${base}/dashboard/viewactivecomplaints`);
  const problem = page.getByTestId('remote-error');
  await expect(problem).toContainText('Bookings, feedback and complaints has been updated');
  await expect(problem).toContainText('This part of the system has been updated. Please reload the page.');
  await expect(problem.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByTestId('footer')).toContainText('214 Romford Road');
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: 'View/Edit Learners' }).first().click();
  await expect(
    page.getByRole('table', { name: 'Learners' }).locator('tbody tr').filter({ hasText: /^L\d+/ }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  // Back on the outdated screen the message is there again; Reload loads the page afresh, and
  // until the remote map points at a compatible build it still says so.
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: 'Active Complaints', exact: true }).click();
  await expect(problem).toContainText('Bookings, feedback and complaints has been updated');
  await Promise.all([page.waitForEvent('load'), problem.getByRole('button', { name: 'Reload' }).click()]);
  await expect(problem).toContainText('This part of the system has been updated. Please reload the page.');
});
