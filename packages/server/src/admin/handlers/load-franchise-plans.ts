import { adminActions, type FranchisePlan } from '@dss/contract';
import { handle } from '../../wire/handler';
import { ACTIVE } from '../plan-states';

export const loadFranchisePlans = handle(adminActions.loadFranchisePlans, async (ctx) => {
  const rows = await ctx.db
    .selectFrom('franchise_plans')
    .select([
      'plan_id',
      'initial_fee',
      'weekly_fee',
      'work_type',
      'weekly_hours',
      'promo_code',
      'created_on',
      'updated_on',
      'state',
    ])
    .orderBy('state', 'desc')
    .orderBy('plan_id')
    .execute();
  return rows.map((r): FranchisePlan => ({
    ...r,
    initial_fee: String(r.initial_fee),
    weekly_fee: String(r.weekly_fee),
    created_on: r.created_on.toISOString(),
    updated_on: r.updated_on.toISOString(),
    state: r.state === ACTIVE ? 1 : 0,
  }));
});
