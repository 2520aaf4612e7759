import { adminActions, SUCCESS, type FranchisePlan } from '@dss/contract';
import { handle, staffOf } from '../../wire/handler';

export const saveFranchisePlan = handle(adminActions.saveFranchisePlan, async (ctx, input) => {
  await ctx.db
    .insertInto('franchise_plans')
    .values({
      initial_fee: input.initial_fee,
      weekly_fee: input.weekly_fee,
      work_type: input.work_type as FranchisePlan['work_type'],
      weekly_hours: Number(input.weekly_hours),
      promo_code: input.promo_code || null,
      created_by: staffOf(ctx).staffId,
    })
    .execute();
  return SUCCESS;
});
