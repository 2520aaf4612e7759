import { sql } from 'kysely';
import { INSTRUCTOR_TEXTS, instructorActions, SUCCESS } from '@dss/contract';
import { handle, staffOf } from '../../wire/handler';
import { refuseUnchanged } from '../rows';
import { transactionally } from '../../db/transactionally';

/**
 * Deletes an instructor (state 4, leaving today) in one transaction: the conditional UPDATE
 * refuses one already deleted; their future lessons are cancelled with the credits given back,
 * and their active learners are released (Re-Assigned) so the office can assign them again.
 */
export const deleteInstructor = handle(instructorActions.deleteInstructor, async (ctx, { adi_id }) => {
  const staffId = staffOf(ctx).staffId;
  await transactionally(ctx.db, async (tx) => {
    const done = await tx
      .updateTable('instructors')
      .set({ acc_state: 4, left_on: sql<string>`london_date(now())`, updated_at: sql<Date>`now()` })
      .where('adi_id', '=', adi_id)
      .where('acc_state', '<>', 4)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) await refuseUnchanged(tx, adi_id, INSTRUCTOR_TEXTS.recordUpdateFailed);
    const cancelled = await tx
      .updateTable('bookings')
      .set({ booking_state: 3, updated_on: sql<Date>`now()`, updated_by: staffId })
      .where('adi_id', '=', adi_id)
      .where('booking_state', 'in', [1, 2])
      .where('lesson_starts', '>', sql<Date>`now()`)
      .returning('cred_id')
      .execute();
    if (cancelled.length)
      await tx
        .updateTable('credits')
        .set({ cred_status: 1, status_changed_at: sql<Date>`now()` })
        .where(
          'cred_id',
          'in',
          cancelled.map((c) => c.cred_id),
        )
        .where('cred_status', '=', 2)
        .execute();
    await tx
      .updateTable('assignments')
      .set({ assign_status: 2, assign_updated: sql<Date>`now()` })
      .where('adi_id', '=', adi_id)
      .where('assign_status', '=', 1)
      .execute();
  });
  return SUCCESS;
});
