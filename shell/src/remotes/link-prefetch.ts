import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import type { Permission } from '@dss/contract';
import { prefetchRemoteScreen, remoteScreenAt } from './federation';

// An intent's first data is drawn from for as long as the api keeps an unused answer (60 s); a
// later intent on the same link fetches it again, well inside that.
const INTENT_AGAIN_AFTER_MS = 30_000;
// A screen whose code is still on its way shows its links later: they are looked for again, a
// second apart when none were found, this many times in all.
const LOOKS_FOR_LINKS = 4;
const LOOK_AGAIN_MS = 1000;

type Dispatch = (action: never) => unknown;

/** The dashboard path an element's link leads to in this app, if it is (in) such a link. */
function dashboardLinkPath(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.target === '_blank') return null;
  return link.pathname.startsWith('/dashboard/') ? link.pathname : null;
}

/** A browser asking to save data (a metered connection) is fetched for only when asked. */
function savesData(): boolean {
  if (!('connection' in navigator)) return false;
  const { connection } = navigator;
  return typeof connection === 'object' && connection !== null && 'saveData' in connection && connection.saveData === true;
}

/**
 * Runs `task` when the browser is next idle (within 2 s at the latest), after `afterMs`; answers
 * its cancel.
 */
function whenIdle(task: () => void, afterMs = 0): () => void {
  let cancelIdle = () => {};
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else task();
  }, afterMs);
  return () => {
    window.clearTimeout(timer);
    cancelIdle();
  };
}

/**
 * Fetches ahead what the next screen needs while the office user reads this one, for the links
 * inside `root`: once the browser is idle after a screen is drawn, the code of each screen its
 * links lead to, one at a time in idle moments; when a link is pointed at, touched or focused, that
 * screen's first data too. Only screens the user may open are fetched, and nothing unasked for a
 * browser that saves data.
 */
export function useLinkPrefetch(root: RefObject<HTMLElement | null>, permissions: readonly Permission[], dispatch: Dispatch) {
  const { pathname } = useLocation();

  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const askedAt = new Map<string, number>();
    const onIntent = (event: Event) => {
      const path = dashboardLinkPath(event.target);
      if (!path || path === pathname) return;
      const now = Date.now();
      if (now - (askedAt.get(path) ?? -Infinity) < INTENT_AGAIN_AFTER_MS) return;
      askedAt.set(path, now);
      void prefetchRemoteScreen(path, permissions, dispatch);
    };
    const intents = ['pointerover', 'focusin', 'touchstart'] as const;
    for (const type of intents) element.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of intents) element.removeEventListener(type, onIntent);
    };
  }, [root, pathname, permissions, dispatch]);

  useEffect(() => {
    const element = root.current;
    if (!element || savesData()) return undefined;
    let stopped = false;
    let cancel = () => {};
    const seen = new Set([pathname]);
    let looks = 0;
    const queue: string[] = [];
    const lookForLinks = () => {
      looks += 1;
      for (const link of element.querySelectorAll('a[href]')) {
        const path = dashboardLinkPath(link);
        if (path && !seen.has(path)) {
          seen.add(path);
          queue.push(path);
        }
      }
    };
    const next = () => {
      if (stopped) return;
      if (!queue.length && looks < LOOKS_FOR_LINKS) lookForLinks();
      const path = queue.shift();
      if (path === undefined) {
        if (looks < LOOKS_FOR_LINKS) cancel = whenIdle(next, LOOK_AGAIN_MS);
        return;
      }
      cancel = whenIdle(() => {
        remoteScreenAt(path, permissions)
          .then((screen) => screen?.preload?.())
          // A screen that fails to load here shows its contained error when it is opened.
          .catch(() => undefined)
          .finally(next);
      });
    };
    cancel = whenIdle(next);
    return () => {
      stopped = true;
      cancel();
    };
  }, [root, pathname, permissions]);
}
