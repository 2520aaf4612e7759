import { sql, type Kysely, type Transaction } from 'kysely';
import { LEARNER_REFUSALS, type LearnerListed } from '@dss/contract';
import type { Database } from '../db/tables';
import { LONDON } from '../db/london-sql';
import { errorCode } from '../property-of';
import { ActionRefused, type handle } from '../wire/handler';

type Db = Kysely<Database> | Transaction<Database>;

/** Learners as listed (document 1 §3), with the title's text. */
export function selectLearners(db: Db) {
  return db
    .selectFrom('learners as l')
    .innerJoin('titles as t', 't.id', 'l.title_id')
    .select([
      'l.student_id',
      't.txt as title',
      'l.title_id',
      'l.gender',
      'l.fname',
      'l.mname',
      'l.lname',
      'l.mobile',
      'l.landline',
      'l.email',
      'l.dob',
      'l.driving_licence_no',
      'l.lessons_type',
      'l.address_line1',
      'l.address_line2',
      'l.address_city',
      'l.address_county',
      'l.address_postcode',
      'l.pickup_pc',
      'l.outer_pc',
      'l.req_adi_gender',
      'l.req_language',
      'l.req_car_type',
      'l.acc_state',
      'l.created',
      'l.lesson_reminders',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectLearners>['executeTakeFirstOrThrow']>>;

export function toListed(r: Row): LearnerListed {
  return {
    student_id: r.student_id,
    title: r.title,
    title_id: r.title_id,
    gender: r.gender,
    fname: r.fname,
    mname: r.mname ?? '',
    lname: r.lname,
    mobile: r.mobile,
    landline: r.landline ?? '',
    email: r.email,
    dob: r.dob,
    driving_licence_no: r.driving_licence_no,
    lessons_type: r.lessons_type,
    address: {
      line1: r.address_line1,
      line2: r.address_line2 ?? '',
      city: r.address_city,
      county: r.address_county ?? '',
      postcode: r.address_postcode,
    },
    pickup_pc: r.pickup_pc,
    outer_pc: r.outer_pc,
    req_adi_gender: r.req_adi_gender,
    req_language: r.req_language,
    req_car_type: r.req_car_type,
    accState: r.acc_state,
    created: r.created.toISOString(),
    lesson_reminders: r.lesson_reminders,
  };
}

/** A staff member's display name, or 'System' for work the lifecycle did. */
export const staffName = (column: string) =>
  sql<string>`coalesce((SELECT s.fname || ' ' || s.lname FROM staff s WHERE s.id = ${sql.ref(column)}), 'System')`;

/** 'HH:MM' of an instant on the London clock. */
export const londonTime = (column: string) => sql<string>`to_char(${sql.ref(column)} AT TIME ZONE ${LONDON}, 'HH24:MI')`;

export function isUniqueViolation(error: unknown): boolean {
  return errorCode(error) === '23505';
}

export const outcomeText = (column: string, pass: string, fail: string) =>
  sql<string>`CASE ${sql.ref(column)} WHEN 1 THEN ${pass} ELSE ${fail} END`;

export async function learnerExists(ctx: Parameters<Parameters<typeof handle>[1]>[0], id: number) {
  const row = await ctx.db.selectFrom('learners').select('student_id').where('student_id', '=', id).executeTakeFirst();
  if (!row) throw new ActionRefused(LEARNER_REFUSALS.noLearner, 404);
}
