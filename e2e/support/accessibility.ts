import { expect, test, type Page } from '@playwright/test';
import axe from 'axe-core';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** The gate's rules: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * The serious and critical violations on the page now, one readable line block each.
 * axe-core is put into the page once and stays there while the app moves between screens without
 * a page load. @axe-core/playwright put it in again on every check and finished each check in a
 * new blank tab: two parses of axe and a tab's start per check were six sevenths of the route
 * walk's axe time (85 s against 12 s over 13 routes). The app has no frames for it to reach.
 */
export async function blockingViolations(page: Page, screen: string): Promise<string[]> {
  expect(page.frames(), `${screen} has a frame, which axe would need to be put into too`).toHaveLength(1);
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) =>
      // Only violations are reported in detail: axe's passes on a large screen are most of its time.
      window.axe!.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_TAGS,
  );
  return results.violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
    .map(
      (v) =>
        `accessibility rule ${v.id} (${v.impact}) on ${screen}: ${v.help}\n  ${v.helpUrl}\n` +
        v.nodes.map((n) => `  - ${n.target.join(' ')}: ${n.failureSummary?.replace(/\n/g, ' ')}`).join('\n'),
    );
}

/** How long an axe check waits for the animations under way to end. */
const ANIMATIONS_LIMIT_MS = 10_000;

/**
 * Lets an opening dialog or menu finish its fade first: axe reads colours as drawn. Waits for the
 * animations running towards an end (a spinner has none, a paused one never gets there), up to
 * ANIMATIONS_LIMIT_MS: one still running then is noted on the test, and axe reads the page as it
 * is. Waiting on every animation's end hung a route walk's test until its time ran out.
 */
export async function settledAnimations(page: Page) {
  const unfinished = await page.evaluate(async (limitMs) => {
    const ending = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([
      Promise.all(ending.map((a) => a.finished.catch(() => undefined))),
      new Promise((limit) => setTimeout(limit, limitMs)),
    ]);
    return ending
      .filter((a) => a.playState === 'running')
      .map((a) => {
        const name =
          a instanceof CSSAnimation ? a.animationName : a instanceof CSSTransition ? a.transitionProperty : 'an animation';
        const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
        return `${name} on ${target ? target.outerHTML.slice(0, 120) : 'no element'}`;
      });
  }, ANIMATIONS_LIMIT_MS);
  if (unfinished.length)
    test.info().annotations.push({ type: 'still animating when axe read the page', description: unfinished.join('; ') });
}

/**
 * Fails on any serious or critical violation that stays. A table still arriving can be wider
 * than its box for a moment before the box becomes the keyboard-reachable region it then is
 * (SidewaysScrollArea measures after layout): what stays wrong fails. One axe pass over a large
 * screen takes over five seconds on a loaded two-core machine, so the limit leaves room for a
 * few passes, not for one.
 */
export async function expectNoSeriousViolations(page: Page, screen: string) {
  await settledAnimations(page);
  await expect.poll(() => blockingViolations(page, screen), { timeout: 30_000, intervals: [500] }).toEqual([]);
}

/**
 * The screen's headings as a screen reader lists them: one h1, and no level skipped on the way
 * down (axe's best-practice rules page-has-heading-one and heading-order, outside the WCAG tags).
 */
export async function headingProblems(page: Page, screen: string): Promise<string[]> {
  const headings = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]'))
      .filter((el) => el.checkVisibility() && !el.closest('[aria-hidden="true"]'))
      .map((el) => ({
        level: Number(el.getAttribute('aria-level') ?? el.tagName.slice(1)),
        text: (el.textContent ?? '').trim().slice(0, 60),
      })),
  );
  const problems: string[] = [];
  const h1s = headings.filter((h) => h.level === 1).length;
  if (h1s !== 1) problems.push(`${screen} has ${h1s} h1 headings, not one`);
  headings.forEach((h, i) => {
    const before = i === 0 ? 0 : headings[i - 1]!.level;
    if (h.level > before + 1)
      problems.push(`${screen}: the h${h.level} '${h.text}' follows ${before ? `an h${before}` : 'no heading'}`);
  });
  return problems;
}
