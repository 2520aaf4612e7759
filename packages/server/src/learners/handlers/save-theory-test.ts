import { LEARNER_REFUSALS, learnerActions, SUCCESS } from '@dss/contract';
import { ActionRefused, handle, staffOf } from '../../wire/handler';
import { learnerExists } from '../learner-rows';

export const saveTheoryTest = handle(learnerActions.saveTheoryTest, async (ctx, input) => {
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
