import type { BrowserContext, Page } from '@playwright/test';
import { test as base } from './fixtures';

/**
 * `test` with `personPage()`: a page in a browser context of its own, for another person signed in
 * beside the test's page, closed when the test ends whether it passed or not. Left open, such a
 * page kept its screen running in the worker's browser through every test after it.
 */
export const test = base.extend<{ personPage: () => Promise<Page> }>({
  personPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext();
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
