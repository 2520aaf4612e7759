import { sql } from 'kysely';
import { financeActions } from '@dss/contract';
import { handle } from '../../wire/handler';

export const categories = handle(financeActions.categories, async (ctx, { kind }) => {
  let query = ctx.db.selectFrom('finance_categories').select(['rec_id', 'category', 'type', 'tax']);
  if (kind) query = query.where('type', '=', kind);
  return query
    .orderBy('type')
    .orderBy(sql`lower(category)`)
    .orderBy('rec_id')
    .execute();
});
