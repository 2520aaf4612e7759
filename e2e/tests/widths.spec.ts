import { expect, test, type Page } from '@playwright/test';
import { DASHBOARD_ROUTES, GUEST_ROUTES, type DashboardRoute } from '@dss/contract';
import { DEMO, signIn } from '../support/sign-in';

// Every route of the route table (the same table the shell's routes and menus are built from)
// at a phone's and a tablet's width: the page itself never scrolls sideways; wide tables
// scroll inside their own box.

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
] as const;

// A demo learner and a demo instructor for the routes that open one record.
const EXAMPLE_IDS: Record<string, string> = { 'editlearner/:id': '150', 'edit/:id': '1' };

function urlOf(route: DashboardRoute): string {
  const example = EXAMPLE_IDS[route.path];
  if (route.path.includes(':') && !example) throw new Error(`No example id for the route '${route.path}'.`);
  return `/dashboard/${route.path.replace(/:id$/, example ?? '')}`;
}

const OFFICE_ROUTES = DASHBOARD_ROUTES.filter((r) => !r.permissions.includes('admin')).map(urlOf);
const ADMIN_ROUTES = DASHBOARD_ROUTES.filter((r) => r.permissions.includes('admin')).map(urlOf);

/** How far the page scrolls sideways, in CSS pixels (0 when it does not). */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth - root.clientWidth;
  });
}

/** Visits each url once its main heading and data have loaded; answers the urls that scroll sideways. */
async function overflowing(page: Page, urls: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls) {
    await page.goto(url);
    // Every screen opens with a heading (Home with its Today's Tasks) once its code has loaded.
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const excess = await sidewaysScroll(page);
    if (excess > 0) found.push(`${url} scrolls sideways by ${excess} px`);
  }
  return found;
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the sign-in and licence activation pages do not scroll sideways', async ({ page }) => {
      const found: string[] = [];
      for (const route of GUEST_ROUTES) {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        const excess = await sidewaysScroll(page);
        if (excess > 0) found.push(`${route.path} scrolls sideways by ${excess} px`);
      }
      expect(found).toEqual([]);
    });

    test('no office route scrolls sideways', async ({ page }) => {
      test.setTimeout(OFFICE_ROUTES.length * 15_000);
      await signIn(page, DEMO.user);
      await expect(page).toHaveURL(/\/dashboard\/home$/);
      expect(await overflowing(page, OFFICE_ROUTES)).toEqual([]);
    });

    test('no administration route scrolls sideways', async ({ page }) => {
      test.setTimeout(ADMIN_ROUTES.length * 15_000);
      await signIn(page, DEMO.admin);
      await expect(page).toHaveURL(/\/dashboard\/adminhome$/);
      expect(await overflowing(page, ADMIN_ROUTES)).toEqual([]);
    });

    test('the top bar keeps the name and Logout in its menu', async ({ page }) => {
      await signIn(page, DEMO.user);
      await expect(page).toHaveURL(/\/dashboard\/home$/);
      const bar = page.getByTestId('top-bar');
      await expect(bar.getByRole('button', { name: 'Logout' })).toBeHidden();
      await bar.getByRole('button', { name: 'Menu' }).click();
      const menu = bar.getByRole('navigation', { name: 'Menu' });
      await expect(menu.getByText(/Daniel Okafor/)).toBeVisible();
      await menu.getByRole('button', { name: 'Logout' }).click();
      await expect(page.getByLabel('User ID')).toBeVisible();
    });
  });
}

test('Accept Payments keeps Process Payment within reach on a laptop screen', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, DEMO.user);
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await page.goto('/dashboard/acceptpayments');
  await page
    .getByRole('row', { name: /^L\d+ / })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Confirm Learner' }).getByRole('button', { name: 'Continue' }).click();
  const processPayment = page.getByRole('dialog', { name: 'Payment Details' }).getByRole('button', { name: 'Process Payment' });
  await expect(processPayment).toBeInViewport();
});
