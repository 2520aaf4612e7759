import type { Transaction } from 'kysely';
import type { RegisterLearnerInput } from '@dss/contract';
import type { Database } from '../db/tables';
import { ActionRefused } from '../wire/handler';

// A learner's details as Register Learner and Update Learner both write them.

export async function genderOfTitle(tx: Transaction<Database>, titleId: number): Promise<'m' | 'f' | null> {
  const title = await tx.selectFrom('titles').select('gen').where('id', '=', titleId).executeTakeFirst();
  if (!title) throw new ActionRefused('Title is required.', 422);
  return title.gen;
}

export function columns(input: RegisterLearnerInput, gender: 'm' | 'f' | null) {
  return {
    title_id: input.title,
    gender,
    fname: input.fname,
    mname: input.mname || null,
    lname: input.lname,
    mobile: input.mobile,
    landline: input.landline || null,
    email: input.inemail,
    dob: input.dob,
    driving_licence_no: input.dlno,
    lessons_type: input.lesstype,
    address_line1: input.haline1,
    address_line2: input.haline2 || null,
    address_city: input.hacity,
    address_county: input.hcounty || null,
    address_postcode: input.hapostcode,
    pickup_pc: input.pickpostcode,
    req_adi_gender: input.adigender,
    req_language: input.adilang,
    req_car_type: input.cartype,
    // Left out by an earlier caller: as it was (on at registration).
    ...(input.lessonreminders === undefined ? {} : { lesson_reminders: input.lessonreminders }),
  };
}

export async function checkDictionaries(tx: Transaction<Database>, input: RegisterLearnerInput) {
  const car = await tx.selectFrom('vehicle_types').select('id').where('id', '=', input.cartype).executeTakeFirst();
  if (!car) throw new ActionRefused('Preferred Vehicle Type required.', 422);
  if (input.adilang !== null) {
    const lang = await tx.selectFrom('languages').select('id').where('id', '=', input.adilang).executeTakeFirst();
    if (!lang) throw new ActionRefused('Invalid language.', 422);
  }
}
