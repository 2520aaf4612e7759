import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';

const OPS = ['insert', 'update', 'delete'];

/**
 * The triggers that keep derived tables, by table: the bell's per-learner flags (migration 011),
 * the lesson income rollup (017), the lessons awaiting feedback (020, 039), the rated people's
 * feedback totals (021, 043), the lists' kept totals (031, 041, 043) and the complaints' parties as searched (040).
 */
const DERIVED_TRIGGERS = [
  ...['learners', 'departures', 'assignments', 'credits', 'bookings'].flatMap((table) =>
    OPS.map((op) => [table, `${table}_bell_${op}`] as const),
  ),
  ...OPS.map((op) => ['bookings', `bookings_income_${op}`] as const),
  ['credits', 'credits_income_value'] as const,
  ...OPS.map((op) => ['bookings', `bookings_feedback_${op}`] as const),
  ...OPS.map((op) => ['feedbacks', `feedbacks_awaited_${op}`] as const),
  ['learners', 'learners_feedback_names'] as const,
  ['learners', 'learners_feedback_totals_names'] as const,
  ['instructors', 'instructors_feedback_names'] as const,
  ['complaints', 'complaints_party_search'] as const,
  ['learners', 'learners_complaint_names'] as const,
  ['instructors', 'instructors_complaint_names'] as const,
  ...OPS.map((op) => ['feedbacks', `feedbacks_totals_${op}`] as const),
  ...['insert', 'delete'].map((op) => ['feedback_totals', `feedback_totals_kept_${op}`] as const),
  ...['learners', 'assignments'].flatMap((table) => ['insert', 'delete'].map((op) => [table, `${table}_kept_${op}`] as const)),
  ...['finance_transactions', 'mileage', 'credits'].flatMap((table) => OPS.map((op) => [table, `${table}_kept_${op}`] as const)),
];

async function setDerivedTriggers(db: Kysely<Database>, on: boolean) {
  for (const [table, trigger] of DERIVED_TRIGGERS)
    await sql`ALTER TABLE ${sql.table(table)} ${on ? sql`ENABLE` : sql`DISABLE`} TRIGGER ${sql.ref(trigger)}`.execute(db);
}

/**
 * Runs a bulk load with the derived tables' triggers off, then computes every learner's bell
 * flags, the lesson income rollup, the lessons awaiting feedback, the feedback totals, the
 * lists' kept totals and the complaints' parties as searched once:
 * on, they would recompute the learners and days of each batch again and again. Only for loads
 * into a school nobody is using yet (the ALTERs lock the tables).
 */
export async function withoutDerivedTriggers<T>(db: Kysely<Database>, load: () => Promise<T>): Promise<T> {
  await setDerivedTriggers(db, false);
  const result = await load();
  await sql`SELECT refresh_learner_bell(array_agg(student_id)) FROM learners`.execute(db);
  await sql`SELECT refresh_lesson_income()`.execute(db);
  await sql`SELECT refresh_feedback_awaited()`.execute(db);
  await sql`SELECT refresh_feedback_totals()`.execute(db);
  await sql`SELECT refresh_kept_totals()`.execute(db);
  await sql`SELECT refresh_complaint_party_search()`.execute(db);
  await setDerivedTriggers(db, true);
  return result;
}
