import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { DASHBOARD_ROUTES, dashboardPath, holdsAny, type Permission, type RouteOwner } from '@dss/contract';
import { isUnavailable } from './offline-remote-plugin';

export type RemoteName = Exclude<RouteOwner, 'shell'>;

/** What each remote exposes as './routes': a screen for each route path it owns. */
export interface RemoteRoutesModule {
  screens: Record<string, ComponentType>;
}

export type RemoteLoad = { ok: true; module: RemoteRoutesModule } | { ok: false; reason: string };

const REMOTE_MAP_URL = '/remotes.json';
let remoteMap: Promise<Record<string, string>> | null = null;

/** The remote map is read at run time, so a remote is redeployed without rebuilding the shell. */
function readRemoteMap(): Promise<Record<string, string>> {
  remoteMap ??= fetch(REMOTE_MAP_URL, { cache: 'no-cache' }).then((res) => {
    if (!res.ok) throw new Error(`The remote map answered ${res.status}`);
    return res.json() as Promise<Record<string, string>>;
  });
  return remoteMap;
}

const registered = new Set<string>();
const loads = new Map<RemoteName, Promise<RemoteLoad>>();

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
    (outcome) => outcome.ok || loads.delete(name),
    () => loads.delete(name),
  );
  return load;
}

/**
 * On a hard load of a remote's screen (a bookmark, a reload), starts fetching that remote (the
 * map, its entry, its routes module and the screen's own code) while the shell is still drawing
 * its chrome, instead of after it: the two no longer wait on each other. Nothing is fetched for
 * a visitor who may not open the screen.
 */
export function prefetchRemoteScreen(pathname: string, permissions: readonly Permission[]): void {
  const route = DASHBOARD_ROUTES.find((r) => matchPath(dashboardPath(r.path), pathname));
  if (!route || route.owner === 'shell' || !holdsAny(permissions, route.permissions)) return;
  void loadRemoteRoutes(route.owner).then((load) => {
    const screen = load.ok
      ? (load.module.screens[route.path] as Partial<{ preload(): Promise<unknown> }> | undefined)
      : undefined;
    // A failed preload is left to the screen, which loads again and shows its contained error.
    if (typeof screen?.preload === 'function') screen.preload().catch(() => undefined);
  });
}

async function loadRoutesOnce(name: RemoteName, retry: boolean): Promise<RemoteLoad> {
  let map: Record<string, string>;
  try {
    if (retry) remoteMap = null;
    map = await readRemoteMap();
  } catch (err) {
    remoteMap = null;
    return { ok: false, reason: err instanceof Error ? err.message : String(err) };
  }
  const entry = map[name];
  if (!entry) return { ok: false, reason: `No address is configured for the ${name} app.` };
  if (!registered.has(name) || retry) {
    registerRemotes([{ name, entry }], { force: registered.has(name) });
    registered.add(name);
  }
  const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  if (!module || isUnavailable(module)) return { ok: false, reason: isUnavailable(module) ? module.reason : 'Empty module' };
  return { ok: true, module };
}
