import type { Transaction } from 'kysely';
import {
  ENGLISH_LANGUAGE_ID,
  FILE_SIZE_MESSAGES,
  HIDDEN_INSTRUCTOR_TITLES,
  INSTRUCTOR_REFUSALS,
  instructorActions,
  londonToday,
  PERSON_MESSAGES,
  REGISTER_FILE_MESSAGES,
  REGISTER_FILE_NAMES,
  SUCCESS,
  TEACHING_MESSAGES,
  VEHICLE_MESSAGES,
  type RegisterFileField,
  type VehicleInput,
} from '@dss/contract';
import type { Database } from '../db/tables';
import { ActionRefused, handle, staffOf, type UploadedFile } from '../wire/handler';
import { checkPdf, filesByName, storeDocument } from './documents';
import { uniqueViolation } from './rows';

type Tx = Transaction<Database>;

/** A title the instructor forms offer (not Miss or Master). */
export async function checkInstructorTitle(tx: Tx, titleId: number) {
  const title = await tx.selectFrom('titles').select('txt').where('id', '=', titleId).executeTakeFirst();
  if (!title || (HIDDEN_INSTRUCTOR_TITLES as readonly string[]).includes(title.txt))
    throw new ActionRefused(PERSON_MESSAGES.title, 422);
}

/** Every id of `ids` is in the dictionary `table`. */
export async function checkIds(tx: Tx, table: 'languages' | 'vehicle_types', ids: number[], message: string) {
  const found = await tx.selectFrom(table).select('id').where('id', 'in', ids).execute();
  if (found.length !== ids.length) throw new ActionRefused(message, 422);
}

/** Covering postcodes, languages (English always) and teaching vehicle types, replacing any before. */
export async function writeTeachingLists(tx: Tx, adiId: number, lists: { pcs?: string[]; langs?: number[]; types?: number[] }) {
  if (lists.pcs) {
    await tx.deleteFrom('instructor_covering_pcs').where('adi_id', '=', adiId).execute();
    await tx
      .insertInto('instructor_covering_pcs')
      .values(lists.pcs.map((pc) => ({ adi_id: adiId, pc })))
      .execute();
  }
  if (lists.langs) {
    const langs = [...new Set([ENGLISH_LANGUAGE_ID, ...lists.langs])];
    await checkIds(tx, 'languages', langs, TEACHING_MESSAGES.languages);
    await tx.deleteFrom('instructor_languages').where('adi_id', '=', adiId).execute();
    await tx
      .insertInto('instructor_languages')
      .values(langs.map((lang_id) => ({ adi_id: adiId, lang_id })))
      .execute();
  }
  if (lists.types) {
    if (lists.types.includes(1)) throw new ActionRefused(TEACHING_MESSAGES.vehicleTypes, 422);
    await checkIds(tx, 'vehicle_types', lists.types, TEACHING_MESSAGES.vehicleTypes);
    await tx.deleteFrom('instructor_vehicle_types').where('adi_id', '=', adiId).execute();
    await tx
      .insertInto('instructor_vehicle_types')
      .values(lists.types.map((type_id) => ({ adi_id: adiId, type_id })))
      .execute();
  }
}

export interface VehicleFiles {
  logbook: UploadedFile;
  mot: UploadedFile;
  insurance: UploadedFile;
}

/** The vehicle's type, fuel and owner type are in their lists. */
export async function checkVehicleLists(tx: Tx, v: Pick<VehicleInput, 'cartype' | 'fueltype' | 'carownertype'>) {
  const type = await tx.selectFrom('vehicle_types').select('id').where('id', '=', v.cartype).executeTakeFirst();
  if (!type) throw new ActionRefused(VEHICLE_MESSAGES.cartype, 422);
  const fuel = await tx.selectFrom('fuel_types').select('id').where('id', '=', v.fueltype).executeTakeFirst();
  if (!fuel) throw new ActionRefused(VEHICLE_MESSAGES.fuel, 422);
  await checkOwnerType(tx, v.carownertype);
}

export async function checkOwnerType(tx: Tx, ownerType: number) {
  const owner = await tx.selectFrom('vehicle_owner_types').select('type_id').where('type_id', '=', ownerType).executeTakeFirst();
  if (!owner) throw new ActionRefused(VEHICLE_MESSAGES.ownerType, 422);
}

/** An active vehicle with its three documents; answers its id. */
export async function insertVehicle(
  tx: Tx,
  adiId: number,
  v: VehicleInput,
  files: VehicleFiles,
  staffId: number,
): Promise<number> {
  await checkVehicleLists(tx, v);
  const { c_id } = await tx
    .insertInto('vehicles')
    .values({
      adi_id: adiId,
      make: v.make,
      model: v.model,
      colour: v.carcolour,
      c_reg: v.regno,
      regyear: `${v.regyear}-01`,
      c_type_id: v.cartype,
      c_gear: v.cargeartype,
      c_fuel: v.fueltype,
      leagal_owner: v.leagalowner,
      dual_ctrl: v.dualcontrol,
      owner_type: v.carownertype,
      ved_exp: v.taxexp,
      mot_exp: v.motexp,
      insurance_exp: v.insuranceexp,
      rec_status: 1,
      created_by: staffId,
    })
    .returning('c_id')
    .executeTakeFirstOrThrow();
  const doc = (file: UploadedFile, kind: 'logbook' | 'mot' | 'insurance') =>
    storeDocument(tx, { file, adiId, cId: c_id, kind, staffId });
  await tx
    .updateTable('vehicles')
    .set({
      logbook_file_id: await doc(files.logbook, 'logbook'),
      mot_file_id: await doc(files.mot, 'mot'),
      insurance_file_id: await doc(files.insurance, 'insurance'),
    })
    .where('c_id', '=', c_id)
    .execute();
  return c_id;
}

/** The refusal for a unique key a vehicle or instructor write broke. */
export function duplicateRefusal(error: unknown): ActionRefused | null {
  const constraint = uniqueViolation(error);
  if (constraint === null) return null;
  if (constraint.includes('vehicles')) return new ActionRefused(INSTRUCTOR_REFUSALS.duplicateVehicle);
  if (constraint.includes('adi_licence')) return new ActionRefused(INSTRUCTOR_REFUSALS.duplicateAdiLicence);
  if (constraint.includes('dl')) return new ActionRefused(INSTRUCTOR_REFUSALS.duplicateDrivingLicence);
  return null;
}

const FILE_NAME_TO_FIELD = new Map(
  Object.entries(REGISTER_FILE_NAMES).map(([field, name]) => [name, field as RegisterFileField]),
);

/** The registration's documents, known by their file names, each present and a checked PDF. */
async function registrationFiles(files: UploadedFile[], secondCar: boolean) {
  const wanted = (Object.keys(REGISTER_FILE_NAMES) as RegisterFileField[]).filter((f) => secondCar || !f.startsWith('cartwo'));
  const byField = filesByName(
    files,
    wanted,
    (f) => FILE_NAME_TO_FIELD.get(f.fileName.toLowerCase() as (typeof REGISTER_FILE_NAMES)[RegisterFileField]) ?? '',
  );
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
const registerHandler = handle(instructorActions.registerInstructor, async (ctx, input) => {
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
    await ctx.db.transaction().execute(async (tx) => {
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

export const registerHandlers = [registerHandler];
