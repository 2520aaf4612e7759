import type { Transaction } from 'kysely';
import type { Database } from '../db/tables';
import { lockDiaries } from '../lifecycle/credits';

export interface EndedAssignment {
  stu_id: number;
  adi_id: number;
}

/**
 * Ends an active assignment, in the caller's transaction: a conditional UPDATE (only a row
 * still Active changes, so of two clerks acting at once the second finds nothing and is
 * refused), then the learner's lessons still to come with that instructor are cancelled and
 * their credits made Available again: the learner keeps every unused credit for the next
 * instructor. Answers the ended row, or null when it was no longer active.
 */
export async function endActiveAssignment(
  tx: Transaction<Database>,
  which: { assignId: number } | { studentId: number },
  change: { status: number; reason: string; staffId: number | null },
): Promise<EndedAssignment | null> {
  let find = tx.selectFrom('assignments').select(['assign_id', 'stu_id', 'adi_id']).where('assign_status', '=', 1);
  find = 'assignId' in which ? find.where('assign_id', '=', which.assignId) : find.where('stu_id', '=', which.studentId);
  const target = await find.executeTakeFirst();
  if (!target) return null;
  // Booking checks the active assignment under these locks: no lesson is placed with the
  // instructor between this change and its commit.
  await lockDiaries(tx, target.adi_id, [target.stu_id]);
  const now = new Date();
  const ended = await tx
    .updateTable('assignments')
    .set({ assign_status: change.status, assign_updated: now, end_reason: change.reason, ended_by: change.staffId })
    .where('assign_id', '=', target.assign_id)
    .where('assign_status', '=', 1)
    .returning(['stu_id', 'adi_id'])
    .executeTakeFirst();
  if (!ended) return null;
  const cancelled = await tx
    .updateTable('bookings')
    .set({ booking_state: 3, updated_on: now, updated_by: change.staffId })
    .where('stu_id', '=', ended.stu_id)
    .where('adi_id', '=', ended.adi_id)
    .where('booking_state', 'in', [1, 2])
    .where('lesson_starts', '>', now)
    .returning('cred_id')
    .execute();
  if (cancelled.length > 0)
    await tx
      .updateTable('credits')
      .set({ cred_status: 1, status_changed_at: now })
      .where(
        'cred_id',
        'in',
        cancelled.map((b) => b.cred_id),
      )
      .where('cred_status', '=', 2)
      .execute();
  return ended;
}
