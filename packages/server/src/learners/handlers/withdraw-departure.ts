import { LEARNER_REFUSALS, learnerActions, SUCCESS } from '@dss/contract';
import { ActionRefused, handle } from '../../wire/handler';
import { learnerExists } from '../learner-rows';

/** A learner who has come back: their departure goes (its values stay in the audit trail). */
export const withdrawDeparture = handle(learnerActions.withdrawDeparture, async (ctx, input) => {
  await learnerExists(ctx, input.learner);
  const removed = await ctx.db.deleteFrom('departures').where('stu_id', '=', input.learner).returning('id').executeTakeFirst();
  if (!removed) throw new ActionRefused(LEARNER_REFUSALS.noDeparture);
  return SUCCESS;
});
