import { INSTRUCTOR_TEXTS, instructorActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { replaceList } from '../instructor-writes';

export const updateVehicleTypes = handle(instructorActions.updateVehicleTypes, async (ctx, { id, tvs }) =>
  replaceList(ctx.db, id, INSTRUCTOR_TEXTS.vehicleTypesFailed, { types: tvs }),
);
