import { adminActions, FranchisePlan, SUCCESS } from '@dss/contract';
import { handle, staffOf } from '../../wire/handler';

export const saveFranchisePlan = handle(adminActions.saveFranchisePlan, async (ctx, input) => {
  await ctx.db
    .insertInto('franchise_plans')
    .values({
      initial_fee: input.initial_fee,
      weekly_fee: input.weekly_fee,
      // The request's refine let through only these texts.
      work_type: FranchisePlan.shape.work_type.parse(input.work_type),
      weekly_hours: Number(input.weekly_hours),
      promo_code: input.promo_code || null,
      created_by: staffOf(ctx).staffId,
    })
    .execute();
  return SUCCESS;
});
