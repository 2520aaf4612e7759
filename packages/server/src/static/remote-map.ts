import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

export const REMOTE_NAMES = ['learners', 'instructors', 'bookings', 'reports', 'admin'] as const;

/**
 * Remote name → its mf-manifest.json address, as the shell reads it from /remotes.json, and under
 * `routes` the routes each remote built here declares (its `routes.json`, which the shell
 * otherwise reads from beside the manifest). The addresses stay plain strings, as shells built
 * before remotes declared their routes read them.
 */
export type RemoteMap = Record<string, string> & { routes?: Record<string, unknown> };

/** A file's text, read again only when it changes (a remote can move or be redeployed without a restart). */
const files = new Map<string, { mtimeMs: number; text: string }>();
function fileText(path: string): string {
  const { mtimeMs } = statSync(path);
  const kept = files.get(path);
  if (kept?.mtimeMs === mtimeMs) return kept.text;
  const text = readFileSync(path, 'utf8');
  files.set(path, { mtimeMs, text });
  return text;
}

/** The routes a remote built on this server declares, or undefined when it has none to read. */
function builtRoutes(appsRoot: string, name: string): unknown {
  const path = resolve(appsRoot, `mfe-${name}/dist/routes.json`);
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(fileText(path));
  } catch {
    return undefined;
  }
}

/**
 * The remote map's text: the configured file, or each remote built on this server with the
 * routes it declares, so the shell's first draw needs no further request to know them.
 */
export function remoteMapText(remotesFile?: string, appsRoot?: string): string {
  if (remotesFile) return fileText(remotesFile);
  const map: Record<string, unknown> = {};
  const routes: Record<string, unknown> = {};
  for (const name of REMOTE_NAMES) {
    map[name] = `/remotes/${name}/mf-manifest.json`;
    const declared = appsRoot === undefined ? undefined : builtRoutes(appsRoot, name);
    if (declared !== undefined) routes[name] = declared;
  }
  return JSON.stringify({ ...map, routes });
}

/**
 * The origins, other than the server's own, that the remote map loads remotes from; an
 * unreadable map names none (the shell then reports the remotes it cannot load).
 */
export function remoteOrigins(remotesFile?: string): string[] {
  if (!remotesFile) return [];
  let map: unknown;
  try {
    map = JSON.parse(remoteMapText(remotesFile));
  } catch {
    return [];
  }
  if (typeof map !== 'object' || map === null) return [];
  const origins = new Set<string>();
  for (const entry of Object.values(map)) {
    if (typeof entry !== 'string' || !/^https?:\/\//i.test(entry)) continue;
    try {
      origins.add(new URL(entry).origin);
    } catch {
      // Not an address: the shell reports that remote as not loadable.
    }
  }
  return [...origins];
}
