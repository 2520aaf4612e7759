import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';

/**
 * Small, explicit school records for server tests (instructors, learners, assignments, franchise
 * plans), written straight to the tables with only the columns the schema requires. Each call
 * makes a distinct record; nothing here comes from the demo generator.
 */

let serial = 1000;
const next = () => ++serial;
const digits = (n: number, width: number) => String(n).padStart(width, '0').slice(-width);

export async function addInstructor(
  db: Kysely<Database>,
  opts: { fname?: string; lname?: string; email?: string; accState?: number; approved?: boolean; created?: string } = {},
): Promise<number> {
  const n = next();
  const row = await db
    .insertInto('instructors')
    .values({
      title_id: 1,
      gender: 'm',
      dob: '1980-05-17',
      fname: opts.fname ?? 'Adrian',
      lname: opts.lname ?? `Fenwick${n}`,
      perm_line1: '4 Station Road',
      perm_city: 'London',
      perm_postcode: 'E7 9HZ',
      curr_line1: '4 Station Road',
      curr_city: 'London',
      curr_postcode: 'E7 9HZ',
      driving_licence_no: `FENWI805170A${digits(n, 4)}`,
      instructor_licence_no: digits(n, 6),
      email: opts.email ?? `adi${n}@example.invalid`,
      mobile: `0770${digits(n, 7)}`,
      crtb_ref: digits(n, 12),
      bank_name: 'Northern Bank',
      name_on_acc: 'A Fenwick',
      acc_no: digits(n, 8),
      sort_code: '123456',
      nino: `QQ${digits(n, 6)}C`,
      teaching_gens: 'any',
      teaching_gears: 'manual',
      acc_state: opts.accState ?? 1,
      created: opts.created ?? '2023-01-10T09:00:00Z',
      approved_at: opts.approved === false ? null : (opts.created ?? '2023-01-10T09:00:00Z'),
      approved_by: opts.approved === false ? null : 1,
    })
    .returning('adi_id')
    .executeTakeFirstOrThrow();
  return row.adi_id;
}

export async function addLearner(
  db: Kysely<Database>,
  opts: { fname?: string; lname?: string; email?: string; created?: string } = {},
): Promise<number> {
  const n = next();
  const row = await db
    .insertInto('learners')
    .values({
      title_id: 3,
      gender: 'f',
      fname: opts.fname ?? 'Maya',
      lname: opts.lname ?? `Osei${n}`,
      mobile: `0771${digits(n, 7)}`,
      email: opts.email ?? `learner${n}@example.invalid`,
      dob: '2004-02-11',
      driving_licence_no: `OSEI9${digits(n, 6)}MA9AB`,
      lessons_type: 'manual',
      address_line1: '27 Romford Road',
      address_city: 'London',
      address_postcode: 'E15 4LJ',
      pickup_pc: 'E15 4LJ',
      req_car_type: 1,
      acc_state: 1,
      created: opts.created ?? '2024-01-05T10:00:00Z',
    })
    .returning('student_id')
    .executeTakeFirstOrThrow();
  return row.student_id;
}

export async function assign(db: Kysely<Database>, stu: number, adi: number, on = '2024-01-06T10:00:00Z'): Promise<number> {
  const row = await db
    .insertInto('assignments')
    .values({ stu_id: stu, adi_id: adi, assign_status: 1, assign_on: on, assign_updated: on, assigned_by: 2 })
    .returning('assign_id')
    .executeTakeFirstOrThrow();
  return row.assign_id;
}

/** A franchise plan and the instructor's current package on it. */
export async function addFranchise(
  db: Kysely<Database>,
  adi: number,
  plan: { weeklyFee: string; weeklyHours: number; initialFee?: string; startDate: string; regularity?: number },
): Promise<number> {
  const p = await db
    .insertInto('franchise_plans')
    .values({
      initial_fee: plan.initialFee ?? '500.00',
      weekly_fee: plan.weeklyFee,
      work_type: plan.weeklyHours >= 30 ? 'Full-Time' : 'Part-Time',
      weekly_hours: plan.weeklyHours,
      created_by: 1,
    })
    .returning('plan_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('instructor_franchise')
    .values({ adi_id: adi, plan_id: p.plan_id, regularity: plan.regularity ?? 1, start_date: plan.startDate, recorded_by: 2 })
    .execute();
  return p.plan_id;
}

/** A lesson plan of `hours` credits at `price` (manual). */
export async function addLessonPlan(db: Kysely<Database>, hours: number, price: string): Promise<number> {
  const row = await db
    .insertInto('lesson_plans')
    .values({ text_description: `${hours} hour package`, gear_type: 'manual', hours, plan_price: price })
    .returning('plan_id')
    .executeTakeFirstOrThrow();
  return row.plan_id;
}

export async function countRows(db: Kysely<Database>, table: string): Promise<number> {
  const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db);
  return r.rows[0]!.n;
}
