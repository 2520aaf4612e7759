import { learnerActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { UNUSED } from '../credit-figures';

export const learnerUnusedCredits = handle(learnerActions.learnerUnusedCredits, async (ctx, { id }) => {
  const rows = await ctx.db
    .selectFrom('credits as c')
    .innerJoin('learner_payments as p', 'p.pay_id', 'c.pay_id')
    .select([
      'c.cred_id',
      'c.expires_at',
      'c.cred_value as cred_amount',
      'c.cred_status',
      'c.pay_id as payment_id',
      'p.paid_on as payment_added',
    ])
    .where('c.stu_id', '=', id)
    .where(UNUSED)
    .orderBy('c.expires_at')
    .orderBy('c.cred_id')
    .execute();
  return rows.map(({ expires_at, payment_added, ...r }) => ({
    ...r,
    cred_id: Number(r.cred_id),
    cred_exp: expires_at.toISOString(),
    payment_added: payment_added.toISOString(),
  }));
});
