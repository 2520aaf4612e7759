import type { Kysely, Transaction } from 'kysely';
import {
  ENGLISH_LANGUAGE_ID,
  HIDDEN_INSTRUCTOR_TITLES,
  INSTRUCTOR_REFUSALS,
  PERSON_MESSAGES,
  TEACHING_MESSAGES,
  SUCCESS,
  VEHICLE_MESSAGES,
  type VehicleInput,
} from '@dss/contract';
import type { Database } from '../db/tables';
import { ActionRefused, type UploadedFile } from '../wire/handler';
import { storeDocument } from './documents';
import { lockLiveInstructor, uniqueViolation } from './rows';
import { transactionally } from '../db/transactionally';

// The checks and writes Register Instructor and the Edit Instructor dialogs share.

type Tx = Transaction<Database>;

/** HIDDEN_INSTRUCTOR_TITLES, to look any title up in. */
const HIDDEN_TITLES: readonly string[] = HIDDEN_INSTRUCTOR_TITLES;

/** A title the instructor forms offer (not Miss or Master). */
export async function checkInstructorTitle(tx: Tx, titleId: number) {
  const title = await tx.selectFrom('titles').select('txt').where('id', '=', titleId).executeTakeFirst();
  if (!title || HIDDEN_TITLES.includes(title.txt)) throw new ActionRefused(PERSON_MESSAGES.title, 422);
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

export const rethrow = (error: unknown): never => {
  throw duplicateRefusal(error) ?? error;
};

/** Replaces one of the teaching lists of an instructor who is not deleted. */
export async function replaceList(
  db: Kysely<Database>,
  id: number,
  failure: string,
  lists: Parameters<typeof writeTeachingLists>[2],
) {
  await transactionally(db, async (tx) => {
    await lockLiveInstructor(tx, id, failure);
    await writeTeachingLists(tx, id, lists);
  });
  return SUCCESS;
}
