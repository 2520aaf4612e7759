import { useSyncExternalStore } from 'react';

/**
 * Below the theme's `lg` breakpoint (1024 px): a phone or a tablet, where seven days of a time grid
 * do not fit beside the menu and a calendar shows one day.
 */
const NARROW_SCREEN = '(max-width: 1023.98px)';

const subscribe = (changed: () => void) => {
  const query = window.matchMedia(NARROW_SCREEN);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};

/** Whether the screen is narrow now, following it as the window or the phone turns. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_SCREEN).matches,
    () => false,
  );
}
