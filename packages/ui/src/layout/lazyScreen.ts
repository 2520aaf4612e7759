import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazy screen that can also start fetching its code before it is drawn. */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload(): Promise<unknown> };

/**
 * A screen whose code loads only when its route is opened (the remote's routes table stays
 * small, and a screen's libraries, such as a calendar or charts, load with it). The shell
 * renders remote screens inside Suspense. `preload()` starts the same download early (the shell
 * calls it on a hard load of the screen's address); the screen then renders from it.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyScreen {
  let loading: Promise<M> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(
    lazy(async () => ({ default: pick(await preload()) })),
    { preload },
  );
}
