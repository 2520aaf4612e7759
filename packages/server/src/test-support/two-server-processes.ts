import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { seedPlatform } from '../demo/seed-platform';
import { openFreshDatabase } from './fresh-database';
import { startServerProcess, type ServerProcess } from './server-process';

/** The skip reason of two-process tests on PGlite, whose data folder one process holds at a time. */
export const SKIP_WITHOUT_POSTGRES = process.env.DATABASE_URL
  ? false
  : 'needs DATABASE_URL: two server processes can not share a PGlite folder (the second refuses to start)';

export interface TwoServerProcesses {
  /** the test's own connection to the shared database, for fixtures and for reading effects */
  db: Kysely<Database>;
  servers: [ServerProcess, ServerProcess];
  /** Stops both servers, then drops the database. */
  close(): Promise<void>;
}

/**
 * Two real server processes (main.ts) on one new PostgreSQL database on DATABASE_URL's server,
 * migrated and holding the platform rows (staff 1 and 2 with the demo passwords), the way two
 * servers behind a load balancer run. PGlite can not be shared between processes.
 */
export async function startTwoServerProcesses(opts: { env?: Record<string, string> } = {}): Promise<TwoServerProcesses> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('Two server processes need PostgreSQL (DATABASE_URL).');
  const fresh = await openFreshDatabase(base);
  const { db } = fresh;
  const started: ServerProcess[] = [];
  const close = async () => {
    await Promise.all(started.map((s) => s.stop()));
    await fresh.close();
  };
  try {
    await seedPlatform(db);
    const starts = await Promise.allSettled([1, 2].map(() => startServerProcess({ databaseUrl: fresh.url!, env: opts.env })));
    for (const s of starts) if (s.status === 'fulfilled') started.push(s.value);
    const failed = starts.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await close();
    throw error;
  }
  return { db, servers: [started[0]!, started[1]!], close };
}
