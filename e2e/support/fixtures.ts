import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type BrowserContext, type BrowserContextOptions, type Page, type Request } from '@playwright/test';

export { expect } from '@playwright/test';

/** The storage a test may leave for an origin, besides its cookies and its tabs' sessionStorage. */
const ORIGIN_STORAGE = 'local_storage,indexeddb,service_workers,cache_storage,file_systems,websql,shared_storage,storage_buckets';

/** The browser profile a worker keeps, with the context options it was opened with. */
interface KeptProfile {
  folder: string;
  opened?: { key: string; context: BrowserContext; origins: Set<string>; keeper?: Page };
}

/**
 * The suite's `test`: a test's page opens in a browser profile kept on disk for all the worker's
 * tests, emptied after each test (its pages closed; cookies, permissions and every origin's
 * storage cleared), so a test starts signed out on a blank page as in a new context. What is kept
 * is the HTTP cache and V8's code cache of the apps' hashed chunks, which only a profile on disk
 * has (a kept in-memory context saved nothing): a sign-in and a list cost the browser about 6 s
 * of CPU in a new context and 3.5 s in a kept profile; over 28 tests the machine's CPU fell by
 * 3-7 %, most of a test's time being its screens' own work. The profile is opened with the
 * context options of the worker's first test; a test that sets others with test.use() gets a new
 * context of its own. A test that changes the context itself (its routes, init scripts, clock or
 * listeners) must do it on its page instead, or in `personPage()`'s context (person-page.ts).
 * The profile also keeps one page of its own open on the demo server (its health answer, no
 * script): with no page of that site left between two tests, the browser ended its renderer and
 * the next test's first screen started one cold. Kept, 16 tests of three files took 0.72 of the
 * time, and sharing that renderer (--process-per-site, playwright.config.ts) 0.94 of that.
 */
export const test = base.extend<object, { keptProfile: KeptProfile }>({
  keptProfile: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none
    async ({}, use) => {
      // In the run's own folder when the config made one (removed when the run ends, however a worker ends).
      const profile: KeptProfile = { folder: mkdtempSync(join(process.env.DSS_E2E_SCRATCH ?? tmpdir(), 'profile-')) };
      await use(profile);
      await profile.opened?.context.close();
      rmSync(profile.folder, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  context: async (
    {
      playwright,
      launchOptions,
      browser,
      keptProfile,
      acceptDownloads,
      bypassCSP,
      colorScheme,
      contrast,
      clientCertificates,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      storageState,
      timezoneId,
      userAgent,
      viewport,
      baseURL,
      contextOptions,
      serviceWorkers,
    },
    use,
  ) => {
    // Every context option a test can set with test.use(), named twice: Playwright reads what a
    // fixture needs from its parameter's names and refuses a rest element there.
    const options: BrowserContextOptions = {
      ...contextOptions,
      acceptDownloads,
      bypassCSP,
      colorScheme,
      contrast,
      clientCertificates,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      storageState,
      timezoneId,
      userAgent,
      viewport,
      baseURL,
      serviceWorkers,
    };
    const key = JSON.stringify(options);
    // Given storage or permissions would be cleared with the rest after the first test.
    const keepable = !storageState && !permissions?.length;
    if (keepable && !keptProfile.opened) {
      const context = await playwright.chromium.launchPersistentContext(keptProfile.folder, { ...launchOptions, ...options });
      // It opens with a blank page of its own; each test opens its page.
      await Promise.all(context.pages().map((page) => page.close()));
      const keeper = baseURL ? await context.newPage() : undefined;
      await keeper?.goto(new URL('/api/health', baseURL).href);
      keptProfile.opened = { key, context, origins: new Set(), keeper };
    }
    const kept = keepable && keptProfile.opened?.key === key ? keptProfile.opened : undefined;
    if (!kept) {
      const context = await browser.newContext(options);
      await use(context);
      await context.close();
      return;
    }
    const watch = (request: Request) => {
      const { protocol, origin } = new URL(request.url());
      if (protocol === 'http:' || protocol === 'https:') kept.origins.add(origin);
    };
    kept.context.on('request', watch);
    await use(kept.context);
    kept.context.off('request', watch);
    await emptied(kept);
  },
});

/** Back to what a new context holds, but for the caches and the kept page. */
async function emptied({ context, origins, keeper }: NonNullable<KeptProfile['opened']>) {
  await Promise.all(context.pages().map((page) => (page === keeper ? undefined : page.close())));
  await context.clearCookies();
  await context.clearPermissions();
  if (!origins.size) return;
  // Storage is cleared through a page of the context, which is the partition it belongs to.
  const through = keeper ?? (await context.newPage());
  const cdp = await context.newCDPSession(through);
  for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: ORIGIN_STORAGE });
  origins.clear();
  await cdp.detach();
  if (!keeper) await through.close();
}
