import { isRecord } from '@dss/contract';
import type { RemoteName } from './remote-names';

const REMOTE_MAP_URL = '/remotes.json';

/**
 * Where a remote is deployed: its manifest's address and, when the server knows them, the routes
 * it declares (otherwise read from `routes.json` beside the manifest).
 */
export interface RemoteEntry {
  manifest: string;
  routes?: unknown;
}

export type RemoteMap = Partial<Record<RemoteName, RemoteEntry>>;

let remoteMap: Promise<RemoteMap> | null = null;

/**
 * The map as /remotes.json writes it: each remote's manifest address by name (plain strings, as
 * every shell reads them) and under `routes` the routes the server knows each one declares.
 */
function mapOf(read: Record<string, unknown>): RemoteMap {
  const routes: Record<string, unknown> = isRecord(read.routes) ? read.routes : {};
  const map: Record<string, RemoteEntry> = {};
  for (const [name, manifest] of Object.entries(read)) {
    if (typeof manifest === 'string') map[name] = { manifest, routes: routes[name] };
  }
  return map;
}

/**
 * Where each remote is deployed, read at run time so a remote is redeployed without rebuilding
 * the shell. Read once; a failed read, or `fresh`, reads again.
 */
export function readRemoteMap(fresh = false): Promise<RemoteMap> {
  if (fresh) remoteMap = null;
  remoteMap ??= fetch(REMOTE_MAP_URL, { cache: 'no-cache' })
    .then(async (res) => {
      if (!res.ok) throw new Error(`The remote map answered ${res.status}`);
      const read: Record<string, unknown> = await res.json();
      return mapOf(read);
    })
    .catch((err: unknown) => {
      remoteMap = null;
      throw err;
    });
  return remoteMap;
}
