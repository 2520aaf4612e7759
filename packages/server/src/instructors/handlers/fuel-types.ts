import { instructorActions } from '@dss/contract';
import { handle } from '../../wire/handler';

export const fuelTypes = handle(instructorActions.fuelTypes, async (ctx) =>
  ctx.db.selectFrom('fuel_types').select(['id', 'txt']).orderBy('id').execute(),
);
