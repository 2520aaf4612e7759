import { z } from 'zod';
import { londonToday } from '../time/london';
import { emailAddress, isCalendarDate, mobileNumber, optionalText, requiredText, upperCased } from '../validation/fields';

/** A real calendar date 'YYYY-MM-DD'. */
/** A required date that is a real date and not after today in London. */
export function pastOrTodayDate(required: string, future = 'The date cannot be in the future.') {
  return requiredText(required)
    .refine(isCalendarDate, required)
    .refine((v) => v <= londonToday(), future);
}

export const LEARNER_FORM_MESSAGES = {
  title: 'Title is required.',
  name: 'Name is required.',
  nameLong: 'Name must be at most 40 characters long',
  middleNameLong: 'Name must be at most 120 characters long',
  dob: 'Date of birth is required.',
  dobPast: 'Date of birth must be in the past.',
  dlno: 'Licence Number is required.',
  dlnoInvalid: 'Invalid Licence Number',
  lesstype: 'Please select lessons type.',
  landlineDigits: 'Only numbers are allowed.',
  landlineShort: 'Landline number can not be less than 9 digits',
  landlineLong: 'Landline number can not be more than 11 digits',
  line1: 'Address line 1 is required.',
  city: 'City is required.',
  addressLong: 'Address must be at most 50 characters long',
  postcode: 'Postcode is required.',
  postcodeShort: 'Postcode is too short. Min 6 characters required.',
  postcodeLong: 'Postcode is too long. Max 9 characters allowed.',
  // Not in the spec: a postcode whose outer part is longer than any real one (docs/decisions/bad-input.md).
  postcodeInvalid: 'Invalid postcode.',
  adigender: 'Preferred ADI Gender required.',
  cartype: 'Preferred Vehicle Type required.',
  state: 'Account status is required.',
  lessonReminders: 'Please say whether the learner wants lesson reminders.',
} as const;

const M = LEARNER_FORM_MESSAGES;

/**
 * A UK postcode, stored upper case in 9 characters. Its outer part (all but the last three
 * characters once spaces are removed) is stored in 5 characters for the instructor search; a
 * real one has 2 to 4, so a longer one is not a postcode.
 */
function postcode() {
  return requiredText(M.postcode)
    .min(6, M.postcodeShort)
    .max(9, M.postcodeLong)
    .pipe(upperCased(9, M.postcodeLong))
    .refine((v) => v.replace(/ /g, '').length - 3 <= OUTER_POSTCODE_MAX, M.postcodeInvalid);
}

/** Characters of the longest outer postcode (SW1A). */
export const OUTER_POSTCODE_MAX = 4;

function addressPart(max = 50) {
  return optionalText().pipe(z.string().max(max, M.addressLong));
}

/** The learner form's fields (document 1 §3, §5), as the form holds them and the wire sends them. */
export const learnerFields = {
  title: requiredText(M.title)
    .regex(/^\d{1,4}$/, M.title)
    .transform(Number),
  /** Derived from the title on screen; the server derives it again from the titles list. */
  gender: optionalText(),
  fname: requiredText(M.name).max(40, M.nameLong),
  mname: optionalText().pipe(z.string().max(120, M.middleNameLong)),
  lname: requiredText(M.name).max(40, M.nameLong),
  mobile: mobileNumber(),
  landline: optionalText().pipe(
    z
      .string()
      .refine((v) => v === '' || /^\d+$/.test(v), M.landlineDigits)
      .refine((v) => v === '' || !/^\d+$/.test(v) || v.length >= 9, M.landlineShort)
      .refine((v) => v.length <= 11, M.landlineLong),
  ),
  inemail: emailAddress(),
  dob: requiredText(M.dob)
    .refine(isCalendarDate, M.dob)
    .refine((v) => v < londonToday(), M.dobPast),
  dlno: requiredText(M.dlno).max(16, M.dlnoInvalid).pipe(upperCased(16, M.dlnoInvalid)),
  lesstype: z.enum(['automatic', 'manual'], { error: M.lesstype }),
  haline1: requiredText(M.line1).max(50, M.addressLong),
  haline2: addressPart(),
  hacity: requiredText(M.city).max(50, M.addressLong),
  hcounty: addressPart(),
  hapostcode: postcode(),
  pickpostcode: postcode(),
  adigender: z.enum(['any', 'female', 'male'], { error: M.adigender }),
  /** Secondary language id; '' is English only. */
  adilang: optionalText()
    .pipe(z.string().regex(/^\d{0,4}$/, 'Invalid language.'))
    .transform((v) => (v === '' ? null : Number(v))),
  cartype: requiredText(M.cartype)
    .regex(/^\d{1,4}$/, M.cartype)
    .transform(Number),
  /**
   * Lesson reminders by e-mail ('1' yes, '0' no; beyond the spec). Left out by a caller built
   * before it: a registration then has them on, an update leaves them as they were.
   */
  lessonreminders: z
    .enum(['0', '1'], { error: M.lessonReminders })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === '1')),
};

/** Register Learner: the form in new mode. */
export const registerLearnerForm = z.object(learnerFields);

/** The edit form adds the account status (1, 0, 3, 2). */
export const editLearnerForm = z.object({
  ...learnerFields,
  state: z.enum(['0', '1', '2', '3'], { error: M.state }).transform(Number),
});

export type LearnerFormValues = Partial<Record<keyof z.input<typeof editLearnerForm>, string>>;
export type RegisterLearnerInput = z.output<typeof registerLearnerForm>;
export type EditLearnerInput = z.output<typeof editLearnerForm>;
