import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteOwner } from '@dss/contract';
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

/** Loads a remote's routes module; `retry` forgets an earlier failure and loads afresh. */
export async function loadRemoteRoutes(name: RemoteName, retry = false): Promise<RemoteLoad> {
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
