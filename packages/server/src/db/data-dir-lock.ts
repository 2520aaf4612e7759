import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { errorCode } from '../property-of';

/** The lock file inside PGlite's data folder; PGlite ignores files it does not know there. */
export const LOCK_FILE_NAME = 'dss-server.lock';

/** A file created a moment ago may not have its pid written yet: it is held, not stale. */
const UNWRITTEN_GRACE_MS = 10_000;

/** Another live process holds the data folder. */
export class DataDirInUse extends Error {}

/** Lock files this process holds, so a second open here is refused too. */
const heldHere = new Set<string>();

/**
 * Takes the data folder for this process: PGlite is one process's database, and a second
 * process writing the same files would corrupt it. The lock file is created with O_EXCL and
 * holds the pid; a lock left by a process that is no longer running is taken over. Answers the
 * release, which removes the file only while it is still this process's.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE_NAME);
  if (heldHere.has(path)) throw new DataDirInUse(`The data folder ${dataDir} is already open in this process.`);
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx');
    } catch (err) {
      if (errorCode(err) !== 'EEXIST') throw err;
      const holder = heldBy(path);
      if (holder !== null) {
        throw new DataDirInUse(
          `The data folder ${dataDir} is in use by another server process (pid ${holder}). ` +
            `Stop that process first, or give this one its own DATA_DIR.`,
        );
      }
      rmSync(path, { force: true });
      continue;
    }
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
    heldHere.add(path);
    const release = () => {
      if (!heldHere.delete(path)) return;
      if (readPid(path) === process.pid) rmSync(path, { force: true });
    };
    process.once('exit', release);
    return () => {
      process.off('exit', release);
      release();
    };
  }
  throw new DataDirInUse(`Could not take the lock ${path}: other processes keep taking it.`);
}

/** The pid of the live process holding the lock, or null when the lock is stale. */
function heldBy(path: string): number | 'unknown' | null {
  const pid = readPid(path);
  if (pid === undefined) return null; // removed meanwhile
  if (pid === null) {
    const stat = statSync(path, { throwIfNoEntry: false });
    return stat && Date.now() - stat.mtimeMs < UNWRITTEN_GRACE_MS ? 'unknown' : null;
  }
  // Our own pid in a lock we did not take: left by an earlier run that had the same pid (a restarted container).
  if (pid === process.pid) return null;
  return isRunning(pid) ? pid : null;
}

/** The pid in the lock file; null when it holds none, undefined when there is no file. */
function readPid(path: string): number | null | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return undefined;
    throw err;
  }
  return /^\d+\s*$/.test(text) ? Number(text) : null;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user.
    return errorCode(err) === 'EPERM';
  }
}
