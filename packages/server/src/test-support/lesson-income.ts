import { sql, type Kysely } from 'kysely';
import { londonDate } from '@dss/contract';
import type { Database } from '../db/tables';

/** One day and instructor of lesson income: lessons taken and their credits' value in pence. */
export interface IncomeDay {
  day: string;
  adiId: number;
  lessons: number;
  pence: number;
}

const byKey = (a: IncomeDay, b: IncomeDay) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.adiId - b.adiId);
const pence = (value: string | number) => Math.round(Number(value) * 100);

/** What the lesson_income rollup (migration 017) holds. */
export async function keptLessonIncome(db: Kysely<Database>): Promise<IncomeDay[]> {
  const { rows } = await sql<{ day: string; adi_id: number; lessons: number; money: string }>`
    SELECT lesson_date::text AS day, adi_id, lessons, money::text AS money FROM lesson_income`.execute(db);
  return rows.map((r) => ({ day: r.day, adiId: r.adi_id, lessons: r.lessons, pence: pence(r.money) })).sort(byKey);
}

/**
 * The same figures worked out here from the raw rows, independently of the database's
 * functions: every Complete lesson on the London day of its start (JavaScript's time zone
 * rules), with its credit's value.
 */
export async function lessonIncomeFromLessons(db: Kysely<Database>): Promise<IncomeDay[]> {
  const lessons = await db
    .selectFrom('bookings')
    .select(['adi_id', 'cred_id', 'lesson_starts'])
    .where('booking_state', '=', 5)
    .execute();
  const credits = await db.selectFrom('credits').select(['cred_id', 'cred_value']).execute();
  const value = new Map(credits.map((c) => [String(c.cred_id), pence(c.cred_value)]));
  const days = new Map<string, IncomeDay>();
  for (const b of lessons) {
    const day = londonDate(b.lesson_starts);
    const key = `${day} ${b.adi_id}`;
    const row = days.get(key) ?? { day, adiId: b.adi_id, lessons: 0, pence: 0 };
    row.lessons += 1;
    row.pence += value.get(String(b.cred_id))!;
    days.set(key, row);
  }
  return [...days.values()].sort(byKey);
}
