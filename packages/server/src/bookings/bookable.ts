import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { BOOKING_REFUSALS, type CalendarKind } from '@dss/contract';
import type { Database } from '../db/tables';

/**
 * The instructor takes lessons (Active and approved) and the learner can be booked (Active or New,
 * not departed); for Book Pending Bookings the learner must be waiting for a booking with them.
 */
export async function requireBookable(
  tx: Kysely<Database> | Transaction<Database>,
  adiId: number,
  studentId: number,
  kind: CalendarKind,
) {
  const adi = await tx
    .selectFrom('instructors')
    .select('adi_id')
    .where('adi_id', '=', adiId)
    .where('acc_state', '=', 1)
    .where('approved_at', 'is not', null)
    .executeTakeFirst();
  if (!adi) return BOOKING_REFUSALS.instructor;
  const learner = await tx
    .selectFrom('learners as l')
    .select(['l.student_id', 'l.pickup_pc'])
    .where('l.student_id', '=', studentId)
    .where('l.acc_state', 'in', [1, 3])
    .where(sql<SqlBool>`NOT EXISTS (SELECT 1 FROM departures d WHERE d.stu_id = l.student_id)`)
    .executeTakeFirst();
  if (!learner) return BOOKING_REFUSALS.learner;
  if (kind === 'pending') {
    const pending = await tx
      .selectFrom('learners_pending_booking')
      .select('student_id')
      .where('student_id', '=', studentId)
      .where('adi_id', '=', adiId)
      .executeTakeFirst();
    if (!pending) return BOOKING_REFUSALS.notPending;
  }
  return { pickupPc: learner.pickup_pc };
}

/** The learner's active assignment to the instructor, or the refusal saying they are not theirs. */
export async function requireAssigned(db: Kysely<Database> | Transaction<Database>, adiId: number, studentId: number) {
  const assignment = await db
    .selectFrom('assignments')
    .select('assign_id')
    .where('stu_id', '=', studentId)
    .where('adi_id', '=', adiId)
    .where('assign_status', '=', 1)
    .executeTakeFirst();
  return assignment ? null : BOOKING_REFUSALS.notTheirLearner;
}
