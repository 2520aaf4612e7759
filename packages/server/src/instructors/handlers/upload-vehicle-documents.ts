import { sql } from 'kysely';
import {
  FILE_SIZE_MESSAGES,
  INSTRUCTOR_TEXTS,
  instructorActions,
  SUCCESS,
  VEHICLE_DOCUMENT_PAIRS,
  type VehicleFileField,
} from '@dss/contract';
import { ActionRefused, handle, staffOf } from '../../wire/handler';
import { storeDocument, uploads, VEHICLE_FILE_FIELDS } from '../documents';
import { checkOwnerType } from '../instructor-writes';
import { transactionally } from '../../db/transactionally';

/**
 * Upload Vehicle Documents: each of legal owner + V5C, MOT expiry + MOT and insurance expiry +
 * insurance comes as a pair; dual controls and owner type always. Only an active vehicle.
 */
export const uploadVehicleDocuments = handle(instructorActions.uploadVehicleDocuments, async (ctx, input) => {
  const files = await uploads(ctx.files, VEHICLE_FILE_FIELDS, () => FILE_SIZE_MESSAGES.pdf);
  for (const [text, file, textMissing, fileMissing] of VEHICLE_DOCUMENT_PAIRS) {
    if (files.has(file) && !input[text]) throw new ActionRefused(textMissing, 422);
    if (input[text] && !files.has(file)) throw new ActionRefused(fileMissing, 422);
  }
  const staffId = staffOf(ctx).staffId;
  await transactionally(ctx.db, async (tx) => {
    const car = await tx
      .selectFrom('vehicles')
      .select('c_id')
      .where('c_id', '=', input.carid)
      .where('adi_id', '=', input.id)
      .where('rec_status', '=', 1)
      .forUpdate()
      .executeTakeFirst();
    if (!car) throw new ActionRefused(INSTRUCTOR_TEXTS.vehicleDocsFailed);
    await checkOwnerType(tx, input.carownertype);
    const doc = (field: VehicleFileField, kind: 'logbook' | 'mot' | 'insurance') =>
      storeDocument(tx, { file: files.get(field)!, adiId: input.id, cId: input.carid, kind, staffId });
    await tx
      .updateTable('vehicles')
      .set({
        dual_ctrl: input.dualcontrol,
        owner_type: input.carownertype,
        ...(input.leagalowner ? { leagal_owner: input.leagalowner, logbook_file_id: await doc('fllogbook1', 'logbook') } : {}),
        ...(input.motexp ? { mot_exp: input.motexp, mot_file_id: await doc('flmot1', 'mot') } : {}),
        ...(input.insuranceexp
          ? { insurance_exp: input.insuranceexp, insurance_file_id: await doc('flinsurance1', 'insurance') }
          : {}),
        updated_at: sql<Date>`now()`,
      })
      .where('c_id', '=', input.carid)
      .execute();
  });
  return SUCCESS;
});
