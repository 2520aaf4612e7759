import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/** The bell's per-learner triggers (migration 011), by table. */
const BELL_TRIGGERS = ['learners', 'departures', 'assignments', 'credits', 'bookings'].flatMap((table) =>
  ['insert', 'update', 'delete'].map((op) => [table, `${table}_bell_${op}`] as const),
);

async function setBellTriggers(db: Kysely<Database>, on: boolean) {
  for (const [table, trigger] of BELL_TRIGGERS)
    await sql`ALTER TABLE ${sql.table(table)} ${on ? sql`ENABLE` : sql`DISABLE`} TRIGGER ${sql.ref(trigger)}`.execute(db);
}

/**
 * Runs a bulk load with the bell's triggers off, then computes every learner's flags once:
 * on, they would recompute the learners of each batch again and again. Only for loads into a
 * school nobody is using yet (the ALTERs lock the tables).
 */
export async function withoutBellTriggers<T>(db: Kysely<Database>, load: () => Promise<T>): Promise<T> {
  await setBellTriggers(db, false);
  const result = await load();
  await sql`SELECT refresh_learner_bell(array_agg(student_id)) FROM learners`.execute(db);
  await setBellTriggers(db, true);
  return result;
}
