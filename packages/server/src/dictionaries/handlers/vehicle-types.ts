import { dictionaryActions } from '@dss/contract';
import { handle } from '../../wire/handler';

export const vehicleTypes = handle(dictionaryActions.vehicleTypes, async (ctx) =>
  ctx.db.selectFrom('vehicle_types').select(['id', 'txt']).orderBy('id').execute(),
);
