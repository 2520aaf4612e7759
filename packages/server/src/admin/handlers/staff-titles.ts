import { adminActions } from '@dss/contract';
import { handle } from '../../wire/handler';

export const staffTitles = handle(adminActions.staffTitles, async (ctx) =>
  ctx.db.selectFrom('titles').select(['id', 'txt', 'favourite']).orderBy('favourite', 'desc').orderBy('id').execute(),
);
