import { erasureActions, SUCCESS } from '@dss/contract';
import { handle, staffOf } from '../../wire/handler';
import { eraseLearner as erase } from '../erasure';

export const eraseLearner = handle(erasureActions.eraseLearner, async (ctx, { learner, reason }) => {
  await erase(ctx.db, learner, { by: staffOf(ctx).staffId, action: 'eraselearner', reason, now: new Date() });
  return SUCCESS;
});
