import { LEARNER_REFUSALS, learnerActions, SUCCESS } from '@dss/contract';
import { ActionRefused, handle, staffOf } from '../../wire/handler';
import { learnerExists } from '../learner-rows';

/** Only the learner's active instructor (latest status-1 assignment) can carry out an eye test. */
export const saveEyeTest = handle(learnerActions.saveEyeTest, async (ctx, input) => {
  await learnerExists(ctx, input.learner);
  const active = await ctx.db
    .selectFrom('assignments')
    .select('adi_id')
    .where('stu_id', '=', input.learner)
    .where('assign_status', '=', 1)
    .orderBy('assign_on', 'desc')
    .executeTakeFirst();
  if (!active || active.adi_id !== input.testedby) throw new ActionRefused(LEARNER_REFUSALS.notActiveInstructor);
  const step = await ctx.db.selectFrom('eye_test_next_steps').select('id').where('id', '=', input.nextsteps).executeTakeFirst();
  if (!step) throw new ActionRefused('Eye test next step is required.', 422);
  await ctx.db
    .insertInto('eye_tests')
    .values({
      stu_id: input.learner,
      tested_on: input.dateoftest,
      adi_id: input.testedby,
      outcome: input.outcome,
      next_step: input.nextsteps,
      recorded_by: staffOf(ctx).staffId,
    })
    .execute();
  return SUCCESS;
});
