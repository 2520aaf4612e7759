import { ASSIGNMENT_MESSAGES, learnerAssignmentActions, SUCCESS } from '@dss/contract';
import { ActionRefused, handle, staffOf } from '../../wire/handler';
import { endActiveAssignment } from '../assignment-end';
import { transactionally } from '../../db/transactionally';

/** Ends the active assignment with an ending state and the reason; the learner awaits an instructor again. */
export const endAssignment = handle(learnerAssignmentActions.endAssignment, async (ctx, { assignid, status, reason }) => {
  const ended = await transactionally(ctx.db, (tx) =>
    endActiveAssignment(tx, { assignId: assignid }, { status, reason, staffId: staffOf(ctx).staffId }),
  );
  if (!ended) throw new ActionRefused(ASSIGNMENT_MESSAGES.notActive);
  return SUCCESS;
});
