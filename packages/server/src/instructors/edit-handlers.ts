import { sql, type Kysely } from 'kysely';
import {
  ADD_VEHICLE_FILES,
  ADDRESS_FILE_FIELDS,
  ADDRESS_FILE_MESSAGES,
  FILE_SIZE_MESSAGES,
  INSTRUCTOR_REFUSALS,
  INSTRUCTOR_TEXTS,
  instructorActions,
  SUCCESS,
  VEHICLE_DOCUMENT_PAIRS,
  type AddressFileField,
  type VehicleFileField,
} from '@dss/contract';
import type { Database } from '../db/tables';
import { ActionRefused, handle, staffOf, type UploadedFile } from '../wire/handler';
import { checkPdf, filesByName, storeDocument } from './documents';
import { checkInstructorTitle, checkOwnerType, duplicateRefusal, insertVehicle, writeTeachingLists } from './register-handlers';
import { lockLiveInstructor, refuseUnchanged } from './rows';

/** Files of an edit dialog, by upload field, each a checked PDF. */
async function uploads<F extends string>(files: UploadedFile[], fields: readonly F[], sizeMessage: (field: F) => string) {
  const byField = filesByName(files, fields, (f) => f.field) as Map<F, UploadedFile>;
  for (const [field, file] of byField) await checkPdf(file, sizeMessage(field));
  return byField;
}

const rethrow = (error: unknown): never => {
  throw duplicateRefusal(error) ?? error;
};

/** Update Basic Information: one conditional UPDATE of an instructor who is not deleted. */
const basicHandler = handle(instructorActions.updateBasic, async (ctx, input) => {
  await ctx.db
    .transaction()
    .execute(async (tx) => {
      await checkInstructorTitle(tx, input.title);
      const done = await tx
        .updateTable('instructors')
        .set({
          title_id: input.title,
          fname: input.fname,
          mname: input.mname || null,
          lname: input.lname,
          mobile: input.mobile,
          email: input.inemail,
          driving_licence_no: input.dlno,
          instructor_licence_no: input.adilno,
          teaching_gens: input.aditgender,
          teaching_gears: input.geartype,
          updated_at: sql<Date>`now()`,
        })
        .where('adi_id', '=', input.adiid)
        .where('acc_state', '<>', 4)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) await refuseUnchanged(tx, input.adiid, INSTRUCTOR_TEXTS.basicFailed);
    })
    .catch(rethrow);
  return SUCCESS;
});

/** Update Advance Information: gender, date of birth, phones, DBS, bank details and NI number. */
const advanceHandler = handle(instructorActions.updateAdvance, async (ctx, input) => {
  const done = await ctx.db
    .updateTable('instructors')
    .set({
      gender: input.gender === 'female' ? 'f' : 'm',
      dob: input.dob,
      home_phone1: input.hp1 || null,
      home_phone2: input.hp2 || null,
      mobile2: input.mp2 || null,
      work_phone1: input.wp1 || null,
      work_phone2: input.wp2 || null,
      crtb_ref: input.crtbref,
      bank_name: input.fbname,
      sort_code: input.scode,
      acc_no: input.accno,
      name_on_acc: input.naob,
      nino: input.nino,
      updated_at: sql<Date>`now()`,
    })
    .where('adi_id', '=', input.adiid)
    .where('acc_state', '<>', 4)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) await refuseUnchanged(ctx.db, input.adiid, INSTRUCTOR_TEXTS.basicFailed);
  return SUCCESS;
});

/**
 * Update Address & Documents: both addresses and a new compliance record with the four PDFs,
 * replacing `compid` only while it is still the current one (two clerks cannot both replace it).
 */
const addressHandler = handle(instructorActions.updateAddress, async (ctx, input) => {
  const staffId = staffOf(ctx).staffId;
  const files = await uploads(ctx.files, ADDRESS_FILE_FIELDS, (f) =>
    f.startsWith('addressProf') ? FILE_SIZE_MESSAGES.addressProof : FILE_SIZE_MESSAGES.pdf,
  );
  for (const field of ADDRESS_FILE_FIELDS) if (!files.has(field)) throw new ActionRefused(ADDRESS_FILE_MESSAGES[field], 422);
  await ctx.db.transaction().execute(async (tx) => {
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

/**
 * Update Franchise Plan: the current plan (`currentPlan`) ends the day before the new one starts
 * and the new one begins, in one transaction; the current plan cannot be chosen again.
 */
const franchiseHandler = handle(instructorActions.changeFranchise, async (ctx, input) => {
  const current = input.currentPlan === '' ? null : Number(input.currentPlan);
  if (input.fplan === current) throw new ActionRefused(INSTRUCTOR_REFUSALS.samePlan);
  await ctx.db.transaction().execute(async (tx) => {
    await lockLiveInstructor(tx, input.adiid, INSTRUCTOR_TEXTS.franchiseFailed);
    const plan = await tx
      .selectFrom('franchise_plans')
      .select('plan_id')
      .where('plan_id', '=', input.fplan)
      .where('state', '=', 1)
      .executeTakeFirst();
    if (!plan) throw new ActionRefused(INSTRUCTOR_REFUSALS.planNotActive);
    const now = await tx
      .selectFrom('instructor_franchise')
      .select(['plan_id', 'start_date'])
      .where('adi_id', '=', input.adiid)
      .where('ended_on', 'is', null)
      .executeTakeFirst();
    // The plan being replaced must still be the current one.
    if ((now?.plan_id ?? null) !== current) throw new ActionRefused(INSTRUCTOR_TEXTS.franchiseFailed);
    if (now) {
      if (input.startdate < now.start_date) throw new ActionRefused(INSTRUCTOR_REFUSALS.planStartsEarly);
      await tx
        .updateTable('instructor_franchise')
        .set({ ended_on: sql<string>`greatest(start_date, ${input.startdate}::date - 1)` })
        .where('adi_id', '=', input.adiid)
        .where('ended_on', 'is', null)
        .execute();
    }
    await tx
      .insertInto('instructor_franchise')
      .values({
        adi_id: input.adiid,
        plan_id: input.fplan,
        regularity: input.feeregularity,
        start_date: input.startdate,
        recorded_by: staffOf(ctx).staffId,
      })
      .execute();
  });
  return SUCCESS;
});

/** Replaces one of the teaching lists of an instructor who is not deleted. */
async function replaceList(db: Kysely<Database>, id: number, failure: string, lists: Parameters<typeof writeTeachingLists>[2]) {
  await db.transaction().execute(async (tx) => {
    await lockLiveInstructor(tx, id, failure);
    await writeTeachingLists(tx, id, lists);
  });
  return SUCCESS;
}

const postcodesHandler = handle(instructorActions.updatePostcodes, async (ctx, { id, pcs }) =>
  replaceList(ctx.db, id, INSTRUCTOR_TEXTS.postcodesFailed, { pcs }),
);
const languagesHandler = handle(instructorActions.updateLanguages, async (ctx, { id, lns }) =>
  replaceList(ctx.db, id, INSTRUCTOR_TEXTS.languagesFailed, { langs: lns }),
);
const vehicleTypesHandler = handle(instructorActions.updateVehicleTypes, async (ctx, { id, tvs }) =>
  replaceList(ctx.db, id, INSTRUCTOR_TEXTS.vehicleTypesFailed, { types: tvs }),
);

const VEHICLE_FILE_FIELDS = Object.keys(ADD_VEHICLE_FILES) as VehicleFileField[];

/** Add a Vehicle: an active vehicle with its V5C, MOT and insurance, in one transaction. */
const addVehicleHandler = handle(instructorActions.addVehicle, async (ctx, input) => {
  const files = await uploads(ctx.files, VEHICLE_FILE_FIELDS, () => FILE_SIZE_MESSAGES.pdf);
  for (const field of VEHICLE_FILE_FIELDS) if (!files.has(field)) throw new ActionRefused(ADD_VEHICLE_FILES[field], 422);
  await ctx.db
    .transaction()
    .execute(async (tx) => {
      await lockLiveInstructor(tx, input.id, INSTRUCTOR_TEXTS.vehicleAddFailed);
      await insertVehicle(
        tx,
        input.id,
        input,
        { logbook: files.get('fllogbook1')!, mot: files.get('flmot1')!, insurance: files.get('flinsurance1')! },
        staffOf(ctx).staffId,
      );
    })
    .catch(rethrow);
  return SUCCESS;
});

/** Remove a Vehicle: an active vehicle of this instructor becomes Removed (3), in one conditional UPDATE. */
const removeVehicleHandler = handle(instructorActions.removeVehicle, async (ctx, { id, carid }) => {
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

/**
 * Upload Vehicle Documents: each of legal owner + V5C, MOT expiry + MOT and insurance expiry +
 * insurance comes as a pair; dual controls and owner type always. Only an active vehicle.
 */
const vehicleDocsHandler = handle(instructorActions.uploadVehicleDocuments, async (ctx, input) => {
  const files = await uploads(ctx.files, VEHICLE_FILE_FIELDS, () => FILE_SIZE_MESSAGES.pdf);
  for (const [text, file, textMissing, fileMissing] of VEHICLE_DOCUMENT_PAIRS) {
    if (files.has(file) && !input[text]) throw new ActionRefused(textMissing, 422);
    if (input[text] && !files.has(file)) throw new ActionRefused(fileMissing, 422);
  }
  const staffId = staffOf(ctx).staffId;
  await ctx.db.transaction().execute(async (tx) => {
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

/** Update VED Dates & Vehicle Info: dual controls, owner type and VED expiry of an active vehicle. */
const vehicleInfoHandler = handle(instructorActions.updateVehicleInfo, async (ctx, input) => {
  await ctx.db.transaction().execute(async (tx) => {
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

export const editHandlers = [
  basicHandler,
  advanceHandler,
  addressHandler,
  franchiseHandler,
  postcodesHandler,
  languagesHandler,
  vehicleTypesHandler,
  addVehicleHandler,
  removeVehicleHandler,
  vehicleDocsHandler,
  vehicleInfoHandler,
];
