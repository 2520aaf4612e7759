const REMOTE_MAP_URL = '/remotes.json';
let remoteMap: Promise<Record<string, string>> | null = null;

/**
 * Where each remote is deployed, read at run time so a remote is redeployed without rebuilding
 * the shell. Read once; a failed read, or `fresh`, reads again.
 */
export function readRemoteMap(fresh = false): Promise<Record<string, string>> {
  if (fresh) remoteMap = null;
  remoteMap ??= fetch(REMOTE_MAP_URL, { cache: 'no-cache' })
    .then((res) => {
      if (!res.ok) throw new Error(`The remote map answered ${res.status}`);
      return res.json() as Promise<Record<string, string>>;
    })
    .catch((err: unknown) => {
      remoteMap = null;
      throw err;
    });
  return remoteMap;
}
