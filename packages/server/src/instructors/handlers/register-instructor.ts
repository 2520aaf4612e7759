import {
  FILE_SIZE_MESSAGES,
  INSTRUCTOR_REFUSALS,
  instructorActions,
  londonToday,
  REGISTER_FILE_MESSAGES,
  REGISTER_FILE_NAMES,
  SUCCESS,
  type RegisterFileField,
} from '@dss/contract';
import { ActionRefused, handle, staffOf, type UploadedFile } from '../../wire/handler';
import { checkPdf, filesByName, storeDocument } from '../documents';
import { uniqueViolation } from '../rows';
import { checkInstructorTitle, duplicateRefusal, insertVehicle, writeTeachingLists } from '../instructor-writes';
import { transactionally } from '../../db/transactionally';
import { keysOf } from '../../property-of';

const FILE_NAME_TO_FIELD = new Map<string, RegisterFileField>(
  keysOf(REGISTER_FILE_NAMES).map((field) => [REGISTER_FILE_NAMES[field], field]),
);

/** The registration's documents, known by their file names, each present and a checked PDF. */
async function registrationFiles(files: UploadedFile[], secondCar: boolean) {
  const wanted = keysOf(REGISTER_FILE_NAMES).filter((f) => secondCar || !f.startsWith('cartwo'));
  const byField = filesByName(files, wanted, (f) => FILE_NAME_TO_FIELD.get(f.fileName.toLowerCase()) ?? '');
  for (const field of wanted) if (!byField.has(field)) throw new ActionRefused(REGISTER_FILE_MESSAGES[field], 422);
  for (const field of wanted)
    await checkPdf(byField.get(field)!, field.startsWith('poadoc') ? FILE_SIZE_MESSAGES.addressProof : FILE_SIZE_MESSAGES.pdf);
  return (field: RegisterFileField) => byField.get(field)!;
}

/**
 * Registers an instructor as Newly Joined (3), pending approval: the instructor, the compliance
 * record with both proofs of address and both licences, the teaching lists, one or two vehicles
 * with their documents and the franchise plan, all in one transaction, or nothing. The files are
 * checked before anything is written, and kept in the same transaction.
 */
export const registerInstructor = handle(instructorActions.registerInstructor, async (ctx, input) => {
  const staff = staffOf(ctx);
  const repeated = async () =>
    input.submitkey !== '' &&
    (await ctx.db.selectFrom('instructors').select('adi_id').where('submit_key', '=', input.submitkey).executeTakeFirst()) !==
      undefined;
  if (await repeated()) return SUCCESS;
  if (input.vehicles.length === 2 && input.vehicles[0]!.regno.replace(/\s/g, '') === input.vehicles[1]!.regno.replace(/\s/g, ''))
    throw new ActionRefused(INSTRUCTOR_REFUSALS.sameVehicleTwice);
  const file = await registrationFiles(ctx.files, input.vehicles.length === 2);
  try {
    await transactionally(ctx.db, async (tx) => {
      await checkInstructorTitle(tx, input.title);
      const plan = await tx
        .selectFrom('franchise_plans')
        .select('plan_id')
        .where('plan_id', '=', input.fplan)
        .where('state', '=', 1)
        .executeTakeFirst();
      if (!plan) throw new ActionRefused(INSTRUCTOR_REFUSALS.planNotActive);
      const { adi_id } = await tx
        .insertInto('instructors')
        .values({
          title_id: input.title,
          gender: input.gender === 'female' ? 'f' : 'm',
          dob: input.dob,
          fname: input.fname,
          mname: input.mname || null,
          lname: input.lname,
          perm_line1: input.permanent.fline,
          perm_line2: input.permanent.sline || null,
          perm_city: input.permanent.city,
          perm_county: input.permanent.county || null,
          perm_postcode: input.permanent.postcode,
          addr_same: input.paissame === '1',
          curr_line1: input.current.fline,
          curr_line2: input.current.sline || null,
          curr_city: input.current.city,
          curr_county: input.current.county || null,
          curr_postcode: input.current.postcode,
          driving_licence_no: input.dlno,
          instructor_licence_no: input.adilno,
          email: input.inemail,
          mobile: input.mobile,
          mobile2: input.mp2 || null,
          home_phone1: input.hp1 || null,
          home_phone2: input.hp2 || null,
          work_phone1: input.wp1 || null,
          work_phone2: input.wp2 || null,
          crtb_ref: input.crtbref,
          bank_name: input.fbname,
          name_on_acc: input.naob,
          acc_no: input.accno,
          sort_code: input.scode,
          nino: input.nino,
          teaching_gens: input.aditgender,
          teaching_gears: input.geartype,
          acc_state: 3,
          registered_by: staff.staffId,
          submit_key: input.submitkey || null,
        })
        .returning('adi_id')
        .executeTakeFirstOrThrow();
      const doc = (field: RegisterFileField, kind: 'address_proof1' | 'address_proof2' | 'licence' | 'adi_licence') =>
        storeDocument(tx, { file: file(field), adiId: adi_id, cId: null, kind, staffId: staff.staffId });
      await tx
        .insertInto('instructor_compliance')
        .values({
          adi_id,
          address_proof1_file_id: await doc('poadoc1', 'address_proof1'),
          address_proof2_file_id: await doc('poadoc2', 'address_proof2'),
          licence_file_id: await doc('licenceCopy', 'licence'),
          licence_exp: input.licenceexp,
          adi_licence_file_id: await doc('adilicenceCopy', 'adi_licence'),
          adi_licence_exp: input.adilicenceexp,
          created_by: staff.staffId,
        })
        .execute();
      await writeTeachingLists(tx, adi_id, { pcs: input.coveringareas, langs: input.aditlang, types: input.carttype });
      for (const [i, vehicle] of input.vehicles.entries()) {
        const prefix = i === 0 ? 'carone' : 'cartwo';
        await insertVehicle(
          tx,
          adi_id,
          vehicle,
          { logbook: file(`${prefix}logbook`), mot: file(`${prefix}mot`), insurance: file(`${prefix}insurance`) },
          staff.staffId,
        );
      }
      await tx
        .insertInto('instructor_franchise')
        .values({
          adi_id,
          plan_id: plan.plan_id,
          regularity: input.feeregularity,
          start_date: londonToday(),
          recorded_by: staff.staffId,
        })
        .execute();
    });
  } catch (error) {
    // Two submissions with one key at once: the second finds the first's row.
    if (uniqueViolation(error)?.includes('submit_key') && (await repeated())) return SUCCESS;
    throw duplicateRefusal(error) ?? error;
  }
  return SUCCESS;
});
