import { ADD_VEHICLE_FILES, FILE_SIZE_MESSAGES, INSTRUCTOR_TEXTS, instructorActions, SUCCESS } from '@dss/contract';
import { ActionRefused, handle, staffOf } from '../../wire/handler';
import { insertVehicle, rethrow } from '../instructor-writes';
import { lockLiveInstructor } from '../rows';
import { uploads, VEHICLE_FILE_FIELDS } from '../documents';
import { transactionally } from '../../db/transactionally';

/** Add a Vehicle: an active vehicle with its V5C, MOT and insurance, in one transaction. */
export const addVehicle = handle(instructorActions.addVehicle, async (ctx, input) => {
  const files = await uploads(ctx.files, VEHICLE_FILE_FIELDS, () => FILE_SIZE_MESSAGES.pdf);
  for (const field of VEHICLE_FILE_FIELDS) if (!files.has(field)) throw new ActionRefused(ADD_VEHICLE_FILES[field], 422);
  await transactionally(ctx.db, async (tx) => {
    await lockLiveInstructor(tx, input.id, INSTRUCTOR_TEXTS.vehicleAddFailed);
    await insertVehicle(
      tx,
      input.id,
      input,
      { logbook: files.get('fllogbook1')!, mot: files.get('flmot1')!, insurance: files.get('flinsurance1')! },
      staffOf(ctx).staffId,
    );
  }).catch(rethrow);
  return SUCCESS;
});
