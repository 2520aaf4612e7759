import { sql, type Expression, type Kysely, type Transaction } from 'kysely';
import {
  EXPIRING_DOCUMENT_LABELS,
  EXPIRY_WARNING_DAYS,
  INSTRUCTOR_REFUSALS,
  type ExpiryItem,
  type InstructorAddress,
  type InstructorRow,
  type PageRequest,
} from '@dss/contract';
import type { Database } from '../db/tables';
import { errorCode, propertyOf } from '../property-of';
import { ActionRefused } from '../wire/handler';
import { selectPage } from '../wire/paging';
import { instructorSearch } from './instructor-search';

type Db = Kysely<Database> | Transaction<Database>;

/** Instructors as every instructor table lists them, with the title and who registered them. */
export function selectInstructorRows(db: Db) {
  return db
    .selectFrom('instructors as i')
    .innerJoin('titles as t', 't.id', 'i.title_id')
    .leftJoin('staff as s', 's.id', 'i.registered_by')
    .select([
      'i.adi_id',
      't.txt as title',
      'i.fname',
      'i.mname',
      'i.lname',
      'i.gender',
      'i.mobile',
      'i.home_phone1',
      'i.work_phone1',
      'i.email',
      'i.teaching_gears',
      'i.teaching_gens',
      'i.driving_licence_no',
      'i.instructor_licence_no',
      'i.crtb_ref',
      'i.curr_line1',
      'i.curr_line2',
      'i.curr_city',
      'i.curr_county',
      'i.curr_postcode',
      'i.acc_state',
      'i.created',
      'i.approved_at',
      'i.registered_by',
      sql<string | null>`s.fname || ' ' || s.lname`.as('reg_by_name'),
    ]);
}
export type InstructorRowQuery = ReturnType<typeof selectInstructorRows>;
type Selected = Awaited<ReturnType<InstructorRowQuery['executeTakeFirstOrThrow']>>;

export function toInstructorRow(r: Selected): InstructorRow {
  return {
    adi_id: r.adi_id,
    title: r.title,
    fname: r.fname,
    mname: r.mname ?? '',
    lname: r.lname,
    gender: r.gender === 'f' ? 'female' : 'male',
    mobile: r.mobile,
    landline: r.home_phone1 ?? r.work_phone1 ?? '',
    email: r.email,
    teaching_gears: r.teaching_gears,
    teaching_gens: r.teaching_gens,
    driving_licence_no: r.driving_licence_no,
    instructor_licence_no: r.instructor_licence_no,
    crtbRef: r.crtb_ref,
    currAddr: address(r.curr_line1, r.curr_line2, r.curr_city, r.curr_county, r.curr_postcode),
    accState: r.acc_state,
    created: r.created.toISOString(),
    added: r.created.toISOString(),
    approved: r.approved_at !== null,
    approved_at: r.approved_at?.toISOString() ?? null,
    reg_by_name: r.reg_by_name ?? '',
    reg_by_id: r.registered_by,
  };
}

export function address(
  fline: string,
  sline: string | null,
  city: string,
  county: string | null,
  postcode: string,
): InstructorAddress {
  return { fline, sline: sline ?? '', city, county: county ?? '', postcode };
}

/** What each sort key of the instructor tables sorts by. */
export const INSTRUCTOR_ORDER: Record<string, Expression<unknown>> = {
  adi_id: sql`i.adi_id`,
  name: sql`lower(i.fname || ' ' || i.lname)`,
  mobile: sql`i.mobile`,
  email: sql`lower(i.email)`,
  teaching_gears: sql`i.teaching_gears`,
  teaching_gens: sql`i.teaching_gens`,
  accState: sql`i.acc_state`,
  created: sql`i.created`,
};
export const INSTRUCTOR_TIEBREAK = sql`i.adi_id`;

/**
 * The instructor, locked for the change that follows; a deleted one (state 4) cannot be changed
 * and answers `refusal`, one that does not exist 404.
 */
export async function lockLiveInstructor(tx: Transaction<Database>, adiId: number, refusal: string) {
  const row = await tx
    .selectFrom('instructors')
    .select(['adi_id', 'acc_state'])
    .where('adi_id', '=', adiId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ActionRefused(INSTRUCTOR_REFUSALS.noInstructor, 404);
  if (row.acc_state === 4) throw new ActionRefused(refusal);
  return row;
}

/** After a conditional UPDATE changed nothing: 404 for no such instructor, otherwise `refusal`. */
export async function refuseUnchanged(db: Db, adiId: number, refusal: string): Promise<never> {
  const exists = await db.selectFrom('instructors').select('adi_id').where('adi_id', '=', adiId).executeTakeFirst();
  throw new ActionRefused(exists ? refusal : INSTRUCTOR_REFUSALS.noInstructor, exists ? 409 : 404);
}

/**
 * Expired documents and those expiring within 30 days (London days), of instructors who are
 * not deleted, from the instructor_document_expiries view.
 */
export function selectExpiries(db: Db) {
  return db
    .selectFrom('instructor_document_expiries as e')
    .innerJoin('instructors as i', 'i.adi_id', 'e.adi_id')
    .innerJoin('titles as t', 't.id', 'i.title_id')
    .leftJoin('vehicles as v', 'v.c_id', 'e.c_id')
    .where('i.acc_state', '<>', 4)
    .where(sql<boolean>`e.expires_on <= london_date(now()) + ${EXPIRY_WARNING_DAYS}::integer`)
    .select([
      'e.adi_id',
      'e.c_id',
      'e.document',
      'e.expires_on',
      'v.c_reg',
      sql<number>`(e.expires_on - london_date(now()))::integer`.as('days_left'),
      't.txt as title',
      'i.fname',
      'i.lname',
      'i.mobile',
    ]);
}
type ExpirySelected = Awaited<ReturnType<ReturnType<typeof selectExpiries>['executeTakeFirstOrThrow']>>;

export function toExpiryItem(r: ExpirySelected): ExpiryItem {
  return {
    adi_id: r.adi_id,
    document: r.document,
    document_text: EXPIRING_DOCUMENT_LABELS[r.document],
    c_id: r.c_id,
    c_reg: r.c_reg,
    expires_on: r.expires_on,
    days_left: r.days_left,
    expired: r.days_left < 0,
  };
}

/** PostgreSQL's unique-violation code and the constraint (or unique index) it names. */
export function uniqueViolation(error: unknown): string | null {
  if (errorCode(error) !== '23505') return null;
  const constraint = propertyOf(error, 'constraint');
  return typeof constraint === 'string' ? constraint : '';
}

export const planColumns = [
  'p.plan_id',
  'p.initial_fee',
  'p.work_type',
  'p.weekly_hours',
  'p.weekly_fee',
  'p.promo_code',
] as const;

/** One page of an instructor table, searched by ID, name, e-mail or mobile. */
export async function instructorPage(query: InstructorRowQuery, input: PageRequest) {
  const searched = input.search ? query.where(instructorSearch('i', input.search)) : query;
  const page = await selectPage(searched, input, INSTRUCTOR_ORDER, INSTRUCTOR_TIEBREAK);
  return { rows: page.rows.map(toInstructorRow), total: page.total, keys: page.keys };
}
