import type { Page, Request } from '@playwright/test';

/**
 * Does `action`, then waits until the page has had no request in flight for `quietMs`, as
 * 'networkidle' does for a page load: a screen opened inside the app, with no page load to wait
 * on, has fetched its code and its data by then.
 */
export async function quietAfter(page: Page, action: () => Promise<unknown>, quietMs = 500, timeoutMs = 30_000) {
  const inFlight = new Set<Request>();
  const started = (request: Request) => inFlight.add(request);
  const ended = (request: Request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await action();
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs) {
      if (Date.now() > deadline) throw new Error(`Requests were still in flight ${timeoutMs} ms after opening the screen.`);
      await page.waitForTimeout(100);
      if (inFlight.size) quietSince = Date.now();
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
