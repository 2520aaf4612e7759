import { learnerActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { staffName } from '../learner-rows';

export const learnerPaidCredits = handle(learnerActions.learnerPaidCredits, async (ctx, { id }) => {
  const rows = await ctx.db
    .selectFrom('learner_payments as p')
    .innerJoin('lesson_plans as lp', 'lp.plan_id', 'p.plan_id')
    .select([
      'p.pay_id',
      'lp.text_description as plan_desc',
      'p.price as plan_price',
      'p.credits as plan_hours',
      'p.paid_on',
      'p.voided_at',
      'p.void_reason',
      staffName('p.voided_by').as('voided_by'),
    ])
    .where('p.stu_id', '=', id)
    .orderBy('p.paid_on', 'desc')
    .execute();
  return rows.map(({ voided_at, ...r }) => ({
    ...r,
    paid_on: r.paid_on.toISOString(),
    voided_on: voided_at ? voided_at.toISOString() : null,
    voided_by: voided_at ? r.voided_by : null,
  }));
});
