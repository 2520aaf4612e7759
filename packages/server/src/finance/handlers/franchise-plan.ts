import { FINANCE_REFUSALS, financeActions, type InstructorFranchiseReport } from '@dss/contract';
import { ActionRefused, handle } from '../../wire/handler';
import { fullName, staffName } from '../sql';

const REGULARITY_NAMES: Record<string, string> = {
  '1.00': 'Weekly',
  '4.33': 'Monthly',
  '13.00': 'Quarterly',
  '26.00': 'Bi-annualy',
  '52.00': 'Annualy',
};

/** The instructor's current franchise package: the row of instructor_franchise with no end. */
export const franchisePlan = handle(financeActions.franchisePlan, async (ctx, { id }) => {
  const adi = await ctx.db
    .selectFrom('instructors as i')
    .innerJoin('titles as t', 't.id', 'i.title_id')
    .select(['i.adi_id', fullName('t.txt', 'i.fname', 'i.lname').as('name')])
    .where('i.adi_id', '=', id)
    .executeTakeFirst();
  if (!adi) throw new ActionRefused(FINANCE_REFUSALS.noInstructor, 404);
  const plan = await ctx.db
    .selectFrom('instructor_franchise as f')
    .innerJoin('franchise_plans as p', 'p.plan_id', 'f.plan_id')
    .select([
      'p.plan_id',
      'p.initial_fee',
      'p.weekly_fee',
      'p.weekly_hours',
      'p.work_type',
      'p.created_on',
      'p.promo_code',
      'f.regularity',
      'f.start_date',
      staffName('f.recorded_by').as('recored_by'),
    ])
    .where('f.adi_id', '=', id)
    .where('f.ended_on', 'is', null)
    .executeTakeFirst();
  const report: InstructorFranchiseReport = {
    adi_id: adi.adi_id,
    name: adi.name,
    plan_data: plan
      ? {
          plan_id: plan.plan_id,
          initial_fee: plan.initial_fee,
          weekly_fee: plan.weekly_fee,
          weekly_hours: plan.weekly_hours,
          work_type: plan.work_type,
          created_on: plan.created_on.toISOString(),
          promo_code: plan.promo_code,
        }
      : null,
    regularity: plan ? Number(plan.regularity) : null,
    regularity_name: plan ? (REGULARITY_NAMES[Number(plan.regularity).toFixed(2)] ?? null) : null,
    start_date: plan?.start_date ?? null,
    recored_by: plan?.recored_by ?? null,
  };
  return report;
});
