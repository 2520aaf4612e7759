import type { ComponentType } from 'react';
import { preloadTableView } from '../table/SearchableTable';
import { preloadable } from './preloadable';

/** A lazy screen that can also start fetching its code, and its first data, before it is drawn. */
export type LazyScreen = ComponentType & {
  preload(): Promise<unknown>;
  /** Whether its code is here, so it draws without suspending. */
  isLoaded(): boolean;
  /**
   * Loads the screen and dispatches the request for the data it opens on, if it names one;
   * settles once both are here (a request whose dispatch returns a promise is awaited).
   */
  prefetch(dispatch: (action: never) => unknown): Promise<void>;
};

/**
 * A screen whose code loads only when its route is opened (the remote's routes table stays
 * small, and a screen's libraries, such as a calendar or charts, load with it); the kit's table,
 * which nearly every screen shows, starts loading with it. The shell renders remote screens
 * inside Suspense. `preload()` starts the same download early, and `prefetch(dispatch)` also
 * dispatches `firstData(module)`, the request for what the screen shows first (the shell calls it
 * on a hard load of the screen's address): the screen then renders from both.
 */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  firstData?: (module: M) => unknown,
): LazyScreen {
  let module: M | undefined;
  const screen = preloadable(() => {
    preloadTableView();
    return load().then((loaded) => pick((module = loaded)));
  });
  const prefetch = async (dispatch: (action: never) => unknown) => {
    await screen.preload();
    const request = firstData && module ? firstData(module) : undefined;
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- firstData gives an action of the store the shell passes in; the kit cannot name that store's action type
    if (request) await dispatch(request as never);
  };
  return Object.assign(screen, { prefetch });
}
