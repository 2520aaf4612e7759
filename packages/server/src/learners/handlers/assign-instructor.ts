import { LEARNER_REFUSALS, learnerActions, SUCCESS } from '@dss/contract';
import { ActionRefused, handle, staffOf } from '../../wire/handler';
import { isAssignable } from '../assignable-instructor';
import { isUniqueViolation } from '../learner-rows';
import { transactionally } from '../../db/transactionally';

/** Assigns an instructor to a learner awaiting one: one active assignment, in one transaction. */
export const assignInstructor = handle(learnerActions.assignInstructor, async (ctx, { selectedadi, studentid }) => {
  try {
    await transactionally(ctx.db, async (tx) => {
      const learner = await tx
        .selectFrom('learners')
        .select(['lessons_type'])
        .where('student_id', '=', studentid)
        .forUpdate()
        .executeTakeFirst();
      if (!learner) throw new ActionRefused(LEARNER_REFUSALS.noLearner, 404);
      const awaiting = await tx
        .selectFrom('learners_awaiting_instructor')
        .select('student_id')
        .where('student_id', '=', studentid)
        .executeTakeFirst();
      if (!awaiting) throw new ActionRefused(LEARNER_REFUSALS.notAwaiting);
      if (!(await isAssignable(tx, selectedadi, learner.lessons_type))) throw new ActionRefused(LEARNER_REFUSALS.notSuitable);
      await tx
        .insertInto('assignments')
        .values({ stu_id: studentid, adi_id: selectedadi, assign_status: 1, assigned_by: staffOf(ctx).staffId })
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ActionRefused(LEARNER_REFUSALS.notAwaiting);
    throw error;
  }
  return SUCCESS;
});
