import { sql } from 'kysely';
import {
  ADDRESS_FILE_FIELDS,
  ADDRESS_FILE_MESSAGES,
  FILE_SIZE_MESSAGES,
  INSTRUCTOR_REFUSALS,
  INSTRUCTOR_TEXTS,
  instructorActions,
  SUCCESS,
  type AddressFileField,
} from '@dss/contract';
import { ActionRefused, handle, staffOf } from '../../wire/handler';
import { storeDocument, uploads } from '../documents';
import { lockLiveInstructor } from '../rows';
import { transactionally } from '../../db/transactionally';

/**
 * Update Address & Documents: both addresses and a new compliance record with the four PDFs,
 * replacing `compid` only while it is still the current one (two clerks cannot both replace it).
 */
export const updateAddress = handle(instructorActions.updateAddress, async (ctx, input) => {
  const staffId = staffOf(ctx).staffId;
  const files = await uploads(ctx.files, ADDRESS_FILE_FIELDS, (f) =>
    f.startsWith('addressProf') ? FILE_SIZE_MESSAGES.addressProof : FILE_SIZE_MESSAGES.pdf,
  );
  for (const field of ADDRESS_FILE_FIELDS) if (!files.has(field)) throw new ActionRefused(ADDRESS_FILE_MESSAGES[field], 422);
  await transactionally(ctx.db, async (tx) => {
    await lockLiveInstructor(tx, input.adiid, INSTRUCTOR_TEXTS.addressFailed);
    const superseded = await tx
      .updateTable('instructor_compliance')
      .set({ superseded_at: sql<Date>`now()` })
      .where('compliance_id', '=', input.compid)
      .where('adi_id', '=', input.adiid)
      .where('superseded_at', 'is', null)
      .executeTakeFirst();
    if (Number(superseded.numUpdatedRows) === 0) throw new ActionRefused(INSTRUCTOR_REFUSALS.staleCompliance);
    const doc = (field: AddressFileField, kind: 'address_proof1' | 'address_proof2' | 'licence' | 'adi_licence') =>
      storeDocument(tx, { file: files.get(field)!, adiId: input.adiid, cId: null, kind, staffId });
    await tx
      .insertInto('instructor_compliance')
      .values({
        adi_id: input.adiid,
        address_proof1_file_id: await doc('addressProf1', 'address_proof1'),
        address_proof2_file_id: await doc('addressProf2', 'address_proof2'),
        licence_file_id: await doc('licenceCopy', 'licence'),
        licence_exp: input.licenceexp,
        adi_licence_file_id: await doc('adilicenceCopy', 'adi_licence'),
        adi_licence_exp: input.adilicenceexp,
        created_by: staffId,
      })
      .execute();
    const same = (['fline', 'sline', 'city', 'county', 'postcode'] as const).every((k) => input[`pa${k}`] === input[`cu${k}`]);
    await tx
      .updateTable('instructors')
      .set({
        perm_line1: input.pafline,
        perm_line2: input.pasline || null,
        perm_city: input.pacity,
        perm_county: input.pacounty || null,
        perm_postcode: input.papostcode,
        addr_same: same,
        curr_line1: input.cufline,
        curr_line2: input.cusline || null,
        curr_city: input.cucity,
        curr_county: input.cucounty || null,
        curr_postcode: input.cupostcode,
        updated_at: sql<Date>`now()`,
      })
      .where('adi_id', '=', input.adiid)
      .execute();
  });
  return SUCCESS;
});
