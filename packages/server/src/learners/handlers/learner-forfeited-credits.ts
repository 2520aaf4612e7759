import { sql } from 'kysely';
import { learnerActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { staffName } from '../learner-rows';
import { FORFEITED } from '../credit-figures';

export const learnerForfeitedCredits = handle(learnerActions.learnerForfeitedCredits, async (ctx, { id }) => {
  const rows = await ctx.db
    .selectFrom('credits as c')
    .select([
      'c.pay_id',
      'c.cred_status',
      'c.cred_id',
      sql<Date>`coalesce(c.forfeited_at, c.expires_at)`.as('forfeited_at'),
      staffName('c.forfeited_by').as('forfeited_by'),
    ])
    .where('c.stu_id', '=', id)
    .where(FORFEITED)
    .orderBy('forfeited_at', 'desc')
    .orderBy('c.cred_id')
    .execute();
  return rows.map(({ forfeited_at, ...r }) => ({
    ...r,
    cred_id: Number(r.cred_id),
    cred_foreited_on: forfeited_at ? forfeited_at.toISOString() : '',
  }));
});
