import { LEARNER_REFUSALS, learnerActions } from '@dss/contract';
import { ActionRefused, handle } from '../../wire/handler';
import { selectLearners, toListed } from '../learner-rows';

export const loadLearner = handle(learnerActions.loadLearner, async (ctx, { id }) => {
  const row = await selectLearners(ctx.db).where('l.student_id', '=', id).executeTakeFirst();
  if (!row) throw new ActionRefused(LEARNER_REFUSALS.noLearner, 404);
  return toListed(row);
});
