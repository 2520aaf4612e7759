import { ControlledTransaction, type Kysely, type Transaction } from 'kysely';

let savepoints = 0;

/**
 * Runs `fn` atomically with Kysely's controlled transactions: in a new transaction on a handle
 * that is none, committed when `fn` returns and rolled back when it throws; inside a transaction
 * opened here, in a savepoint of it, so a broken rule undoes only `fn`'s part and the caller's
 * transaction goes on (a handler that turns a unique violation into a refusal can still read).
 * Every transaction of the server is opened here (ESLint refuses `db.transaction()`), so any of
 * them can hold another.
 */
export async function transactionally<DB, T>(db: Kysely<DB>, fn: (tx: Transaction<DB>) => Promise<T>): Promise<T> {
  if (db instanceof ControlledTransaction) return inSavepoint(db, fn);
  if (db.isTransaction) throw new Error('A transaction not opened by transactionally() cannot hold a savepoint.');
  const tx = await db.startTransaction().execute();
  try {
    const result = await fn(tx);
    await tx.commit().execute();
    return result;
  } catch (error) {
    // After a failed COMMIT PostgreSQL has already ended the transaction; ROLLBACK only warns.
    if (!tx.isRolledBack) await tx.rollback().execute();
    throw error;
  }
}

async function inSavepoint<DB, T>(tx: ControlledTransaction<DB>, fn: (tx: Transaction<DB>) => Promise<T>): Promise<T> {
  const name = `nested_${++savepoints}`;
  const inner = await tx.savepoint(name).execute();
  try {
    const result = await fn(inner);
    await inner.releaseSavepoint(name).execute();
    return result;
  } catch (error) {
    await inner.rollbackToSavepoint(name).execute();
    throw error;
  }
}
