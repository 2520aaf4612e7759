import { sql } from 'kysely';
import { INSTRUCTOR_TEXTS, instructorActions, SUCCESS } from '@dss/contract';
import { ActionRefused, handle } from '../../wire/handler';

/** Remove a Vehicle: an active vehicle of this instructor becomes Removed (3), in one conditional UPDATE. */
export const removeVehicle = handle(instructorActions.removeVehicle, async (ctx, { id, carid }) => {
  const done = await ctx.db
    .updateTable('vehicles')
    .set({ rec_status: 3, updated_at: sql<Date>`now()` })
    .where('c_id', '=', carid)
    .where('adi_id', '=', id)
    .where('rec_status', '=', 1)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) throw new ActionRefused(INSTRUCTOR_TEXTS.vehicleRemoveFailed);
  return SUCCESS;
});
