import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './tables';

/** The totals kept by triggers (migrations 031, 041 and 043), each what its list would count and sum unsearched. */
export type KeptTotalName =
  | 'learners'
  | 'assignments'
  | 'income'
  | 'expense'
  | 'mileage'
  | 'credits_held'
  | 'audit_log'
  | 'rated_instructors'
  | 'rated_learners';

export interface KeptTotal {
  count: number;
  /** money to 2 places (miles to 1 for mileage), as numeric text */
  amount: string;
  /** income and expense: the completed records' amount, as numeric text */
  completed: string;
  /** credits_held: how many learners hold a credit */
  learners: number;
}

/**
 * One kept total: the sum of its change rows, a handful between two lifecycle runs (they fold
 * them), read from the name's index whatever the size of the school.
 */
export async function keptTotal(db: Kysely<Database> | Transaction<Database>, name: KeptTotalName): Promise<KeptTotal> {
  const places = sql.lit(name === 'mileage' ? 1 : 2);
  const { rows } = await sql<{ count: string; amount: string; completed: string; learners: string }>`
    SELECT coalesce(sum(count), 0) AS count, coalesce(sum(amount), 0)::numeric(16, ${places})::text AS amount,
           coalesce(sum(completed), 0)::numeric(16, 2)::text AS completed, coalesce(sum(learners), 0) AS learners
    FROM kept_totals WHERE name = ${name}`.execute(db);
  const row = rows[0]!;
  return { count: Number(row.count), amount: row.amount, completed: row.completed, learners: Number(row.learners) };
}

/** A page's `count` option (wire/paging.ts) for a list whose unsearched total is kept. */
export const keptCount = (db: Kysely<Database>, name: KeptTotalName) => () => keptTotal(db, name).then((t) => t.count);
