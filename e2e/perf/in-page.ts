// The page's own clock for the perf script: when the page itself first holds what a figure waits
// for, without Playwright's checks and polling, which run in the same throttled page.
import type { Page } from '@playwright/test';

/**
 * A test of the page, run in it on each change of its elements. Sent to the page as its source, so
 * it must stand alone: no names from outside it, no named functions inside it.
 */
export type InPageTest = () => boolean;

interface PageClock {
  /** each click's event time, ms on the page's clock (from the navigation's start) */
  clicks: number[];
  /** for each watched test, the frame after it first held, once its click (if any) had come */
  seen: (number | undefined)[];
  watch(tests: InPageTest[], clicks: number): void;
}

/**
 * Runs in the page before its scripts: keeps each click's time and, for the tests watched, the time
 * of the frame after each first holds. A move of n clicks watches a test for each, the n-th held
 * only after the n-th click since the watch began, and the tests after them after the last click;
 * on a hard load the tests need no click.
 */
function pageClock(initial: InPageTest[]) {
  const clock: PageClock = {
    clicks: [],
    seen: [],
    watch(tests, clicks) {
      clock.clicks = [];
      clock.seen = tests.map(() => undefined);
      watched = tests;
      clicksOf = clicks;
    },
  };
  let watched: InPageTest[] = initial;
  let clicksOf = 0;
  clock.seen = initial.map(() => undefined);
  const frameAfter = (i: number) => {
    clock.seen[i] = -1;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        clock.seen[i] = performance.now();
      };
      channel.port2.postMessage(null);
    });
  };
  const look = () => {
    watched.forEach((test, i) => {
      if (clock.seen[i] !== undefined || clock.clicks.length < Math.min(i + 1, clicksOf)) return;
      if (test()) frameAfter(i);
    });
  };
  window.addEventListener('click', (event) => clock.clicks.push(event.timeStamp), true);
  new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  Object.assign(window, { __perfClock: clock });
}

/**
 * `code` as the page runs it: tsx keeps functions' names with a `__name` helper of its own, which
 * the page lacks, so the code runs where that name does nothing.
 */
const standAlone = (code: string) => `(() => { const __name = (f) => f; return ${code}; })()`;

/** Installs the page's clock before any of its scripts, watching `tests` from the navigation's start. */
export async function installPageClock(page: Page, ...tests: InPageTest[]): Promise<void> {
  await page.addInitScript({ content: standAlone(`(${pageClock.toString()})([${tests.map(String).join(',')}])`) });
}

/** Watches `tests` afresh for a move of `clicks` clicks to come: one for each click, then any more. */
export async function watchInPage(page: Page, tests: InPageTest[], clicks: number): Promise<void> {
  await page.evaluate(standAlone(`window.__perfClock.watch([${tests.map(String).join(',')}], ${clicks})`));
}

async function clock(page: Page): Promise<{ clicks: number[]; seen: (number | undefined)[] }> {
  // The frame after the last test held may still be on its way.
  await page.waitForFunction('window.__perfClock.seen.every((t) => t > 0)', undefined, { polling: 50 });
  return page.evaluate('({ clicks: window.__perfClock.clicks, seen: window.__perfClock.seen })');
}

/** On a hard load: ms from the navigation's start to the frame after the first test held. */
export async function firstSeen(page: Page): Promise<number> {
  return (await clock(page)).seen[0]!;
}

/**
 * For a move of `steps` clicks: the sum over them of the ms from each click to the frame after its
 * test held, and for a test after them (the whole of a screen drawn in parts), the ms from the
 * first click.
 */
export async function clicksToSeen(page: Page, steps: number): Promise<{ ready: number; whole?: number }> {
  const { clicks, seen } = await clock(page);
  let ready = 0;
  for (let i = 0; i < steps; i += 1) ready += seen[i]! - clicks[i]!;
  return { ready, whole: seen.length > steps ? seen[steps]! - clicks[0]! : undefined };
}
