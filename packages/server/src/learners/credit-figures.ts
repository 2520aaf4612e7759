import { sql } from 'kysely';
import type { ActionContext } from '../wire/handler';
import { staffName } from './learner-rows';

/**
 * What became of a credit (docs/decisions/credit-figures.md). An Available credit past its expiry
 * is forfeited though the lifecycle job has not yet marked it: the booking screens no longer offer it.
 */
const EXPIRED_UNMARKED = sql<boolean>`cred_status = 1 AND expires_at <= now()`;
export const UNUSED = sql<boolean>`(cred_status = 0 OR (cred_status = 1 AND expires_at > now()))`;
export const FORFEITED = sql<boolean>`(cred_status = 4 OR ${EXPIRED_UNMARKED})`;

/**
 * How many Available, unexpired credits the learner whose student ID is the column `studentId`
 * holds: what can still be booked. A subquery per row, so it costs only the rows of one page.
 */
export const availableCredits = (studentId: string) => sql<number>`(SELECT count(*) FROM credits c
  WHERE c.stu_id = ${sql.ref(studentId)} AND c.cred_status = 1 AND c.expires_at > now())::integer`;

/** The lessons a learner's credits of one status pay for: Used (taken) or Allocated (to come). */
export async function lessonsPaidFor(ctx: ActionContext, id: number, status: 2 | 3) {
  const rows = await ctx.db
    .selectFrom('credits as c')
    // The booking that holds the credit: not a cancelled one, nor a no-show that gave it back (024_cancellations.sql).
    .innerJoin('bookings as b', (j) =>
      j
        .onRef('b.cred_id', '=', 'c.cred_id')
        .on('b.booking_state', '<>', 3)
        .on((eb) => eb.or([eb('b.booking_state', '<>', 4), eb('b.credit_forfeited', '=', true)])),
    )
    .innerJoin('instructors as i', 'i.adi_id', 'b.adi_id')
    .select([
      'b.booking_id',
      'b.lesson_starts as booking_starts',
      'b.booking_state as booking_status',
      sql<string>`i.fname || ' ' || i.lname`.as('booking_adi'),
      'b.booked_on as booking_added',
      staffName('b.booked_by').as('booking_by'),
    ])
    .where('c.stu_id', '=', id)
    .where('c.cred_status', '=', status)
    .orderBy('b.lesson_starts', 'desc')
    .execute();
  return rows.map((r) => ({
    ...r,
    booking_id: Number(r.booking_id),
    booking_starts: r.booking_starts.toISOString(),
    booking_added: r.booking_added.toISOString(),
  }));
}
