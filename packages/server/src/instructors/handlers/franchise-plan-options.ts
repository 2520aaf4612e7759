import { instructorActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { planColumns } from '../rows';

export const franchisePlanOptions = handle(instructorActions.franchisePlanOptions, async (ctx) =>
  ctx.db.selectFrom('franchise_plans as p').select(planColumns).where('p.state', '=', 1).orderBy('p.plan_id').execute(),
);
