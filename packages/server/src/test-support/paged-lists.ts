import { ALL_ACTIONS, addDays, londonToday, type ActionDef } from '@dss/contract';
import { requestFields, type JsonSchema } from '@dss/contract/wire-shapes';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';

/**
 * Every list action of the contract (its request pages: `pagesize`) and the fields its screen
 * sends besides paging, for the paging test (wire/paging.test.ts) and the list bench
 * (bench/list-bench.ts): a new list is covered by both without being named there.
 */
export function pagedActions(): ActionDef[] {
  return ALL_ACTIONS.filter((a) => 'pagesize' in requestKeys(a));
}

/** The fields of an action's request, each with its JSON Schema, as the wire check reads them. */
export function requestKeys(action: ActionDef): Record<string, JsonSchema> {
  return requestFields(action) ?? {};
}

/** The sort keys a list action takes, its default first (pageFields declares them so). */
export function sortKeysOf(action: ActionDef): string[] {
  const keys = requestKeys(action).sort?.enum;
  return Array.isArray(keys) ? keys.map(String) : [];
}

/** The identifiers a school's scoped lists are asked for: its busiest instructor and learner. */
export interface Subjects {
  adi: string;
  learner: string;
  start: string;
  end: string;
}

/**
 * The fields a list's screen sends beyond paging, per action. A list missing here is sent paging
 * alone; one that then answers 422 fails the paging test, so a new list with a required filter is
 * added here.
 */
export const SCREEN_FIELDS: Record<string, (s: Subjects) => Record<string, string>> = {
  outboxmails: () => ({ status: '' }),
  learnerpaymentsearch: () => ({ keyword: '' }),
  instructorexpiries: () => ({ status: '' }),
  loadinstructorstates: () => ({ accstate: '' }),
  searchinstructors: () => ({ accstate: '', gear: '', pc: '' }),
  loadaditimeaway: (s) => ({ adiid: s.adi }),
  financemileage: () => ({ adiid: 'school' }),
  instructorpaymenthistory: (s) => ({ id: s.adi, start: s.start, end: s.end }),
  financetransactions: () => ({ adiid: 'school', type: 'income', from: '', to: '' }),
  instructorlearners: (s) => ({ id: s.adi }),
  instructorpendinglearners: (s) => ({ id: s.adi }),
  instructorfeedbackinstructors: (s) => ({ id: s.learner }),
  learnerfeedbacklearners: (s) => ({ id: s.adi }),
  performancebookedlessons: (s) => ({ id: s.adi, start: s.start, end: s.end }),
  performancecancelled: (s) => ({ id: s.adi, start: s.start, end: s.end }),
  performancenewlearners: (s) => ({ id: s.adi, start: s.start, end: s.end }),
  performancerescheduled: (s) => ({ id: s.adi, start: s.start, end: s.end }),
  performancetestoutcomes: (s) => ({ type: '1', id: s.adi, start: s.start, end: s.end }),
  auditlog: () => ({}),
  recordhistory: (s) => ({ kind: 'learner', id: s.learner }),
};

/** A school's subjects: the instructor with the most assignments, the learner with the most lessons, the last year. */
export async function subjectsOf(db: Kysely<Database>): Promise<Subjects> {
  const busiest = async (table: 'assignments' | 'bookings', column: 'adi_id' | 'stu_id') => {
    const { rows } = await sql<{ id: number }>`SELECT ${sql.ref(column)} AS id FROM ${sql.table(table)}
      GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`.execute(db);
    return String(rows[0]!.id);
  };
  const today = londonToday();
  return {
    adi: await busiest('assignments', 'adi_id'),
    learner: await busiest('bookings', 'stu_id'),
    start: addDays(today, -365),
    end: today,
  };
}
