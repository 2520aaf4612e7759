import { sql } from 'kysely';
import { INSTRUCTOR_TEXTS, instructorActions, SUCCESS } from '@dss/contract';
import { ActionRefused, handle } from '../../wire/handler';
import { checkOwnerType } from '../instructor-writes';
import { transactionally } from '../../db/transactionally';

/** Update VED Dates & Vehicle Info: dual controls, owner type and VED expiry of an active vehicle. */
export const updateVehicleInfo = handle(instructorActions.updateVehicleInfo, async (ctx, input) => {
  await transactionally(ctx.db, async (tx) => {
    await checkOwnerType(tx, input.carownertype);
    const done = await tx
      .updateTable('vehicles')
      .set({ dual_ctrl: input.dualcontrol, owner_type: input.carownertype, ved_exp: input.taxexp, updated_at: sql<Date>`now()` })
      .where('c_id', '=', input.carid)
      .where('adi_id', '=', input.id)
      .where('rec_status', '=', 1)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw new ActionRefused(INSTRUCTOR_TEXTS.vehicleInfoFailed);
  });
  return SUCCESS;
});
