import { dictionaryActions } from '@dss/contract';
import { handle } from '../../wire/handler';

export const departureReasons = handle(dictionaryActions.departureReasons, async (ctx) =>
  ctx.db.selectFrom('departure_reasons').select(['id', 'txt']).orderBy('id').execute(),
);
