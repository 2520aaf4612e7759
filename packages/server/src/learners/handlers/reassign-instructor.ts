import { ASSIGNMENT_MESSAGES, LEARNER_REFUSALS, learnerAssignmentActions, REASSIGNED, SUCCESS } from '@dss/contract';
import { ActionRefused, handle, staffOf } from '../../wire/handler';
import { isAssignable } from '../assignable-instructor';
import { endActiveAssignment } from '../assignment-end';
import { isUniqueViolation } from '../learner-rows';
import { transactionally } from '../../db/transactionally';

/**
 * Re-assign: the active assignment becomes Re-Assigned with the reason and the chosen instructor
 * becomes the learner's active one, in one transaction. The learner's credits stay theirs; lessons
 * still to come with the previous instructor are cancelled (their credits Available again).
 */
export const reassignInstructor = handle(
  learnerAssignmentActions.reassignInstructor,
  async (ctx, { assignid, selectedadi, reason }) => {
    const staffId = staffOf(ctx).staffId;
    try {
      await transactionally(ctx.db, async (tx) => {
        const current = await tx
          .selectFrom('assignments as a')
          .innerJoin('learners as l', 'l.student_id', 'a.stu_id')
          .select(['a.adi_id', 'l.lessons_type'])
          .where('a.assign_id', '=', assignid)
          .executeTakeFirst();
        if (!current) throw new ActionRefused(ASSIGNMENT_MESSAGES.notActive);
        if (current.adi_id === selectedadi) throw new ActionRefused(ASSIGNMENT_MESSAGES.sameInstructor);
        if (!(await isAssignable(tx, selectedadi, current.lessons_type))) throw new ActionRefused(LEARNER_REFUSALS.notSuitable);
        const ended = await endActiveAssignment(tx, { assignId: assignid }, { status: REASSIGNED, reason, staffId });
        if (!ended) throw new ActionRefused(ASSIGNMENT_MESSAGES.notActive);
        await tx
          .insertInto('assignments')
          .values({ stu_id: ended.stu_id, adi_id: selectedadi, assign_status: 1, assigned_by: staffId })
          .execute();
      });
    } catch (error) {
      // Another clerk gave the learner an instructor in the meantime.
      if (isUniqueViolation(error)) throw new ActionRefused(ASSIGNMENT_MESSAGES.notActive);
      throw error;
    }
    return SUCCESS;
  },
);
