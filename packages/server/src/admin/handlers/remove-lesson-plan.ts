import { sql } from 'kysely';
import { adminActions, ADMIN_TEXTS, SUCCESS } from '@dss/contract';
import { ActionRefused, handle } from '../../wire/handler';
import { ACTIVE, REMOVED } from '../plan-states';

export const removeLessonPlan = handle(adminActions.removeLessonPlan, async (ctx, { plan_id }) => {
  const result = await ctx.db
    .updateTable('lesson_plans')
    .set({ status: REMOVED, updated_on: sql<Date>`now()` })
    .where('plan_id', '=', plan_id)
    .where('status', '=', ACTIVE)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new ActionRefused(ADMIN_TEXTS.lessonRemoveError, 409);
  return SUCCESS;
});
