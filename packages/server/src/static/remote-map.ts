import { readFileSync, statSync } from 'node:fs';

export const REMOTE_NAMES = ['learners', 'instructors', 'bookings', 'reports', 'admin'] as const;

/** Remote name → its mf-manifest.json address, as the shell reads it from /remotes.json. */
export type RemoteMap = Record<string, string>;

let cached: { file: string; mtimeMs: number; text: string } | null = null;

/**
 * The remote map's text: the configured file, read again only when it changes (a remote can
 * move without a restart), or each built remote's manifest on this server.
 */
export function remoteMapText(remotesFile?: string): string {
  if (!remotesFile) {
    const map: RemoteMap = {};
    for (const name of REMOTE_NAMES) map[name] = `/remotes/${name}/mf-manifest.json`;
    return JSON.stringify(map);
  }
  const { mtimeMs } = statSync(remotesFile);
  if (cached?.file !== remotesFile || cached.mtimeMs !== mtimeMs) {
    cached = { file: remotesFile, mtimeMs, text: readFileSync(remotesFile, 'utf8') };
  }
  return cached.text;
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
  const origins = new Set<string>();
  for (const entry of Object.values(map as object)) {
    if (typeof entry !== 'string' || !/^https?:\/\//i.test(entry)) continue;
    try {
      origins.add(new URL(entry).origin);
    } catch {
      // Not an address: the shell reports that remote as not loadable.
    }
  }
  return [...origins];
}
