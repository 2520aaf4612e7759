import { sql } from 'kysely';
import { LEARNER_REFUSALS, learnerActions, SUCCESS } from '@dss/contract';
import { ActionRefused, handle, staffOf } from '../wire/handler';
import { departureEndState } from './departure-end-state';
import { endActiveAssignment } from './assignment-end';
import { londonTime } from './learner-rows';

const outcomeText = (column: string, pass: string, fail: string) =>
  sql<string>`CASE ${sql.ref(column)} WHEN 1 THEN ${pass} ELSE ${fail} END`;
const adiName = (alias: string) => sql<string>`${sql.ref(`${alias}.fname`)} || ' ' || ${sql.ref(`${alias}.lname`)}`;

async function learnerExists(ctx: Parameters<Parameters<typeof handle>[1]>[0], id: number) {
  const row = await ctx.db.selectFrom('learners').select('student_id').where('student_id', '=', id).executeTakeFirst();
  if (!row) throw new ActionRefused(LEARNER_REFUSALS.noLearner, 404);
}

const departureHandler = handle(learnerActions.learnerDeparture, async (ctx, { id }) =>
  ctx.db
    .selectFrom('departures as d')
    .innerJoin('departure_reporters as r', 'r.id', 'd.reported_by')
    .innerJoin('departure_reasons as why', 'why.id', 'd.reason_id')
    .select(['d.dep_date', 'r.txt as reported_by', 'why.txt as reason_txt'])
    .where('d.stu_id', '=', id)
    .execute(),
);

const eyeTestsHandler = handle(learnerActions.learnerEyeTests, async (ctx, { id }) =>
  ctx.db
    .selectFrom('eye_tests as e')
    .leftJoin('instructors as i', 'i.adi_id', 'e.adi_id')
    .innerJoin('eye_test_next_steps as n', 'n.id', 'e.next_step')
    .select([
      'e.id',
      'e.tested_on',
      sql<string>`coalesce(i.fname || ' ' || i.lname, 'No Active Driving Instructor')`.as('adi_name'),
      outcomeText('e.outcome', 'Pass', 'Fail').as('outcome'),
      'n.txt as nextstep',
    ])
    .where('e.stu_id', '=', id)
    .orderBy('e.tested_on', 'desc')
    .orderBy('e.id', 'desc')
    .execute(),
);

const drivingTestsHandler = handle(learnerActions.learnerDrivingTests, async (ctx, { id }) =>
  ctx.db
    .selectFrom('driving_tests as d')
    .innerJoin('instructors as i', 'i.adi_id', 'd.adi_id')
    .select([
      'd.id',
      'd.test_date',
      londonTime('d.test_at').as('test_time'),
      adiName('i').as('adi_name'),
      outcomeText('d.outcome', 'Passed', 'Failed').as('outcome_text'),
    ])
    .where('d.stu_id', '=', id)
    .orderBy('d.test_at', 'desc')
    .execute(),
);

const theoryTestsHandler = handle(learnerActions.learnerTheoryTests, async (ctx, { id }) =>
  ctx.db
    .selectFrom('theory_tests as t')
    .select(['t.id', 't.test_date', 't.mcq_points', 't.hp_points', outcomeText('t.outcome', 'Pass', 'Fail').as('outcome_text')])
    .where('t.stu_id', '=', id)
    .orderBy('t.test_date', 'desc')
    .orderBy('t.id', 'desc')
    .execute(),
);

const paymentsHandler = handle(learnerActions.learnerPayments, async (ctx, { id }) => {
  const rows = await ctx.db
    .selectFrom('learner_payments')
    .select(['pay_id as id', 'credits', 'price', 'paid_on', 'voided_at', 'void_reason'])
    .where('stu_id', '=', id)
    .orderBy('paid_on', 'desc')
    .execute();
  return rows.map(({ voided_at, ...r }) => ({
    ...r,
    paid_on: r.paid_on.toISOString(),
    voided_on: voided_at ? voided_at.toISOString() : null,
  }));
});

const bookingsHandler = handle(learnerActions.learnerBookings, async (ctx, { id }) => {
  const rows = await ctx.db
    .selectFrom('bookings as b')
    .select([
      'b.booking_id as id',
      'b.adi_id',
      'b.lesson_date as date',
      londonTime('b.lesson_starts').as('start_time'),
      londonTime('b.lesson_end').as('end_time'),
      'b.booked_on',
      'b.booking_state as status',
      'b.cancel_party as cancelled_by',
      'b.credit_forfeited',
    ])
    .where('b.stu_id', '=', id)
    .orderBy('b.lesson_starts', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), booked_on: r.booked_on.toISOString() }));
});

/**
 * One departure per learner; the date cannot be in the future (checked by the contract). The
 * departure ends the learner's active assignment in the same transaction, with the state its
 * reason implies (departureEndState).
 */
const saveDepartureHandler = handle(learnerActions.saveDeparture, async (ctx, input) => {
  await learnerExists(ctx, input.learner);
  const reporter = await ctx.db
    .selectFrom('departure_reporters')
    .select('id')
    .where('id', '=', input.reportedby)
    .executeTakeFirst();
  if (!reporter) throw new ActionRefused('Reported by is required.', 422);
  const reason = await ctx.db
    .selectFrom('departure_reasons')
    .select(['id', 'txt'])
    .where('id', '=', input.reason)
    .executeTakeFirst();
  if (!reason) throw new ActionRefused('Reason for departure is required.', 422);
  const staffId = staffOf(ctx).staffId;
  await ctx.db.transaction().execute(async (tx) => {
    const inserted = await tx
      .insertInto('departures')
      .values({
        stu_id: input.learner,
        dep_date: input.dateofdeparture,
        reported_by: input.reportedby,
        reason_id: input.reason,
        recorded_by: staffId,
      })
      .onConflict((oc) => oc.column('stu_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new ActionRefused(LEARNER_REFUSALS.departureExists);
    await endActiveAssignment(
      tx,
      { studentId: input.learner },
      { status: departureEndState(reason.id), reason: `Departure: ${reason.txt}`, staffId },
    );
  });
  return SUCCESS;
});

/** A learner who has come back: their departure goes (its values stay in the audit trail). */
const withdrawDepartureHandler = handle(learnerActions.withdrawDeparture, async (ctx, input) => {
  await learnerExists(ctx, input.learner);
  const removed = await ctx.db.deleteFrom('departures').where('stu_id', '=', input.learner).returning('id').executeTakeFirst();
  if (!removed) throw new ActionRefused(LEARNER_REFUSALS.noDeparture);
  return SUCCESS;
});

const saveTheoryTestHandler = handle(learnerActions.saveTheoryTest, async (ctx, input) => {
  await learnerExists(ctx, input.learner);
  if (input.outcome === 1 && (input.mcqpoints < 43 || input.hppoints < 44))
    throw new ActionRefused(LEARNER_REFUSALS.theoryPassMarks, 422);
  await ctx.db
    .insertInto('theory_tests')
    .values({
      stu_id: input.learner,
      test_date: input.dateoftest,
      mcq_points: input.mcqpoints,
      hp_points: input.hppoints,
      outcome: input.outcome,
      recorded_by: staffOf(ctx).staffId,
    })
    .execute();
  return SUCCESS;
});

/** Only the learner's active instructor (latest status-1 assignment) can carry out an eye test. */
const saveEyeTestHandler = handle(learnerActions.saveEyeTest, async (ctx, input) => {
  await learnerExists(ctx, input.learner);
  const active = await ctx.db
    .selectFrom('assignments')
    .select('adi_id')
    .where('stu_id', '=', input.learner)
    .where('assign_status', '=', 1)
    .orderBy('assign_on', 'desc')
    .executeTakeFirst();
  if (!active || active.adi_id !== input.testedby) throw new ActionRefused(LEARNER_REFUSALS.notActiveInstructor);
  const step = await ctx.db.selectFrom('eye_test_next_steps').select('id').where('id', '=', input.nextsteps).executeTakeFirst();
  if (!step) throw new ActionRefused('Eye test next step is required.', 422);
  await ctx.db
    .insertInto('eye_tests')
    .values({
      stu_id: input.learner,
      tested_on: input.dateoftest,
      adi_id: input.testedby,
      outcome: input.outcome,
      next_step: input.nextsteps,
      recorded_by: staffOf(ctx).staffId,
    })
    .execute();
  return SUCCESS;
});

export const learnerPageHandlers = [
  departureHandler,
  eyeTestsHandler,
  drivingTestsHandler,
  theoryTestsHandler,
  paymentsHandler,
  bookingsHandler,
  saveDepartureHandler,
  withdrawDepartureHandler,
  saveTheoryTestHandler,
  saveEyeTestHandler,
];
