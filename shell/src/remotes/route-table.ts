import { remoteRoutesOf, routesOf, type RemoteRoute } from '@dss/contract';
import { readRemoteMap, type RemoteEntry, type RemoteMap } from './remote-map';
import { REMOTE_NAMES, type RemoteName } from './remote-names';

/** A route a remote serves, as the shell routes to it. */
export interface RemoteTableRoute extends RemoteRoute {
  owner: RemoteName;
}

let building: Promise<readonly RemoteTableRoute[]> | null = null;
let built: readonly RemoteTableRoute[] | null = null;

/** The remotes' routes if they are known already, so a draw needs not wait a turn. */
export function knownRemoteRoutes(): readonly RemoteTableRoute[] | null {
  return built;
}

/**
 * The routes every deployed remote declares, read at run time from the remote map (or from
 * `routes.json` beside a remote's manifest): a remote adds a screen without a shell build. A
 * remote whose declarations cannot be read (not reachable, or built before remotes declared their
 * routes) is taken to serve the spec's routes for it, so its screens still show their own
 * contained load error. Two remotes declaring one path: the first in REMOTE_NAMES keeps it.
 */
export function loadRemoteRoutesTable(): Promise<readonly RemoteTableRoute[]> {
  building ??= buildTable().then((routes) => (built = routes));
  return building;
}

async function buildTable(): Promise<RemoteTableRoute[]> {
  let map: RemoteMap = {};
  try {
    map = await readRemoteMap();
  } catch {
    // The spec's routes stand in; each screen then reports its remote as not loadable.
  }
  const declared = await Promise.all(REMOTE_NAMES.map(async (name) => remoteRoutesOf(await declaredRoutes(map[name]))));
  const taken = new Set<string>();
  const table: RemoteTableRoute[] = [];
  REMOTE_NAMES.forEach((owner, i) => {
    for (const { path, title, permissions } of declared[i] ?? routesOf(owner)) {
      if (taken.has(path)) {
        console.warn(`The route '${path}' is declared by more than one remote; ${owner}'s declaration is not used.`);
        continue;
      }
      taken.add(path);
      table.push({ path, title, permissions: [...permissions], owner });
    }
  });
  return table;
}

/** What a remote declares, as read: checked by `remoteRoutesOf`. */
async function declaredRoutes(entry: RemoteEntry | undefined): Promise<unknown> {
  if (!entry) return null;
  let raw = entry.routes;
  if (raw === undefined) {
    try {
      const res = await fetch(new URL('routes.json', new URL(entry.manifest, window.location.href)), { cache: 'no-cache' });
      raw = res.ok ? await res.json() : null;
    } catch {
      raw = null;
    }
  }
  return raw;
}
