import { learnerActions } from '@dss/contract';
import { handle } from '../../wire/handler';

export const learnerPayments = handle(learnerActions.learnerPayments, async (ctx, { id }) => {
  const rows = await ctx.db
    .selectFrom('learner_payments')
    .select(['pay_id as id', 'credits', 'price', 'paid_on', 'voided_at', 'void_reason'])
    .where('stu_id', '=', id)
    .orderBy('paid_on', 'desc')
    .execute();
  return rows.map(({ voided_at, ...r }) => ({
    ...r,
    paid_on: r.paid_on.toISOString(),
    voided_on: voided_at ? voided_at.toISOString() : null,
  }));
});
