import { sql, type Kysely, type Transaction, type TransactionBuilder } from 'kysely';
import type { Database } from '../db/tables';

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
 * `fn` gets a handle on which `transaction()` opens a savepoint, so handlers written with their
 * own transactions run unchanged inside this one.
 */
export async function auditedTransaction<T>(
  db: Kysely<Database>,
  actor: AuditActor,
  fn: (tx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (tx) => {
        await nameActor(tx, actor);
        return fn(nestable(tx));
      });
    } catch (error) {
      const code = (error as { code?: string } | null)?.code;
      if (attempt >= ATTEMPTS || !code || !RETRYABLE.has(code)) throw error;
    }
  }
}

/** Names who acts for the audit rows of the rest of this transaction. */
export async function nameActor(tx: Kysely<Database>, actor: AuditActor): Promise<void> {
  await sql`SELECT set_config('app.staff_id', ${actor.staffId === null ? '' : String(actor.staffId)}, true),
                   set_config('app.action', ${actor.action}, true)`.execute(tx);
}

let savepoints = 0;

/**
 * Runs `fn` inside a savepoint of `tx`: its changes are undone if it throws, and the outer
 * transaction goes on (a handler that turns a unique violation into a refusal can still read).
 */
export async function withSavepoint<T>(tx: Transaction<Database>, fn: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
  const name = sql.raw(`nested_${++savepoints}`);
  await sql`SAVEPOINT ${name}`.execute(tx);
  try {
    const result = await fn(nestable(tx));
    await sql`RELEASE SAVEPOINT ${name}`.execute(tx);
    return result;
  } catch (error) {
    await sql`ROLLBACK TO SAVEPOINT ${name}`.execute(tx);
    throw error;
  }
}

/** A transaction whose `transaction()` opens a savepoint instead of refusing. */
export function nestable(tx: Transaction<Database>): Transaction<Database> {
  const nested = {
    execute: <T>(fn: (inner: Transaction<Database>) => Promise<T>) => withSavepoint(tx, fn),
    // The outer transaction's isolation and access mode hold for everything inside it.
    setIsolationLevel: () => nested,
    setAccessMode: () => nested,
  } as unknown as TransactionBuilder<Database>;
  return new Proxy(tx, {
    get(target, prop) {
      if (prop === 'transaction') return () => nested;
      const value: unknown = Reflect.get(target, prop, target);
      // Kysely's methods read private fields: they must run on the transaction itself.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
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
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
