import { sql, type Kysely, type Transaction } from 'kysely';
import { LEARNER_REFUSALS } from '@dss/contract';
import type { Database } from '../db/tables';
import { transactionally } from '../db/transactionally';
import { errorCode } from '../property-of';

/**
 * The credit rules every handler that takes payments or places, moves or cancels lessons
 * goes through (docs/decisions/credits.md). Each function is one
 * transaction; a broken rule throws LifecycleRuleError and changes nothing.
 */

export class LifecycleRuleError extends Error {
  constructor(
    readonly rule: 'plan' | 'learner' | 'payer' | 'credit' | 'assignment' | 'overlap' | 'booking',
    message: string,
  ) {
    super(message);
    this.name = 'LifecycleRuleError';
  }
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * PostgreSQL checks an exclusion constraint after inserting the index entry, so two sessions
 * inserting conflicting lessons at the same moment can each wait for the other; one is then
 * cancelled as a deadlock (40P01) instead of an exclusion violation. Run again, it sees the
 * other's committed lesson and fails cleanly as an overlap.
 */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

/**
 * Runs `fn` in a transaction (or inside the caller's), again on a deadlock or serialisation
 * failure, up to three times. Handlers that check more than these functions do run their checks
 * and the lifecycle call in one such transaction.
 */
export async function inTransaction<T>(db: Db, fn: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
  // Inside an action's transaction: a savepoint, so a broken rule undoes only this part.
  if (db.isTransaction) return transactionally(db, fn);
  for (let attempt = 1; ; attempt++) {
    try {
      return await transactionally(db, fn);
    } catch (error) {
      const code = errorCode(error);
      if (attempt >= ATTEMPTS || !code || !RETRYABLE.has(code)) throw error;
    }
  }
}

/** Learner account states that can buy lessons (and be booked): 1 Active, 3 New Learner. */
const PAYING_STATES: readonly number[] = [1, 3];

/** Advisory lock spaces (two-key form) of an instructor's and a learner's diary. */
export const DIARY_LOCKS = { instructor: 82_190_327, learner: 82_190_328 } as const;

/**
 * Takes, until the transaction ends, the diary locks of an instructor and of learners (in that
 * order, learners by id), so lessons placed or moved for the same people are checked and
 * written one transaction at a time: a check then sees every committed lesson, and two clerks
 * booking one slot never deadlock. The exclusion constraints stay the proof for every writer.
 */
export async function lockDiaries(tx: Transaction<Database>, adiId: number, studentIds: readonly number[]): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${DIARY_LOCKS.instructor}::int, ${adiId}::int)`.execute(tx);
  for (const id of [...new Set(studentIds)].sort((a, b) => a - b))
    await sql`SELECT pg_advisory_xact_lock(${DIARY_LOCKS.learner}::int, ${id}::int)`.execute(tx);
}

/** PostgreSQL's exclusion-violation code, raised by the no-overlap constraints. */
function isOverlap(error: unknown): boolean {
  return errorCode(error) === '23P01';
}

export interface LearnerPayment {
  studentId: number;
  planId: number;
  staffId: number | null;
  paidAt?: Date;
}

export interface RecordedPayment {
  payId: number;
  credits: number;
}

/**
 * Takes a lesson-package payment: one payment row and one Available credit per hour of the
 * plan, in one transaction. Credits share the price to the penny (the first ones carry any
 * remainder) and expire `school_settings.credit_expiry_months` after the London date of payment.
 * Only a learner who can be booked buys lessons: Active or New, with no departure (rule 'payer').
 * With `idempotencyKey`, a payment already written with that key (by a request that got there
 * first) writes nothing and answers null.
 */
export async function recordLearnerPayment(
  db: Db,
  input: LearnerPayment & { idempotencyKey: string },
): Promise<RecordedPayment | null>;
export async function recordLearnerPayment(db: Db, input: LearnerPayment): Promise<RecordedPayment>;
export async function recordLearnerPayment(
  db: Db,
  input: LearnerPayment & { idempotencyKey?: string },
): Promise<RecordedPayment | null> {
  return inTransaction(db, async (tx) => {
    // The row lock orders the payment with a block or unblock of the same learner.
    const learner = await tx
      .selectFrom('learners as l')
      .select([
        'l.lessons_type',
        'l.acc_state',
        sql<boolean>`EXISTS (SELECT 1 FROM departures d WHERE d.stu_id = l.student_id)`.as('departed'),
      ])
      .where('l.student_id', '=', input.studentId)
      .forUpdate()
      .executeTakeFirst();
    if (!learner) throw new LifecycleRuleError('learner', 'No such learner.');
    if (!PAYING_STATES.includes(learner.acc_state)) throw new LifecycleRuleError('payer', LEARNER_REFUSALS.notPayable);
    if (learner.departed) throw new LifecycleRuleError('payer', LEARNER_REFUSALS.departed);
    const plan = await tx
      .selectFrom('lesson_plans')
      .select(['hours', 'plan_price', 'gear_type', 'status'])
      .where('plan_id', '=', input.planId)
      .executeTakeFirst();
    if (!plan || plan.status !== 1) throw new LifecycleRuleError('plan', 'The lesson package is not active.');
    if (plan.gear_type !== learner.lessons_type)
      throw new LifecycleRuleError('plan', "The lesson package does not match the learner's lessons type.");
    const paidAt = input.paidAt ?? new Date();
    const payment = await tx
      .insertInto('learner_payments')
      .values({
        stu_id: input.studentId,
        plan_id: input.planId,
        credits: plan.hours,
        price: plan.plan_price,
        paid_on: paidAt,
        recorded_by: input.staffId,
        idempotency_key: input.idempotencyKey ?? null,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('pay_id')
      .executeTakeFirst();
    if (!payment) return null;
    await sql`
      INSERT INTO credits (pay_id, stu_id, cred_value, cred_status, expires_at, created_at, status_changed_at)
      SELECT p.pay_id, p.stu_id,
             (floor(p.price * 100 / p.credits) + CASE WHEN k <= (p.price * 100)::bigint % p.credits THEN 1 ELSE 0 END) / 100,
             1, credit_expiry(p.paid_on, s.credit_expiry_months), p.paid_on, p.paid_on
      FROM learner_payments p
      CROSS JOIN school_settings s
      CROSS JOIN generate_series(1, p.credits) AS k
      WHERE p.pay_id = ${payment.pay_id}
      ORDER BY k`.execute(tx);
    return { payId: payment.pay_id, credits: plan.hours };
  });
}

export interface NewBooking {
  credId: number;
  start: Date;
  /** minutes; one credit is one hour */
  minutes?: number;
  lessonType?: number;
}

/**
 * Books lessons for a learner with their active instructor: each uses one Available credit of
 * the learner that is still valid at the lesson's start, which becomes Allocated. The first
 * lesson of an assignment is typed 'First lesson'. Overlaps (instructor or learner) are refused
 * by the database's exclusion constraints and reported as rule 'overlap'.
 */
export async function placeBookings(
  db: Db,
  input: {
    adiId: number;
    studentId: number;
    bookings: NewBooking[];
    pickup?: { line1: string | null; pc: string | null };
    dropoff?: { line1: string | null; pc: string | null };
    staffId: number | null;
    /** the weekly series the lessons are placed in */
    seriesId?: number;
  },
): Promise<number[]> {
  if (!input.bookings.length) return [];
  return inTransaction(db, async (tx) => {
    await lockDiaries(tx, input.adiId, [input.studentId]);
    const assignment = await tx
      .selectFrom('assignments')
      .select('assign_id')
      .where('stu_id', '=', input.studentId)
      .where('adi_id', '=', input.adiId)
      .where('assign_status', '=', 1)
      .executeTakeFirst();
    if (!assignment) throw new LifecycleRuleError('assignment', 'The learner is not assigned to this instructor.');
    const credIds = input.bookings.map((b) => b.credId);
    if (new Set(credIds).size !== credIds.length) throw new LifecycleRuleError('credit', 'A credit can pay for one lesson only.');
    const credits = await tx
      .selectFrom('credits')
      .select(['cred_id', 'cred_status', 'expires_at'])
      .where('stu_id', '=', input.studentId)
      .where('cred_id', 'in', credIds)
      .forUpdate()
      .execute();
    const byId = new Map(credits.map((c) => [c.cred_id, c]));
    for (const b of input.bookings) {
      const c = byId.get(b.credId);
      if (!c || c.cred_status !== 1) throw new LifecycleRuleError('credit', 'The credit is not available.');
      if (c.expires_at.getTime() <= b.start.getTime())
        throw new LifecycleRuleError('credit', 'The credit expires before the lesson.');
    }
    const previous = await tx
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('assign_id', '=', assignment.assign_id)
      .where('booking_state', '<>', 3)
      .executeTakeFirstOrThrow();
    let first = Number(previous.n) === 0;
    const sorted = [...input.bookings].sort((a, b) => a.start.getTime() - b.start.getTime());
    try {
      const rows = await tx
        .insertInto('bookings')
        .values(
          sorted.map((b) => {
            const type = b.lessonType ?? (first ? 1 : 2);
            first = false;
            return {
              adi_id: input.adiId,
              stu_id: input.studentId,
              cred_id: b.credId,
              assign_id: assignment.assign_id,
              lesson_starts: b.start,
              lesson_end: new Date(b.start.getTime() + (b.minutes ?? 60) * 60_000),
              booking_lesson_type: type,
              booking_state: 1,
              addr_line: input.pickup?.line1 ?? null,
              addr_pc: input.pickup?.pc ?? null,
              drop_line: input.dropoff?.line1 ?? null,
              drop_pc: input.dropoff?.pc ?? null,
              booked_by: input.staffId,
              updated_by: input.staffId,
              series_id: input.seriesId ?? null,
            };
          }),
        )
        .returning('booking_id')
        .execute();
      await tx
        .updateTable('credits')
        .set({ cred_status: 2, status_changed_at: new Date() })
        .where('cred_id', 'in', credIds)
        .execute();
      return rows.map((r) => r.booking_id);
    } catch (error) {
      if (isOverlap(error)) throw new LifecycleRuleError('overlap', 'The lesson overlaps another lesson.');
      throw error;
    }
  });
}

/**
 * Moves live lessons in an instructor's diary (Save diary changes). Each moved lesson becomes
 * Rescheduled and the move is recorded. Overlap is checked when the whole set has moved, so two
 * lessons can swap places.
 */
export async function moveBookings(
  db: Db,
  input: { adiId: number; moves: { bookingId: number; start: Date; end: Date }[]; staffId: number | null },
): Promise<void> {
  if (!input.moves.length) return;
  await inTransaction(db, async (tx) => {
    await sql`SET CONSTRAINTS bookings_adi_no_overlap, bookings_stu_no_overlap DEFERRED`.execute(tx);
    const ids = input.moves.map((m) => m.bookingId);
    const learners = await tx.selectFrom('bookings').select('stu_id').where('booking_id', 'in', ids).execute();
    await lockDiaries(
      tx,
      input.adiId,
      learners.map((l) => l.stu_id),
    );
    const current = await tx
      .selectFrom('bookings')
      .select(['booking_id', 'lesson_starts', 'lesson_end', 'booking_state'])
      .where('adi_id', '=', input.adiId)
      .where('booking_id', 'in', ids)
      .forUpdate()
      .execute();
    const byId = new Map(current.map((b) => [b.booking_id, b]));
    for (const m of input.moves) {
      const b = byId.get(m.bookingId);
      if (!b || (b.booking_state !== 1 && b.booking_state !== 2))
        throw new LifecycleRuleError('booking', 'Only scheduled lessons can be moved.');
      if (m.end.getTime() - m.start.getTime() !== b.lesson_end.getTime() - b.lesson_starts.getTime()) {
        throw new LifecycleRuleError('booking', 'A lesson keeps its duration when moved.');
      }
      if (m.start.getTime() === b.lesson_starts.getTime()) continue;
      await tx
        .updateTable('bookings')
        .set({ lesson_starts: m.start, lesson_end: m.end, booking_state: 2, updated_on: new Date(), updated_by: input.staffId })
        .where('booking_id', '=', m.bookingId)
        .execute();
      await tx
        .insertInto('booking_moves')
        .values({
          booking_id: m.bookingId,
          adi_id: input.adiId,
          from_starts: b.lesson_starts,
          from_end: b.lesson_end,
          to_starts: m.start,
          to_end: m.end,
          moved_by: input.staffId,
        })
        .execute();
    }
    try {
      await sql`SET CONSTRAINTS bookings_adi_no_overlap, bookings_stu_no_overlap IMMEDIATE`.execute(tx);
    } catch (error) {
      if (isOverlap(error)) throw new LifecycleRuleError('overlap', 'The lesson overlaps another lesson.');
      throw error;
    }
  });
}

/**
 * Cancels a lesson that has not happened: the booking becomes Cancelled and its credit goes back
 * to the learner (Available), or is forfeited when `forfeit` says so (a learner's late
 * cancellation under the policy). With `party` and `reason` the cancellation is the office's,
 * recorded with who and when (docs/decisions/cancellations-and-no-shows.md).
 */
export async function cancelBooking(
  db: Db,
  input: {
    bookingId: number;
    staffId: number | null;
    party?: 'learner' | 'school';
    reason?: string;
    forfeit?: boolean;
    now?: Date;
  },
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const b = await tx
      .selectFrom('bookings')
      .select(['cred_id', 'booking_state'])
      .where('booking_id', '=', input.bookingId)
      .forUpdate()
      .executeTakeFirst();
    if (!b || ![0, 1, 2].includes(b.booking_state))
      throw new LifecycleRuleError('booking', 'Only a lesson that has not happened can be cancelled.');
    const now = input.now ?? new Date();
    await tx
      .updateTable('bookings')
      .set({
        booking_state: 3,
        updated_on: now,
        updated_by: input.staffId,
        credit_forfeited: input.forfeit ?? false,
        ...(input.party && input.reason
          ? { cancel_party: input.party, cancel_reason: input.reason, cancelled_at: now, cancelled_by: input.staffId }
          : {}),
      })
      .where('booking_id', '=', input.bookingId)
      .execute();
    await tx
      .updateTable('credits')
      .set(
        input.forfeit
          ? { cred_status: 4, forfeited_at: now, forfeited_by: input.staffId, status_changed_at: now }
          : { cred_status: 1, status_changed_at: now },
      )
      .where('cred_id', '=', b.cred_id)
      .where('cred_status', 'in', [0, 2])
      .execute();
  });
}

/**
 * Records a started lesson's outcome by hand. Taken: the booking is Complete and its credit Used
 * (a no-show corrected to taken takes its credit back, unless that credit has since paid for
 * another lesson). No show: the credit is forfeited, or goes back to the learner when `forfeit`
 * is false. Recording the outcome a lesson already has changes nothing.
 */
export async function recordOutcome(
  db: Db,
  input: { bookingId: number; staffId: number | null; outcome: 'taken' | 'noshow'; forfeit: boolean; now: Date },
): Promise<'used' | 'forfeited' | 'returned'> {
  return inTransaction(db, async (tx) => {
    const b = await tx
      .selectFrom('bookings as b')
      .innerJoin('credits as c', 'c.cred_id', 'b.cred_id')
      .select(['b.cred_id', 'b.booking_state', 'b.lesson_starts', 'b.lesson_end', 'b.credit_forfeited', 'c.cred_status'])
      .where('b.booking_id', '=', input.bookingId)
      .forUpdate()
      .executeTakeFirst();
    if (!b || ![1, 2, 4, 5].includes(b.booking_state))
      throw new LifecycleRuleError('booking', 'The lesson has no outcome to record.');
    if (b.lesson_starts > input.now) throw new LifecycleRuleError('booking', 'The lesson has not started.');
    const target = input.outcome === 'taken' ? 5 : 4;
    if (b.booking_state === target) return target === 5 ? 'used' : b.credit_forfeited ? 'forfeited' : 'returned';

    const booking = { updated_on: input.now, updated_by: input.staffId, outcome_at: input.now, outcome_by: input.staffId };
    const credit = tx.updateTable('credits').where('cred_id', '=', b.cred_id);
    if (target === 5) {
      // A no-show's credit was forfeited (4) or given back (1); given back and booked again (2) it is not this lesson's.
      if (![1, 2, 3, 4].includes(b.cred_status) || (b.booking_state === 4 && b.cred_status === 2))
        throw new LifecycleRuleError('credit', 'The credit has paid for another lesson.');
      await tx
        .updateTable('bookings')
        .set({ ...booking, booking_state: 5, completed_at: b.lesson_end, credit_forfeited: false })
        .where('booking_id', '=', input.bookingId)
        .execute();
      await credit
        .set({ cred_status: 3, used_at: b.lesson_end, forfeited_at: null, forfeited_by: null, status_changed_at: input.now })
        .execute();
      return 'used';
    }
    await tx
      .updateTable('bookings')
      .set({ ...booking, booking_state: 4, completed_at: null, credit_forfeited: input.forfeit })
      .where('booking_id', '=', input.bookingId)
      .execute();
    await credit
      .set(
        input.forfeit
          ? { cred_status: 4, used_at: null, forfeited_at: input.now, forfeited_by: input.staffId, status_changed_at: input.now }
          : { cred_status: 1, used_at: null, status_changed_at: input.now },
      )
      .execute();
    return input.forfeit ? 'forfeited' : 'returned';
  });
}
