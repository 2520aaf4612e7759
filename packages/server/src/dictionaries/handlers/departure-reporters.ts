import { dictionaryActions } from '@dss/contract';
import { handle } from '../../wire/handler';

export const departureReporters = handle(dictionaryActions.departureReporters, async (ctx) =>
  ctx.db.selectFrom('departure_reporters').select(['id', 'txt']).orderBy('id').execute(),
);
