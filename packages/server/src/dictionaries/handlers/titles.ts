import { dictionaryActions } from '@dss/contract';
import { handle } from '../../wire/handler';

export const titles = handle(dictionaryActions.titles, async (ctx) => {
  const rows = await ctx.db.selectFrom('titles').select(['id', 'txt', 'gen', 'favourite']).orderBy('id').execute();
  return rows;
});
