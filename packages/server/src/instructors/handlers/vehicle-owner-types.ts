import { instructorActions } from '@dss/contract';
import { handle } from '../../wire/handler';

export const vehicleOwnerTypes = handle(instructorActions.vehicleOwnerTypes, async (ctx) =>
  ctx.db.selectFrom('vehicle_owner_types').select(['type_id', 'description as desc', 'message']).orderBy('type_id').execute(),
);
