import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { recordLearnerPayment } from '../lifecycle/credits';

/**
 * Small, valid school rows written by a server test (never by the demo generator): instructors,
 * learners, assignments, lesson and franchise plans, paid credits, availability, time away and
 * feedback questions. Each call makes distinct licence numbers.
 */

let counter = 0;
const next = () => ++counter;

export async function addInstructor(
  db: Kysely<Database>,
  over: Partial<Insertable<Database['instructors']>> = {},
): Promise<number> {
  const n = next();
  const row = await db
    .insertInto('instructors')
    .values({
      title_id: 1,
      gender: 'm',
      dob: '1980-05-04',
      fname: 'Adam',
      lname: `Teacher${n}`,
      perm_line1: '1 High Street',
      perm_city: 'London',
      perm_postcode: 'E7 9QP',
      curr_line1: '1 High Street',
      curr_city: 'London',
      curr_postcode: 'E7 9QP',
      driving_licence_no: `TEACH${String(n).padStart(6, '0')}AB9CD`.slice(0, 16),
      instructor_licence_no: String(200000 + n),
      email: `adi${n}@example.invalid`,
      mobile: '07700900123',
      crtb_ref: '123456789012',
      bank_name: 'Barclays',
      name_on_acc: 'A Teacher',
      acc_no: '12345678',
      sort_code: '123456',
      nino: 'QQ123456C',
      teaching_gens: 'any',
      teaching_gears: 'both',
      acc_state: 1,
      approved_at: new Date('2020-01-02T10:00:00Z'),
      approved_by: 1,
      created: new Date('2020-01-01T10:00:00Z'),
      ...over,
    })
    .returning('adi_id')
    .executeTakeFirstOrThrow();
  return row.adi_id;
}

export async function addLearner(db: Kysely<Database>, over: Partial<Insertable<Database['learners']>> = {}): Promise<number> {
  const n = next();
  const row = await db
    .insertInto('learners')
    .values({
      title_id: 3,
      gender: 'f',
      fname: 'Lily',
      lname: `Learner${n}`,
      mobile: '07700900456',
      email: `learner${n}@example.invalid`,
      dob: '2005-02-03',
      driving_licence_no: `LEARN${String(n).padStart(6, '0')}XY9ZZ`.slice(0, 16),
      lessons_type: 'manual',
      address_line1: '2 Station Road',
      address_city: 'Ilford',
      address_postcode: 'IG1 2AB',
      pickup_pc: 'IG1 2AB',
      req_car_type: 1,
      acc_state: 1,
      created: new Date('2024-01-01T10:00:00Z'),
      ...over,
    })
    .returning('student_id')
    .executeTakeFirstOrThrow();
  return row.student_id;
}

/** An assignment of a learner to an instructor: Active (1) unless `status` says otherwise. */
export async function assign(
  db: Kysely<Database>,
  stuId: number,
  adiId: number,
  opts: { status?: number; on?: Date | string } = {},
): Promise<number> {
  const on = new Date(opts.on ?? '2024-01-02T10:00:00Z');
  const row = await db
    .insertInto('assignments')
    .values({ stu_id: stuId, adi_id: adiId, assign_status: opts.status ?? 1, assign_on: on, assign_updated: on, assigned_by: 2 })
    .returning('assign_id')
    .executeTakeFirstOrThrow();
  return row.assign_id;
}

/** An active lesson plan of `hours` hours, at `price` (£35 an hour unless given). */
export async function addPlan(
  db: Kysely<Database>,
  hours: number,
  opts: { price?: string; gear?: 'manual' | 'automatic' } = {},
): Promise<number> {
  const row = await db
    .insertInto('lesson_plans')
    .values({
      text_description: `Fixture pack ${hours}h`,
      gear_type: opts.gear ?? 'manual',
      hours,
      plan_price: opts.price ?? (hours * 35).toFixed(2),
      promocode: null,
    })
    .returning('plan_id')
    .executeTakeFirstOrThrow();
  return row.plan_id;
}

/** Pays for a plan (one Available credit per hour) and answers the credit ids, oldest first. */
export async function payCredits(db: Kysely<Database>, stuId: number, planId: number, paidAt = new Date()): Promise<number[]> {
  const { payId } = await recordLearnerPayment(db, { studentId: stuId, planId, staffId: 2, paidAt });
  const rows = await db.selectFrom('credits').select('cred_id').where('pay_id', '=', payId).orderBy('cred_id').execute();
  return rows.map((r) => Number(r.cred_id));
}

/** A learner with an active assignment to `adiId` and `hours` paid credits. */
export async function bookableLearner(
  db: Kysely<Database>,
  adiId: number,
  planId: number,
  over: Partial<Insertable<Database['learners']>> = {},
  paidAt?: Date,
): Promise<{ stuId: number; credits: number[] }> {
  const stuId = await addLearner(db, over);
  await assign(db, stuId, adiId);
  return { stuId, credits: await payCredits(db, stuId, planId, paidAt) };
}

/** Weekly availability: days 0 Sunday .. 6 Saturday with hours, lunch optional; other days off. */
export async function setAvailability(
  db: Kysely<Database>,
  adiId: number,
  working: Record<number, { start: string; end: string; lunch?: [string, string] }>,
): Promise<void> {
  await db.deleteFrom('instructor_availability').where('adi_id', '=', adiId).execute();
  await db
    .insertInto('instructor_availability')
    .values(
      [0, 1, 2, 3, 4, 5, 6].map((day) => {
        const w = working[day];
        return {
          adi_id: adiId,
          day_num: day,
          is_working: !!w,
          work_start: w?.start ?? '10:00',
          work_end: w?.end ?? '14:00',
          has_lunch: !!w?.lunch,
          lunch_start: w?.lunch?.[0] ?? null,
          lunch_end: w?.lunch?.[1] ?? null,
        };
      }),
    )
    .execute();
}

export async function addTimeAway(db: Kysely<Database>, adiId: number, startsAt: Date, endsAt: Date, reason: string, status = 1) {
  const row = await db
    .insertInto('instructor_time_away')
    .values({ adi_id: adiId, type: 'hours', reason, starts_at: startsAt, ends_at: endsAt, duration_text: '2.0 hours', status })
    .returning('rec_id')
    .executeTakeFirstOrThrow();
  return row.rec_id;
}

/** Feedback question groups with their questions for an audience; answers the question ids by group. */
export async function addQuestions(
  db: Kysely<Database>,
  audience: 'learner' | 'instructor',
  groups: { text: string; questions: string[]; removed?: string[] }[],
): Promise<number[][]> {
  const ids: number[][] = [];
  for (const g of groups) {
    const group = await db
      .insertInto('feedback_question_groups')
      .values({ audience, reporting_text: g.text, created_by: 1 })
      .returning('group_no')
      .executeTakeFirstOrThrow();
    const rows = await db
      .insertInto('feedback_questions')
      .values([
        ...g.questions.map((question) => ({ group_no: group.group_no, audience, question, created_by: 1 })),
        ...(g.removed ?? []).map((question) => ({ group_no: group.group_no, audience, question, state: 0, created_by: 1 })),
      ])
      .returning('id')
      .execute();
    ids.push(rows.slice(0, g.questions.length).map((r) => r.id));
  }
  return ids;
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

export async function countRows(db: Kysely<Database>, table: string): Promise<number> {
  const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db);
  return r.rows[0]!.n;
}
