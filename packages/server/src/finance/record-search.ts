import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/tables';
import { containsPattern } from '../wire/paging';

/**
 * A finance record's own searched fields as one text, as migration 035 indexes it: its payment
 * method, status, notes and amount, joined by the unit separator (no search text holds one).
 */
export const RECORD_TEXT = sql<string>`(lower(f.t_pay_method) || E'\\x1f' || f.t_status || E'\\x1f' || lower(coalesce(f.t_notes, '')) || E'\\x1f' || f.t_amount::text)`;

/**
 * The instructors whose name holds `search`, found in their own table (a trigram index serves it)
 * before the records are: a record list then reads the found instructors' records by its
 * instructor index instead of testing every record's joined name.
 */
export async function instructorsNamed(db: Kysely<Database>, search: string): Promise<number[]> {
  const rows = await db
    .selectFrom('instructors')
    .select('adi_id')
    .where(sql<SqlBool>`lower(fname || ' ' || lname) LIKE ${containsPattern(search)}`)
    .execute();
  return rows.map((r) => r.adi_id);
}

/** The finance categories whose name holds `search`. */
export async function categoriesNamed(db: Kysely<Database>, search: string): Promise<number[]> {
  const rows = await db
    .selectFrom('finance_categories')
    .select('rec_id')
    .where(sql<SqlBool>`lower(category) LIKE ${containsPattern(search)}`)
    .execute();
  return rows.map((r) => r.rec_id);
}

/** Whether `text` holds `search` as a LIKE '%search%' on its lower case would find it. */
export function holds(text: string, search: string): boolean {
  return text.toLowerCase().includes(search.toLowerCase());
}
