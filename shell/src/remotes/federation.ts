import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { dashboardPath, holdsAny, type Permission } from '@dss/contract';
import { isUnavailable } from './offline-remote-plugin';
import { readRemoteMap, type RemoteMap } from './remote-map';
import type { RemoteName } from './remote-names';
import { loadRemoteRoutesTable } from './route-table';

export type { RemoteName } from './remote-names';

/**
 * A remote's screen. Made by the kit's lazyScreen it can also load ahead of its draw; a remote
 * built without it offers none of these.
 */
export type RemoteScreenComponent = ComponentType &
  Partial<{
    preload(): Promise<unknown>;
    isLoaded(): boolean;
    prefetch(dispatch: (action: never) => unknown): Promise<unknown>;
  }>;

/** What each remote exposes as './routes': a screen for each route path it owns. */
export interface RemoteRoutesModule {
  screens: Record<string, RemoteScreenComponent>;
}

export type RemoteLoad = { ok: true; module: RemoteRoutesModule } | { ok: false; reason: string };

const registered = new Set<string>();
const loads = new Map<RemoteName, Promise<RemoteLoad>>();
const loaded = new Map<RemoteName, RemoteLoad & { ok: true }>();

/** A remote's routes module if it has already loaded, so a screen draws it without waiting a turn. */
export function loadedRemoteRoutes(name: RemoteName): RemoteLoad | undefined {
  return loaded.get(name);
}

/**
 * Loads a remote's routes module, once: the screen and an early prefetch share the load. `retry`
 * forgets an earlier failure and loads afresh.
 */
export function loadRemoteRoutes(name: RemoteName, retry = false): Promise<RemoteLoad> {
  const pending = loads.get(name);
  if (pending && !retry) return pending;
  const load = loadRoutesOnce(name, retry);
  loads.set(name, load);
  // A failure is not kept: the next screen to ask tries again.
  void load.then(
    (outcome) => (outcome.ok ? loaded.set(name, outcome) : loads.delete(name)),
    () => loads.delete(name),
  );
  return load;
}

/**
 * The remote screen at `pathname`, its remote loaded: none for a path no remote serves, or that
 * the user may not open (nothing is then fetched).
 */
export function remoteScreenAt(pathname: string, permissions: readonly Permission[]): Promise<RemoteScreenComponent | undefined> {
  if (!pathname.startsWith(dashboardPath(''))) return Promise.resolve(undefined);
  return loadRemoteRoutesTable().then((table) => {
    const route = table.find((r) => matchPath(dashboardPath(r.path), pathname));
    if (!route || !holdsAny(permissions, route.permissions)) return undefined;
    return loadRemoteRoutes(route.owner).then((load) => (load.ok ? load.module.screens[route.path] : undefined));
  });
}

/**
 * Fetches a remote's screen ahead of its draw: the map and the routes the remotes declare, its
 * entry, its routes module, the screen's own code and the data it opens on. The shell calls it as
 * it starts on a hard load of the screen (a bookmark, a reload), instead of after its first draw,
 * and when a link to the screen is pointed at, touched or focused. Settles (never fails) once the
 * screen's code and first data are here.
 */
export function prefetchRemoteScreen(
  pathname: string,
  permissions: readonly Permission[],
  dispatch: (action: never) => unknown,
): Promise<void> {
  return remoteScreenAt(pathname, permissions)
    .then((screen) => {
      if (typeof screen?.prefetch === 'function') return screen.prefetch(dispatch);
      if (typeof screen?.preload === 'function') return screen.preload();
    })
    .then(
      () => undefined,
      // A failed preload is left to the screen, which loads again and shows its contained error.
      () => undefined,
    );
}

async function loadRoutesOnce(name: RemoteName, retry: boolean): Promise<RemoteLoad> {
  let map: RemoteMap;
  try {
    map = await readRemoteMap(retry);
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? err.message : String(err) };
  }
  const entry = map[name]?.manifest;
  if (!entry) return { ok: false, reason: `No address is configured for the ${name} app.` };
  if (!registered.has(name) || retry) {
    registerRemotes([{ name, entry }], { force: registered.has(name) });
    registered.add(name);
  }
  const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  if (!module || isUnavailable(module)) return { ok: false, reason: isUnavailable(module) ? module.reason : 'Empty module' };
  return { ok: true, module };
}
