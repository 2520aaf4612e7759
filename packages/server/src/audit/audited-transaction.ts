import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { transactionally } from '../db/transactionally';
import { errorCode } from '../property-of';

/** Who acts and which action, for the audit rows the table triggers write (013_audit_trail.sql). */
export interface AuditActor {
  staffId: number | null;
  action: string;
}

/** Deadlock and serialisation failures: the whole action is run again, up to three times. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

/**
 * Runs `fn` in one transaction that names the staff member and the action for the audit
 * triggers (transaction-local settings, so a pooled connection never carries them into another
 * request). Every row the action changes is audited in that transaction: both commit or neither.
 * A handler's own `transactionally()` inside it is a savepoint of it.
 */
export async function auditedTransaction<T>(
  db: Kysely<Database>,
  actor: AuditActor,
  fn: (tx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transactionally(db, async (tx) => {
        await nameActor(tx, actor);
        return fn(tx);
      });
    } catch (error) {
      const code = errorCode(error);
      if (attempt >= ATTEMPTS || !code || !RETRYABLE.has(code)) throw error;
    }
  }
}

/** Names who acts for the audit rows of the rest of this transaction. */
export async function nameActor(tx: Kysely<Database>, actor: AuditActor): Promise<void> {
  await sql`SELECT set_config('app.staff_id', ${actor.staffId === null ? '' : String(actor.staffId)}, true),
                   set_config('app.action', ${actor.action}, true)`.execute(tx);
}

/**
 * Writes demo data unaudited: the demo school's history is generated, not done by anyone, and
 * the large school's two million rows would double in the trail. Transaction-local, as above.
 * The trigger honours it for the trail's owner only (028_runtime_role.sql): on the server's
 * runtime role it does nothing, and every row is audited.
 */
export async function withoutAudit<T>(db: Kysely<Database>, fn: (tx: Kysely<Database>) => Promise<T>): Promise<T> {
  const run = async (tx: Kysely<Database>) => {
    await sql`SELECT set_config('app.audit', 'off', true)`.execute(tx);
    return fn(tx);
  };
  return db.isTransaction ? run(db) : transactionally(db, run);
}
