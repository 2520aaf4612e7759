import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { recordLearnerPayment } from '../lifecycle/credits';
import { addInstructor, addLearner, addQuestions } from './school-fixtures';

/**
 * The small school the report tests count by hand (reports/*.test.ts), written straight to the
 * tables. Its month is March 2025, whose last Sunday (the 30th) is the clock change: events at
 * 00:30 London on the 30th (still GMT) fall inside it, and events at 23:30 UTC on the 31st
 * (00:30 BST on 1 April) fall outside it although their UTC date is the 31st.
 */
export const MARCH = { start: '2025-03-01', end: '2025-03-31' };
/** 00:30 London on the last Sunday of March 2025, before the clock goes forward (GMT). */
export const LAST_SUNDAY_0030 = '2025-03-30T00:30:00Z';
/** 00:30 BST on 1 April 2025: 31 March in UTC, April in London. */
export const APRIL_FIRST_0030_BST = '2025-03-31T23:30:00Z';

export interface ReportSchool {
  adi: { a1: number; a2: number; a3: number; a4: number; a5: number; a6: number };
  stu: { l1: number; l2: number; l3: number; l4: number; l5: number };
  plans: { fullTime: number; partTime: number };
}

async function lessonPlan(db: Kysely<Database>, gear: 'manual' | 'automatic', hours: number, price: string) {
  const row = await db
    .insertInto('lesson_plans')
    .values({ text_description: `Report ${gear} ${hours}h`, gear_type: gear, hours, plan_price: price })
    .returning('plan_id')
    .executeTakeFirstOrThrow();
  return row.plan_id;
}

async function pay(db: Kysely<Database>, stu: number, plan: number, paidAt: string): Promise<number[]> {
  const { payId } = await recordLearnerPayment(db, { studentId: stu, planId: plan, staffId: 2, paidAt: new Date(paidAt) });
  const rows = await db.selectFrom('credits').select('cred_id').where('pay_id', '=', payId).orderBy('cred_id').execute();
  return rows.map((r) => Number(r.cred_id));
}

async function booking(db: Kysely<Database>, adi: number, stu: number, cred: number, startsAt: string, state: number) {
  const starts = new Date(startsAt);
  const row = await db
    .insertInto('bookings')
    .values({
      adi_id: adi,
      stu_id: stu,
      cred_id: cred,
      lesson_starts: starts,
      lesson_end: new Date(starts.getTime() + 3_600_000),
      booking_state: state,
      completed_at: state === 5 ? new Date(starts.getTime() + 3_600_000) : null,
      booked_on: new Date('2024-01-01T00:00:00Z'),
    })
    .returning('booking_id')
    .executeTakeFirstOrThrow();
  return Number(row.booking_id);
}

async function vehicle(
  db: Kysely<Database>,
  adi: number,
  v: {
    make: string;
    gear: 'manual' | 'automatic';
    fuel: number;
    type: number;
    reg: string;
    regyear: string;
    dual: 1 | 2;
    status?: number;
  },
) {
  await db
    .insertInto('vehicles')
    .values({
      adi_id: adi,
      make: v.make,
      model: 'Model',
      colour: 'Blue',
      c_reg: v.reg,
      regyear: v.regyear,
      c_type_id: v.type,
      c_gear: v.gear,
      c_fuel: v.fuel,
      leagal_owner: 'Owner',
      dual_ctrl: v.dual,
      owner_type: 1,
      ved_exp: '2026-01-01',
      mot_exp: '2026-01-01',
      insurance_exp: '2026-01-01',
      rec_status: v.status ?? 1,
    })
    .execute();
}

async function franchise(db: Kysely<Database>, adi: number, plan: number, startDate: string, endedOn: string | null = null) {
  await db
    .insertInto('instructor_franchise')
    .values({ adi_id: adi, plan_id: plan, regularity: 1, start_date: startDate, ended_on: endedOn, recorded_by: 2 })
    .execute();
}

async function complaint(db: Kysely<Database>, row: Omit<Insertable<Database['complaints']>, 'description' | 'staff_id'>) {
  await db
    .insertInto('complaints')
    .values({
      description: 'A complaint long enough to satisfy the minimum length.',
      staff_id: 2,
      updated_on: row.resolved_on ?? row.created_on,
      ...row,
    })
    .execute();
}

export async function seedReportSchool(db: Kysely<Database>): Promise<ReportSchool> {
  // Instructors. a1 m, 44 at the end of March (C), E7, active; a2 f, 29 (B), IG1, blocked,
  // joined 10 March; a3 m, 65 (F), E7, left 20 March; a4 left before March; a5 awaiting
  // approval; a6 approved at 00:30 BST on 1 April.
  const approved = (at: string) => ({ approved_at: new Date(at), approved_by: 1, created: new Date('2019-06-01T10:00:00Z') });
  const a1 = await addInstructor(db, { gender: 'm', dob: '1980-05-04', curr_postcode: 'E7 9QP', teaching_gens: 'any' });
  const a2 = await addInstructor(db, {
    gender: 'f',
    dob: '1995-06-01',
    curr_postcode: 'IG1 2AB',
    teaching_gens: 'female',
    acc_state: 0,
    ...approved('2025-03-10T10:00:00Z'),
  });
  const a3 = await addInstructor(db, {
    gender: 'm',
    dob: '1960-01-01',
    curr_postcode: 'E7 8AA',
    teaching_gens: 'male',
    acc_state: 4,
    left_on: '2025-03-20',
    ...approved('2021-06-01T10:00:00Z'),
  });
  const a4 = await addInstructor(db, {
    gender: 'f',
    dob: '1975-01-01',
    curr_postcode: 'E7 9QP',
    acc_state: 4,
    left_on: '2024-12-31',
  });
  const a5 = await addInstructor(db, { gender: 'f', dob: '1990-01-01', acc_state: 3, approved_at: null, approved_by: null });
  const a6 = await addInstructor(db, {
    gender: 'f',
    dob: '1990-01-01',
    curr_postcode: 'IG1 2AB',
    ...approved(APRIL_FIRST_0030_BST),
  });

  await vehicle(db, a1, { make: 'Ford', gear: 'manual', fuel: 1, type: 2, reg: 'AB19CDE', regyear: '2019-05-01', dual: 1 });
  await vehicle(db, a1, {
    make: 'Kia',
    gear: 'manual',
    fuel: 1,
    type: 2,
    reg: 'AB18CDE',
    regyear: '2018-05-01',
    dual: 1,
    status: 2,
  });
  await vehicle(db, a2, { make: 'Toyota', gear: 'automatic', fuel: 3, type: 3, reg: 'CD21EFG', regyear: '2021-01-01', dual: 2 });
  await vehicle(db, a3, { make: 'Ford', gear: 'manual', fuel: 2, type: 2, reg: 'EF19GHI', regyear: '2019-09-01', dual: 1 });
  await vehicle(db, a4, { make: 'Audi', gear: 'manual', fuel: 2, type: 4, reg: 'GH20IJK', regyear: '2020-01-01', dual: 1 });

  await db
    .insertInto('instructor_languages')
    .values([
      { adi_id: a1, lang_id: 10 },
      { adi_id: a1, lang_id: 22 },
      { adi_id: a2, lang_id: 22 },
      { adi_id: a2, lang_id: 33 },
      { adi_id: a3, lang_id: 10 },
      { adi_id: a4, lang_id: 33 },
    ])
    .execute();
  await db
    .insertInto('instructor_covering_pcs')
    .values([
      { adi_id: a1, pc: 'E7' },
      { adi_id: a1, pc: 'E15' },
      { adi_id: a2, pc: 'IG1' },
      { adi_id: a2, pc: 'E15' },
      { adi_id: a3, pc: 'E7' },
      { adi_id: a4, pc: 'E7' },
    ])
    .execute();

  // Franchise: a1 and a3 full time (£500 + £140 a week), a2 part time from 10 March
  // (£300 + £70 a week), a4's package ended before March.
  const plan = async (initial: string, weekly: string, workType: 'Full-Time' | 'Part-Time', hours: number) =>
    (
      await db
        .insertInto('franchise_plans')
        .values({ initial_fee: initial, weekly_fee: weekly, work_type: workType, weekly_hours: hours, created_by: 1 })
        .returning('plan_id')
        .executeTakeFirstOrThrow()
    ).plan_id;
  const fullTime = await plan('500.00', '140.00', 'Full-Time', 40);
  const partTime = await plan('300.00', '70.00', 'Part-Time', 20);
  await franchise(db, a1, fullTime, '2020-01-02');
  await franchise(db, a2, partTime, '2025-03-10');
  await franchise(db, a3, fullTime, '2021-06-01');
  await franchise(db, a4, partTime, '2022-01-01', '2024-12-31');

  // Learners. l1 f 25 (A) manual E15 Polish, joined 5 March; l2 m 34 (B) automatic IG1 Urdu,
  // joined 00:30 on the last Sunday of March; l3 m (D) manual E7 Polish, joined 00:30 BST on
  // 1 April; l4 no gender (counts as female) 70 (F) manual E7, departed in February; l5 f 39 (C)
  // automatic IG1, departed 15 March.
  const l1 = await addLearner(db, {
    gender: 'f',
    dob: '2000-01-01',
    lessons_type: 'manual',
    pickup_pc: 'E15 4LJ',
    req_language: 22,
    created: new Date('2025-03-05T10:00:00Z'),
  });
  const l2 = await addLearner(db, {
    title_id: 1,
    gender: 'm',
    dob: '1990-06-15',
    lessons_type: 'automatic',
    pickup_pc: 'IG1 2AB',
    req_language: 33,
    created: new Date(LAST_SUNDAY_0030),
  });
  const l3 = await addLearner(db, {
    title_id: 1,
    gender: 'm',
    dob: '1970-02-01',
    lessons_type: 'manual',
    pickup_pc: 'E7 9QP',
    req_language: 22,
    created: new Date(APRIL_FIRST_0030_BST),
  });
  const l4 = await addLearner(db, {
    title_id: 6,
    gender: null,
    dob: '1955-03-31',
    lessons_type: 'manual',
    pickup_pc: 'E7 9QP',
    created: new Date('2023-06-01T10:00:00Z'),
  });
  const l5 = await addLearner(db, {
    gender: 'f',
    dob: '1985-04-01',
    lessons_type: 'automatic',
    pickup_pc: 'IG1 2AB',
    created: new Date('2024-01-01T10:00:00Z'),
  });
  // Payments: £35 credits on the 4-hour packages, £45 on the 2-hour ones.
  const manual4 = await lessonPlan(db, 'manual', 4, '140.00');
  const auto4 = await lessonPlan(db, 'automatic', 4, '140.00');
  const manual2 = await lessonPlan(db, 'manual', 2, '90.00');
  const auto2 = await lessonPlan(db, 'automatic', 2, '90.00');
  const c1 = await pay(db, l1, manual4, '2025-03-05T12:00:00Z');
  const c2 = await pay(db, l2, auto4, LAST_SUNDAY_0030);
  await pay(db, l3, manual2, APRIL_FIRST_0030_BST);
  await pay(db, l4, manual2, '2024-06-02T10:00:00Z');
  const c4 = await pay(db, l4, manual2, '2025-03-10T10:00:00Z');
  const c5 = await pay(db, l5, auto2, '2024-01-02T10:00:00Z');
  // Departures are recorded after the payments: a departed learner can not be charged.
  await db
    .insertInto('departures')
    .values([
      { stu_id: l4, dep_date: '2025-02-01', reported_by: 1, reason_id: 9 },
      { stu_id: l5, dep_date: '2025-03-15', reported_by: 1, reason_id: 9 },
    ])
    .execute();

  // Lessons.
  const b1 = await booking(db, a1, l1, c1[0]!, '2025-03-12T10:00:00Z', 5);
  const b2 = await booking(db, a1, l1, c1[1]!, LAST_SUNDAY_0030, 5);
  const b3 = await booking(db, a1, l1, c1[2]!, APRIL_FIRST_0030_BST, 5);
  const b4 = await booking(db, a2, l4, c4[0]!, '2025-03-20T14:00:00Z', 5);
  await booking(db, a1, l4, c4[1]!, '2025-03-21T09:00:00Z', 3);
  const b6 = await booking(db, a2, l5, c5[0]!, '2025-03-14T09:00:00Z', 5);
  await booking(db, a1, l2, c2[0]!, '2025-03-31T10:00:00Z', 2);
  await booking(db, a3, l5, c5[1]!, '2025-02-10T10:00:00Z', 5);
  await db
    .insertInto('booking_moves')
    .values({
      booking_id: b6,
      adi_id: a2,
      from_starts: new Date('2025-03-13T09:00:00Z'),
      from_end: new Date('2025-03-13T10:00:00Z'),
      to_starts: new Date('2025-03-14T09:00:00Z'),
      to_end: new Date('2025-03-14T10:00:00Z'),
    })
    .execute();

  // Practical tests: l1 fails then passes; l2 fails twice; l4 fails six times before March and
  // passes at the seventh; l5 fails at 00:30 BST on 1 April.
  const tests: [number, string, number][] = [
    [l1, '2025-03-25T10:00:00Z', 0],
    [l1, '2025-03-28T10:00:00Z', 1],
    [l2, '2025-03-02T10:00:00Z', 0],
    [l2, '2025-03-16T10:00:00Z', 0],
    ...[1, 2, 3, 4, 5, 6].map((m): [number, string, number] => [l4, `2024-0${m}-10T10:00:00Z`, 0]),
    [l4, '2025-03-29T10:00:00Z', 1],
    [l5, APRIL_FIRST_0030_BST, 0],
  ];
  await db
    .insertInto('driving_tests')
    .values(tests.map(([stu, at, outcome]) => ({ stu_id: stu, adi_id: a1, test_at: new Date(at), outcome })))
    .execute();

  // Feedback: learner questions in three groups (one removed question never asked), instructor
  // questions in three.
  const [[onTime, fullLesson], [explain], [recommend]] = (await addQuestions(db, 'learner', [
    { text: 'Punctuality', questions: ['Arrived on time?', 'Full lesson time?'] },
    { text: 'Teaching', questions: ['Explained clearly?'] },
    { text: 'Overall', questions: ['Would recommend?'], removed: ['Old question?'] },
  ])) as [[number, number], [number], [number]];
  const [[ready], [progress], [attitude]] = (await addQuestions(db, 'instructor', [
    { text: 'Readiness', questions: ['Ready on time?'] },
    { text: 'Progress', questions: ['Progress made?'] },
    { text: 'Attitude', questions: ['Good attitude?'] },
  ])) as [[number], [number], [number]];
  const feedback = (bookingId: number, direction: number, stu: number, adi: number, at: string, q: [number, number][]) => ({
    booking_id: bookingId,
    direction,
    stu_id: stu,
    adi_id: adi,
    q1_id: q[0]![0],
    q1_rating: q[0]![1],
    q2_id: q[1]![0],
    q2_rating: q[1]![1],
    q3_id: q[2]![0],
    q3_rating: q[2]![1],
    recorded_at: new Date(at),
  });
  await db
    .insertInto('feedbacks')
    .values([
      feedback(b1, 1, l1, a1, '2025-03-12T12:00:00Z', [
        [onTime, 5],
        [explain, 4],
        [recommend, 3],
      ]),
      feedback(b2, 1, l1, a1, APRIL_FIRST_0030_BST, [
        [onTime, 1],
        [explain, 1],
        [recommend, 1],
      ]),
      feedback(b4, 1, l4, a2, LAST_SUNDAY_0030, [
        [fullLesson, 2],
        [explain, 5],
        [recommend, 4],
      ]),
      feedback(b6, 2, l5, a2, '2025-03-14T12:00:00Z', [
        [ready, 3],
        [progress, 3],
        [attitude, 4],
      ]),
    ])
    .execute();
  void b3;

  // Complaints: learner l1 about a1 (open); a2 about l2, recorded 00:30 on the last Sunday,
  // resolved 00:30 BST on 1 April, self-resolved; a third party about the school, closed for
  // want of a reply on 25 March; l4 about a1 from February, resolved 5 March; l5 about a3,
  // recorded 00:30 BST on 1 April.
  await complaint(db, {
    complain_type_id: 2,
    complainant_type: 1,
    complainee_type: 2,
    complainant_stu_id: l1,
    complainee_adi_id: a1,
    status_id: 2,
    created_on: new Date('2025-03-03T10:00:00Z'),
  });
  await complaint(db, {
    complain_type_id: 5,
    complainant_type: 2,
    complainee_type: 1,
    complainant_adi_id: a2,
    complainee_stu_id: l2,
    self_resolve: true,
    self_res_date: '2025-03-30',
    self_res_time: '12:00',
    resol_offer: false,
    status_id: 6,
    is_resolved: true,
    created_on: new Date(LAST_SUNDAY_0030),
    resolved_on: new Date(APRIL_FIRST_0030_BST),
  });
  await complaint(db, {
    complain_type_id: 11,
    complainant_type: 4,
    complainee_type: 3,
    status_id: 12,
    is_resolved: true,
    created_on: new Date('2025-03-10T10:00:00Z'),
    resolved_on: new Date('2025-03-25T10:00:00Z'),
  });
  await complaint(db, {
    complain_type_id: 2,
    complainant_type: 1,
    complainee_type: 2,
    complainant_stu_id: l4,
    complainee_adi_id: a1,
    status_id: 9,
    is_resolved: true,
    created_on: new Date('2025-02-01T10:00:00Z'),
    resolved_on: new Date('2025-03-05T10:00:00Z'),
  });
  await complaint(db, {
    complain_type_id: 2,
    complainant_type: 1,
    complainee_type: 2,
    complainant_stu_id: l5,
    complainee_adi_id: a3,
    status_id: 1,
    created_on: new Date(APRIL_FIRST_0030_BST),
  });

  return { adi: { a1, a2, a3, a4, a5, a6 }, stu: { l1, l2, l3, l4, l5 }, plans: { fullTime, partTime } };
}
