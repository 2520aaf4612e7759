import { sql } from 'kysely';
import { learnerActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { FORFEITED, UNUSED } from '../credit-figures';

export const learnerCreditSummary = handle(learnerActions.learnerCreditSummary, async (ctx, { id }) => {
  const row = await ctx.db
    .selectFrom('credits')
    .select([
      sql<number>`count(*)::integer`.as('total_cred'),
      sql<number>`(count(*) FILTER (WHERE cred_status = 3))::integer`.as('used_cred'),
      sql<number>`(count(*) FILTER (WHERE ${FORFEITED}))::integer`.as('wasted_cred'),
      sql<number>`(count(*) FILTER (WHERE ${UNUSED}))::integer`.as('unused_cred'),
      sql<number>`(count(*) FILTER (WHERE cred_status = 2))::integer`.as('booked_cred'),
    ])
    .where('stu_id', '=', id)
    .executeTakeFirstOrThrow();
  return row;
});
