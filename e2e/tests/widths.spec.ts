import { expect, test } from '../support/fixtures';
import { GUEST_ROUTES } from '@dss/contract';
import { sidewaysScroll } from '../support/routes';
import { DEMO, signIn, openSignedIn } from '../support/sign-in';

// The guest pages at a phone's and a tablet's width never scroll sideways, and the top bar and a
// payment dialog keep their buttons in reach. Every dashboard route is walked at three widths by
// every-route.spec.ts.

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
] as const;

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
  await openSignedIn(page, DEMO.user, '/dashboard/acceptpayments');
  await page
    .getByRole('row', { name: /^L\d+ / })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Confirm Learner' }).getByRole('button', { name: 'Continue' }).click();
  const processPayment = page.getByRole('dialog', { name: 'Payment Details' }).getByRole('button', { name: 'Process Payment' });
  await expect(processPayment).toBeInViewport();
});
