import { sql } from 'kysely';
import {
  INSTRUCTOR_REFUSALS,
  instructorActions,
  PAYMENT_REGULARITIES,
  VEHICLE_STATUS_LABELS,
  type FranchisePlanData,
  type InstructorInfo,
} from '@dss/contract';
import { ActionRefused, handle } from '../../wire/handler';
import { address, selectExpiries, toExpiryItem, planColumns } from '../rows';

const REGULARITY_TEXT = new Map(PAYMENT_REGULARITIES.map((r) => [Number(r.value), r.label]));

export const instructorInfo = handle(instructorActions.instructorInfo, async (ctx, { id }): Promise<InstructorInfo> => {
  const db = ctx.db;
  const i = await db
    .selectFrom('instructors as i')
    .innerJoin('titles as t', 't.id', 'i.title_id')
    .leftJoin('staff as s', 's.id', 'i.registered_by')
    .selectAll('i')
    .select(['t.txt as title', sql<string | null>`s.fname || ' ' || s.lname`.as('reg_by_name')])
    .where('i.adi_id', '=', id)
    .executeTakeFirst();
  if (!i) throw new ActionRefused(INSTRUCTOR_REFUSALS.noInstructor, 404);
  const compliance = await db
    .selectFrom('instructor_compliance')
    .selectAll()
    .where('adi_id', '=', id)
    .where('superseded_at', 'is', null)
    .executeTakeFirst();
  const pcs = await db.selectFrom('instructor_covering_pcs').select('pc').where('adi_id', '=', id).orderBy('pc').execute();
  const langs = await db
    .selectFrom('instructor_languages as l')
    .innerJoin('languages as g', 'g.id', 'l.lang_id')
    .select(['l.lang_id', 'g.txt as lang_name'])
    .where('l.adi_id', '=', id)
    .orderBy(sql`l.lang_id <> 10`)
    .orderBy('g.txt')
    .execute();
  const types = await db
    .selectFrom('instructor_vehicle_types as v')
    .innerJoin('vehicle_types as t', 't.id', 'v.type_id')
    .select(['v.type_id', 't.txt as type_name'])
    .where('v.adi_id', '=', id)
    .orderBy('v.type_id')
    .execute();
  const cars = await db
    .selectFrom('vehicles as v')
    .innerJoin('vehicle_types as t', 't.id', 'v.c_type_id')
    .innerJoin('fuel_types as f', 'f.id', 'v.c_fuel')
    .innerJoin('vehicle_owner_types as o', 'o.type_id', 'v.owner_type')
    .selectAll('v')
    .select(['t.txt as c_type', 'f.txt as c_fuel_txt', 'o.description as owner_type_desc'])
    .where('v.adi_id', '=', id)
    .where('v.rec_status', '<', 4)
    .orderBy('v.rec_status')
    .orderBy('v.c_id')
    .execute();
  const franchise = await db
    .selectFrom('instructor_franchise as f')
    .innerJoin('franchise_plans as p', 'p.plan_id', 'f.plan_id')
    .select(['f.rec_id', 'f.regularity', 'f.start_date', 'f.created_on', ...planColumns])
    .where('f.adi_id', '=', id)
    .where('f.ended_on', 'is', null)
    .executeTakeFirst();
  const expiries = await selectExpiries(db).where('e.adi_id', '=', id).orderBy('e.expires_on').orderBy('e.document').execute();
  const plan = franchise
    ? ({
        plan_id: franchise.plan_id,
        initial_fee: franchise.initial_fee,
        work_type: franchise.work_type,
        weekly_hours: franchise.weekly_hours,
        weekly_fee: franchise.weekly_fee,
        promo_code: franchise.promo_code,
      } satisfies FranchisePlanData)
    : null;
  return {
    adi_id: i.adi_id,
    title: i.title,
    title_id: i.title_id,
    fname: i.fname,
    mname: i.mname ?? '',
    lname: i.lname,
    gender: i.gender === 'f' ? 'female' : 'male',
    dateOfBirth: i.dob,
    complianceid: compliance?.compliance_id ?? null,
    compliance: compliance
      ? {
          complianceid: compliance.compliance_id,
          licence_exp: compliance.licence_exp,
          adi_licence_exp: compliance.adi_licence_exp,
          address_proof1_doc: compliance.address_proof1_file_id,
          address_proof2_doc: compliance.address_proof2_file_id,
          licence_doc: compliance.licence_file_id,
          adi_licence_doc: compliance.adi_licence_file_id,
        }
      : null,
    permAddr: address(i.perm_line1, i.perm_line2, i.perm_city, i.perm_county, i.perm_postcode),
    currAddr: address(i.curr_line1, i.curr_line2, i.curr_city, i.curr_county, i.curr_postcode),
    driving_licence_no: i.driving_licence_no,
    instructor_licence_no: i.instructor_licence_no,
    email: i.email,
    mobile: i.mobile,
    mobilePhone2: i.mobile2 ?? '',
    homePhone1: i.home_phone1 ?? '',
    homePhone2: i.home_phone2 ?? '',
    workPhone1: i.work_phone1 ?? '',
    workPhone2: i.work_phone2 ?? '',
    crtbRef: i.crtb_ref,
    bankInfo: { bankname: i.bank_name, nameonacc: i.name_on_acc, accno: i.acc_no, sortcode: i.sort_code },
    nino: i.nino,
    teaching_gens: i.teaching_gens,
    teaching_gears: i.teaching_gears,
    covering_pcs: pcs,
    teaching_langs: langs,
    teaching_car_types: types,
    cars: cars.map((c) => ({
      c_id: c.c_id,
      make: c.make,
      model: c.model,
      colour: c.colour,
      c_reg: c.c_reg,
      regyear: c.regyear.slice(0, 7),
      c_type_id: c.c_type_id,
      c_type: c.c_type,
      c_gear: c.c_gear,
      c_fuel: c.c_fuel,
      c_fuel_txt: c.c_fuel_txt,
      leagal_owner: c.leagal_owner,
      ved_exp: c.ved_exp,
      mot_exp: c.mot_exp,
      insurance_exp: c.insurance_exp,
      rec_status: c.rec_status,
      status_text: VEHICLE_STATUS_LABELS[c.rec_status] ?? String(c.rec_status),
      dual_ctrl: c.dual_ctrl,
      owner_type: c.owner_type,
      owner_type_desc: c.owner_type_desc,
      logbook_doc: c.logbook_file_id,
      mot_doc: c.mot_file_id,
      insurance_doc: c.insurance_file_id,
    })),
    adi_franchise:
      franchise && plan
        ? {
            rec_id: franchise.rec_id,
            regularity: Number(franchise.regularity),
            regularity_text: REGULARITY_TEXT.get(Number(franchise.regularity)) ?? String(franchise.regularity),
            start_date: franchise.start_date,
            created_on: franchise.created_on.toISOString(),
            plan_data: plan,
          }
        : null,
    accState: i.acc_state,
    created: i.created.toISOString(),
    approved: i.approved_at !== null,
    approved_at: i.approved_at?.toISOString() ?? null,
    reg_by_name: i.reg_by_name ?? '',
    reg_by_id: i.registered_by,
    expiries: expiries.map(toExpiryItem),
  };
});
