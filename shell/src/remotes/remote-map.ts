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

/** A map entry as the server or a configured file writes it: the address alone, or with its routes. */
function entryOf(value: unknown): RemoteEntry | null {
  if (typeof value === 'string') return { manifest: value };
  if (typeof value === 'object' && value !== null && typeof (value as RemoteEntry).manifest === 'string')
    return { manifest: (value as RemoteEntry).manifest, routes: (value as RemoteEntry).routes };
  return null;
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
      const read = (await res.json()) as Record<string, unknown>;
      const map: Record<string, RemoteEntry> = {};
      for (const [name, value] of Object.entries(read)) {
        const entry = entryOf(value);
        if (entry) map[name] = entry;
      }
      return map as RemoteMap;
    })
    .catch((err: unknown) => {
      remoteMap = null;
      throw err;
    });
  return remoteMap;
}
