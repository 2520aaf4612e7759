import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ADMIN_HOME, USER_HOME } from '@dss/contract';
import { blockingViolations, headingProblems, settledAnimations } from '../support/accessibility';
import { quietAfter } from '../support/network-quiet';
import { ADMIN_ROUTES, OFFICE_ROUTES, sidewaysScroll, type RouteVisit } from '../support/routes';
import { DEMO, openSignedIn } from '../support/sign-in';

// Every route of the route table (the table the shell's routes and menus are built from),
// opened inside the app as staff move between screens, then seen at a desktop's, a tablet's and a
// phone's width in turn, as a window resized or a tablet turned: the page never scrolls sideways
// (wide tables scroll in their own box), and at the desktop's and the phone's width axe finds no
// serious or critical WCAG 2.1 A/AA violation. Its headings are one h1 and no skipped level.
// Each route is opened once for the three widths: opened once per width, the walk took a third
// of the end-to-end suite's time.

const WIDTHS = [
  { width: 1366, height: 900, axe: true },
  { width: 768, height: 1024, axe: false },
  { width: 390, height: 844, axe: true },
] as const;

/** Routes in runs of about eight: each run is one test, and the runs are shared out between the workers. */
function runs(routes: readonly RouteVisit[], size = 8): RouteVisit[][] {
  const count = Math.ceil(routes.length / size);
  return Array.from({ length: count }, (_, i) =>
    routes.slice(Math.floor((i * routes.length) / count), Math.floor(((i + 1) * routes.length) / count)),
  );
}

/** Opens `visit` as the app's own links do (no page load) and waits for its heading, code and data. */
async function openInApp(page: Page, visit: RouteVisit) {
  await quietAfter(page, async () => {
    await page.evaluate((url) => {
      history.pushState(null, '', url);
      dispatchEvent(new PopStateEvent('popstate'));
    }, visit.url);
    await expect(page).toHaveTitle(`${visit.title} | Driving School System`);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  });
}

/**
 * The violations still there after three passes, half a second apart: a table still arriving can
 * be wider than its box for a moment before the box becomes the keyboard-reachable region it then is.
 */
async function lastingViolations(page: Page, screen: string): Promise<string[]> {
  for (let pass = 1; ; pass++) {
    await settledAnimations(page);
    const found = await blockingViolations(page, screen);
    if (!found.length || pass === 3) return found;
    await page.waitForTimeout(500);
  }
}

test.describe.configure({ mode: 'parallel' });

for (const [who, role, home, routes] of [
  ['office', DEMO.user, USER_HOME, OFFICE_ROUTES],
  ['administration', DEMO.admin, ADMIN_HOME, ADMIN_ROUTES],
] as const) {
  const all = runs(routes);
  for (const [index, run] of all.entries()) {
    test(`${who} routes, part ${index + 1} of ${all.length}: no sideways scroll at 1366, 768 and 390 px, and no serious accessibility violation at 1366 and 390 px`, async ({
      page,
    }) => {
      test.setTimeout(run.length * 45_000);
      await page.setViewportSize(WIDTHS[0]);
      await openSignedIn(page, role, home);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      const found: string[] = [];
      for (const visit of run) {
        await page.setViewportSize(WIDTHS[0]);
        await openInApp(page, visit);
        found.push(...(await headingProblems(page, visit.url)));
        for (const size of WIDTHS) {
          // Judged once anything the resize set off (a re-render, a request) has settled.
          if (size !== WIDTHS[0]) await quietAfter(page, () => page.setViewportSize(size));
          const excess = await sidewaysScroll(page);
          if (excess > 0) found.push(`${visit.url} scrolls sideways by ${excess} px at ${size.width} px`);
          if (size.axe) found.push(...(await lastingViolations(page, `${visit.url} at ${size.width} px`)));
        }
      }
      expect(found).toEqual([]);
    });
  }
}
