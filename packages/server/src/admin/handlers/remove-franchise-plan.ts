import { sql } from 'kysely';
import { adminActions, ADMIN_TEXTS, SUCCESS } from '@dss/contract';
import { ActionRefused, handle } from '../../wire/handler';
import { ACTIVE, REMOVED } from '../plan-states';

export const removeFranchisePlan = handle(adminActions.removeFranchisePlan, async (ctx, { plan_id }) => {
  const result = await ctx.db
    .updateTable('franchise_plans')
    .set({ state: REMOVED, updated_on: sql<Date>`now()` })
    .where('plan_id', '=', plan_id)
    .where('state', '=', ACTIVE)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new ActionRefused(ADMIN_TEXTS.franchiseRemoveError, 409);
  return SUCCESS;
});
