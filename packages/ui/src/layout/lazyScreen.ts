import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A screen whose code loads only when its route is opened (the remote's routes table stays
 * small, and a screen's libraries, such as a calendar or charts, load with it). The shell
 * renders remote screens inside Suspense.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: pick(await load()) }));
}
