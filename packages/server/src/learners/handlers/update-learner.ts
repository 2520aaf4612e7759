import { sql } from 'kysely';
import { ERASURE_REFUSALS, LEARNER_REFUSALS, learnerActions, SUCCESS } from '@dss/contract';
import { ActionRefused, handle, staffOf } from '../../wire/handler';
import { isUniqueViolation } from '../learner-rows';
import { checkDictionaries, columns, genderOfTitle } from '../learner-details';
import { transactionally } from '../../db/transactionally';

/**
 * Updates a learner, account status included. Blocking (0) freezes the learner's available
 * credits and blocks their future lessons (their credits stay with them, frozen); lifting a
 * block makes frozen credits available again and cancels the blocked future lessons, so the
 * office books afresh.
 */
export const updateLearner = handle(learnerActions.updateLearner, async (ctx, input) => {
  try {
    await transactionally(ctx.db, async (tx) => {
      const current = await tx
        .selectFrom('learners')
        .select(['acc_state', 'erased_at', sql<string>`london_date(created)::text`.as('registered_on')])
        .where('student_id', '=', input.studentid)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw new ActionRefused(LEARNER_REFUSALS.noLearner, 404);
      // An erased learner's tombstone stays (docs/decisions/erasure-and-retention.md).
      if (current.erased_at) throw new ActionRefused(ERASURE_REFUSALS.erasedLearnerEdit);
      // The table holds dob < the registration day; a birth date typed after it is a typing slip.
      if (input.dob >= current.registered_on) throw new ActionRefused(LEARNER_REFUSALS.dobAfterRegistration, 422);
      const gender = await genderOfTitle(tx, input.title);
      await checkDictionaries(tx, input);
      await tx
        .updateTable('learners')
        .set({ ...columns(input, gender), acc_state: input.state, updated_at: new Date() })
        .where('student_id', '=', input.studentid)
        .execute();
      const now = new Date();
      if (input.state === 0 && current.acc_state !== 0) {
        await tx
          .updateTable('credits')
          .set({ cred_status: 0, status_changed_at: now })
          .where('stu_id', '=', input.studentid)
          .where('cred_status', 'in', [1, 2])
          .execute();
        await tx
          .updateTable('bookings')
          .set({ booking_state: 0, updated_on: now, updated_by: staffOf(ctx).staffId })
          .where('stu_id', '=', input.studentid)
          .where('booking_state', 'in', [1, 2])
          .where('lesson_starts', '>', now)
          .execute();
      } else if (input.state !== 0 && current.acc_state === 0) {
        await tx
          .updateTable('bookings')
          .set({ booking_state: 3, updated_on: now, updated_by: staffOf(ctx).staffId })
          .where('stu_id', '=', input.studentid)
          .where('booking_state', '=', 0)
          .where('lesson_starts', '>', now)
          .execute();
        await tx
          .updateTable('credits')
          .set({ cred_status: 1, status_changed_at: now })
          .where('stu_id', '=', input.studentid)
          .where('cred_status', '=', 0)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('bookings as b')
                  .select(sql`1`.as('one'))
                  .whereRef('b.cred_id', '=', 'credits.cred_id')
                  .where('b.booking_state', '=', 0),
              ),
            ),
          )
          .execute();
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ActionRefused(LEARNER_REFUSALS.duplicateLicence);
    throw error;
  }
  return SUCCESS;
});
