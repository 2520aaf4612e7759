import { erasureActions, SUCCESS } from '@dss/contract';
import { handle, staffOf } from '../../wire/handler';
import { eraseInstructor as erase } from '../erasure';

export const eraseInstructor = handle(erasureActions.eraseInstructor, async (ctx, { instructor, reason }) => {
  await erase(ctx.db, instructor, { by: staffOf(ctx).staffId, action: 'eraseinstructor', reason, now: new Date() });
  return SUCCESS;
});
