import type { LearnerFormValues, LearnerListed, Title } from '@dss/contract';

export const LEARNER_FIELD_NAMES = [
  'title',
  'gender',
  'fname',
  'mname',
  'lname',
  'mobile',
  'landline',
  'inemail',
  'dob',
  'dlno',
  'lesstype',
  'haline1',
  'haline2',
  'hacity',
  'hcounty',
  'hapostcode',
  'pickpostcode',
  'adigender',
  'adilang',
  'cartype',
] as const;

/** The gender a title implies ('m', 'f' or '' for neutral titles). */
export function genderOfTitle(titles: readonly Title[] | undefined, titleId: string | undefined): 'm' | 'f' | '' {
  return titles?.find((t) => String(t.id) === titleId)?.gen ?? '';
}

/** The edit form's starting values from a listed learner. */
export function learnerToForm(l: LearnerListed): LearnerFormValues {
  return {
    title: String(l.title_id),
    gender: l.gender ?? '',
    fname: l.fname,
    mname: l.mname || undefined,
    lname: l.lname,
    mobile: l.mobile,
    landline: l.landline || undefined,
    inemail: l.email,
    dob: l.dob,
    dlno: l.driving_licence_no,
    lesstype: l.lessons_type,
    haline1: l.address.line1,
    haline2: l.address.line2 || undefined,
    hacity: l.address.city,
    hcounty: l.address.county || undefined,
    hapostcode: l.address.postcode,
    pickpostcode: l.pickup_pc,
    adigender: l.req_adi_gender,
    adilang: l.req_language === null ? undefined : String(l.req_language),
    cartype: String(l.req_car_type),
    state: String(l.accState),
  };
}

/** The wire fields of the form (document 1 §3): every field as a string, gender from the title. */
export function formToWire(
  values: LearnerFormValues,
  titles: readonly Title[] | undefined,
  withState: boolean,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of LEARNER_FIELD_NAMES) fields[name] = (values[name] ?? '').trim();
  fields.gender = genderOfTitle(titles, values.title);
  if (withState) fields.state = values.state ?? '';
  return fields;
}
