import type { ArgsOf } from '@dss/api';
import type { learnerActions, LearnerFormValues, LearnerListed, Title } from '@dss/contract';

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
  'lessonreminders',
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
    lessonreminders: l.lesson_reminders ? '1' : '0',
  };
}

/** The wire fields of the form (document 1 §3): the texts trimmed, gender from the title. */
export function formToWire(
  values: LearnerFormValues,
  titles: readonly Title[] | undefined,
): Omit<ArgsOf<typeof learnerActions.registerLearner>, 'idemkey'> {
  const text = (name: (typeof LEARNER_FIELD_NAMES)[number]) => (values[name] ?? '').trim();
  return {
    title: text('title'),
    gender: genderOfTitle(titles, values.title),
    fname: text('fname'),
    mname: text('mname'),
    lname: text('lname'),
    mobile: text('mobile'),
    landline: text('landline'),
    inemail: text('inemail'),
    dob: text('dob'),
    dlno: text('dlno'),
    lesstype: text('lesstype'),
    haline1: text('haline1'),
    haline2: text('haline2'),
    hacity: text('hacity'),
    hcounty: text('hcounty'),
    hapostcode: text('hapostcode'),
    pickpostcode: text('pickpostcode'),
    adigender: text('adigender'),
    adilang: text('adilang'),
    cartype: text('cartype'),
    lessonreminders: text('lessonreminders'),
  };
}

/** A new learner's form starts with lesson reminders on. */
export const NEW_LEARNER_VALUES: LearnerFormValues = { lessonreminders: '1' };
