import { sql, type Kysely } from 'kysely';
import { sessionWatchOf } from '../db/database';
import type { Database } from '../db/tables';

/**
 * Waits until the server has heard of every session change committed so far (PostgreSQL; at
 * once on PGlite), as a request arriving a moment after a change made straight in SQL would
 * find it. Notices come in commit order, so once one sent now arrives, every earlier one has.
 * `db` is the handle the app runs on (a test app's `appDb`): each handle listens on a connection
 * of its own, and the owner's having heard says nothing of when the app's will.
 */
export async function sessionNoticesHeard(db: Kysely<Database>): Promise<void> {
  const watch = sessionWatchOf(db);
  if (!watch) return;
  const before = watch.generation;
  await sql`SELECT pg_notify('dss_sessions', '')`.execute(db);
  for (let waited = 0; watch.generation === before; waited += 5) {
    if (waited > 5_000) throw new Error('No session notice arrived within 5 s.');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
