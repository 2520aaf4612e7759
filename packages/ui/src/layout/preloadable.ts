import { createElement, lazy, type ComponentType } from 'react';

/**
 * A component whose code loads when it is first drawn or when `preload()` is called. Once the
 * code is here it renders directly: only a draw before then suspends. (A suspension shows the
 * nearest fallback, and React then holds back what replaces a fallback for up to 300 ms, so
 * nested lazy parts that were already loaded would each cost that wait.) A failed load is
 * forgotten, so the next draw or preload tries again.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: P) {
    const component: ComponentType<P> = loaded ?? Lazy;
    return createElement(component, props);
  }
  return Object.assign(Preloadable, { preload, isLoaded: () => loaded !== undefined });
}
