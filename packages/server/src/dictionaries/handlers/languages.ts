import { dictionaryActions } from '@dss/contract';
import { handle } from '../../wire/handler';

export const languages = handle(dictionaryActions.languages, async (ctx) =>
  ctx.db.selectFrom('languages').select(['id', 'txt']).orderBy('txt').execute(),
);
