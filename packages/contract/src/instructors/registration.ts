import { z } from 'zod';
import { idField, jsonText, optionalText } from '../validation/fields';
import type { RequestValues } from '../wire/action';
import {
  addressFields,
  bankFields,
  checkedForm,
  choice,
  contactFields,
  coveringPostcodes,
  crtbRefRegister,
  dobField,
  feeRegularityField,
  FINANCIAL_MESSAGES,
  genderField,
  LICENCE_MESSAGES,
  licenceExpiryFields,
  licenceFields,
  pdfFile,
  personFields,
  sortCodeMasked,
  sortCodeWire,
  TEACHING_MESSAGES,
  teachingFields,
  teachingLanguages,
  teachingVehicleTypes,
  VEHICLE_MESSAGES,
  vehicleFields,
  vehicleOf,
} from './fields';
import { FILE_SIZE_MESSAGES } from './messages';

/**
 * Register Instructor (document 2 §2.1, §5.1-§5.7, §7.1): one multipart submission. The form
 * schema below validates the screen's values (files, lists, the masked sort code); the wire
 * schema validates the text fields the submission carries. Both come from the same builders.
 */

export const PAISSAME_MESSAGE = 'Current address same as permanent is required.';

/**
 * The documents of the registration, by the form field that holds each, with the file name the
 * submission gives it (document 2 §7.1). The server knows each file by this name.
 */
export const REGISTER_FILE_NAMES = {
  poadoc1: 'poadoc1.pdf',
  poadoc2: 'poadoc2.pdf',
  caronelogbook: 'v5c.pdf',
  caronemot: 'mot.pdf',
  caroneinsurance: 'insurance.pdf',
  cartwologbook: 'v5c2.pdf',
  cartwomot: 'mot2.pdf',
  cartwoinsurance: 'insurance2.pdf',
  licenceCopy: 'dlicence.pdf',
  adilicenceCopy: 'adilicence.pdf',
} as const;
export type RegisterFileField = keyof typeof REGISTER_FILE_NAMES;

/** Which message a missing document gives. */
export const REGISTER_FILE_MESSAGES: Record<RegisterFileField, string> = {
  poadoc1: LICENCE_MESSAGES.addressProof,
  poadoc2: LICENCE_MESSAGES.addressProof,
  caronelogbook: VEHICLE_MESSAGES.v5c,
  caronemot: VEHICLE_MESSAGES.motFile,
  caroneinsurance: VEHICLE_MESSAGES.insuranceFile,
  cartwologbook: VEHICLE_MESSAGES.v5c,
  cartwomot: VEHICLE_MESSAGES.motFile,
  cartwoinsurance: VEHICLE_MESSAGES.insuranceFile,
  licenceCopy: LICENCE_MESSAGES.licenceCopy,
  adilicenceCopy: LICENCE_MESSAGES.adilicenceCopy,
};

const file = (field: RegisterFileField) =>
  pdfFile(REGISTER_FILE_MESSAGES[field], field.startsWith('poadoc') ? FILE_SIZE_MESSAGES.addressProof : FILE_SIZE_MESSAGES.pdf);

const currentAddress = addressFields('cu');
const secondVehicle = vehicleFields('cartwo');
const secondVehicleFiles = {
  cartwologbook: file('cartwologbook'),
  cartwomot: file('cartwomot'),
  cartwoinsurance: file('cartwoinsurance'),
};

/** Fields the form and the wire share. */
const sharedFields = {
  ...personFields,
  gender: genderField,
  dob: dobField,
  ...addressFields('pa'),
  paissame: choice(['1', '0'] as const, PAISSAME_MESSAGE),
  ...licenceFields,
  ...contactFields,
  crtbref: crtbRefRegister,
  ...bankFields,
  ...teachingFields,
  ...vehicleFields('carone'),
  /** '1' when the second vehicle is on. */
  secondcar: optionalText().pipe(z.string().regex(/^[01]?$/, 'Second vehicle is not valid.')),
  fplan: idField(FINANCIAL_MESSAGES.fplan),
  /** The plan id the plan picker holds; when given it must be the chosen plan. */
  francplan: optionalText().pipe(z.string().regex(/^\d{0,9}$/, FINANCIAL_MESSAGES.fplan)),
  feeregularity: feeRegularityField,
  ...licenceExpiryFields,
};

/** The sections of the form (each has its status icon), by the fields each holds. */
export const REGISTER_SECTIONS = {
  personal: [
    'title',
    'gender',
    'dob',
    'fname',
    'mname',
    'lname',
    'pafline',
    'pasline',
    'pacity',
    'pacounty',
    'papostcode',
    'paissame',
    'cufline',
    'cusline',
    'cucity',
    'cucounty',
    'cupostcode',
    'dlno',
    'adilno',
  ],
  contact: ['inemail', 'mobile', 'hp1', 'hp2', 'mp2', 'wp1', 'wp2'],
  compliance: ['crtbref', 'fbname', 'scode', 'accno', 'naob', 'nino', 'poadoc1', 'poadoc2'],
  teaching: ['aditgender', 'geartype', 'coveringareas', 'aditlang', 'carttype'],
  vehicles: [
    ...Object.keys(vehicleFields('carone')),
    'caronelogbook',
    'caronemot',
    'caroneinsurance',
    'secondcar',
    ...Object.keys(secondVehicle),
    'cartwologbook',
    'cartwomot',
    'cartwoinsurance',
  ],
  financials: ['fplan', 'francplan', 'feeregularity'],
  licences: ['licenceCopy', 'licenceexp', 'adilicenceCopy', 'adilicenceexp'],
} as const;
export type RegisterSection = keyof typeof REGISTER_SECTIONS;

export interface AddressInput {
  fline: string;
  sline: string;
  city: string;
  county: string;
  postcode: string;
}

/** The fields sent only when asked for: the current address (not the same) and the second vehicle (on). */
type ConditionalInput = Partial<z.input<z.ZodObject<typeof currentAddress>> & z.input<z.ZodObject<typeof secondVehicle>>>;

function conditional<S extends z.ZodRawShape>(shape: S, withFiles: boolean) {
  const current = z.object(currentAddress);
  const second = z.object({ ...secondVehicle, ...(withFiles ? secondVehicleFiles : {}) });
  const schema = checkedForm(
    shape,
    (values, issue) => {
      const copy = (result: z.ZodSafeParseResult<unknown>) => {
        if (!result.success) for (const i of result.error.issues) issue(String(i.path[0]), i.message);
      };
      if (values.paissame === '0') copy(current.safeParse(values));
      if (values.secondcar === '1') copy(second.safeParse(values));
      if (values.francplan && values.fplan && values.francplan !== values.fplan) issue('fplan', FINANCIAL_MESSAGES.fplan);
    },
    (parsed, values) => {
      const form: Record<string, unknown> = parsed;
      const permanent = addressOf(form, 'pa');
      const currentAddr = values.paissame === '0' ? addressOf(current.parse(values), 'cu') : permanent;
      const vehicles = [vehicleOf(form, 'carone')];
      if (values.secondcar === '1') vehicles.push(vehicleOf(z.object(secondVehicle).parse(values), 'cartwo'));
      return { ...parsed, permanent, current: currentAddr, vehicles };
    },
  );
  // The rules check the conditional fields, so the input declares them (optional) too.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- zod's input is the shape's fields only; the rules read the conditional ones from it as well
  return schema as z.ZodType<z.output<typeof schema>, z.input<typeof schema> & ConditionalInput>;
}

function addressOf(values: Record<string, unknown>, prefix: 'pa' | 'cu'): AddressInput {
  return {
    fline: String(values[`${prefix}fline`] ?? ''),
    sline: String(values[`${prefix}sline`] ?? ''),
    city: String(values[`${prefix}city`] ?? ''),
    county: String(values[`${prefix}county`] ?? ''),
    postcode: String(values[`${prefix}postcode`] ?? ''),
  };
}

const wireShape = {
  ...sharedFields,
  scode: sortCodeWire,
  coveringareas: jsonText(coveringPostcodes, TEACHING_MESSAGES.postcodes),
  aditlang: jsonText(teachingLanguages, TEACHING_MESSAGES.languages),
  carttype: jsonText(teachingVehicleTypes, TEACHING_MESSAGES.vehicleTypes),
  /** Made once per submit: a repeat with the same key answers SUCCESS and writes nothing (DESIGN §8). */
  submitkey: optionalText().pipe(z.string().regex(/^[A-Za-z0-9_-]{0,64}$/, 'Submission key is not valid.')),
};

/** The text fields of the registration submission (its files travel as REGISTER_FILE_NAMES). */
export const registerInstructorWire = conditional(wireShape, false);
export type RegisterInstructorInput = z.output<typeof registerInstructorWire>;

/** The form's text fields and lists: what the submission carries, as the screen holds it. */
const formTextShape = {
  ...sharedFields,
  scode: sortCodeMasked,
  coveringareas: coveringPostcodes,
  aditlang: teachingLanguages,
  carttype: teachingVehicleTypes,
};

const formShape = {
  ...formTextShape,
  poadoc1: file('poadoc1'),
  poadoc2: file('poadoc2'),
  caronelogbook: file('caronelogbook'),
  caronemot: file('caronemot'),
  caroneinsurance: file('caroneinsurance'),
  licenceCopy: file('licenceCopy'),
  adilicenceCopy: file('adilicenceCopy'),
};

/** The Register Instructor form as the screen holds it (files, lists, the masked sort code). */
export const registerInstructorForm = conditional(formShape, true);
/** The form's values as the screen holds them while they are filled in: any may still be missing. */
export type RegisterInstructorFormValues = Partial<z.input<typeof registerInstructorForm>>;

/** Defaults of the Teaching section (document 2 §2.1): covering E7, English. */
export const REGISTER_DEFAULTS: {
  coveringareas: string[];
  aditlang: number[];
  carttype: number[];
  paissame: string;
  secondcar: string;
} = {
  coveringareas: ['E7'],
  aditlang: [10],
  carttype: [],
  paissame: '1',
  secondcar: '0',
};

/** The submission's text fields as the registration action declares them (the key is added per submit). */
export type RegisterInstructorFields = Omit<RequestValues<typeof registerInstructorWire>, 'submitkey'>;

/**
 * The submission for a valid form: the text fields (the sort code as 6 digits, the lists as
 * lists) and the files named as document 2 §7.1 says. The current address goes only when it is
 * not the permanent one, the second vehicle's fields and documents only when it is on.
 */
export function registerInstructorPayload<F>(values: Record<string, unknown>): {
  fields: RegisterInstructorFields;
  files: { field: string; file: F; fileName: string }[];
} {
  const secondOn = values.secondcar === '1';
  const fields: RegisterInstructorFields = {
    ...z.object(formTextShape).parse(values),
    ...(values.paissame === '0' ? z.object(currentAddress).parse(values) : {}),
    ...(secondOn ? z.object(secondVehicle).parse(values) : {}),
    secondcar: secondOn ? '1' : '0',
  };
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.keys types its keys as string; these are REGISTER_FILE_NAMES' own
  const files = (Object.keys(REGISTER_FILE_NAMES) as RegisterFileField[])
    .filter((field) => values[field] && (secondOn || !field.startsWith('cartwo')))
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the caller names the type its form holds files as
    .map((field) => ({ field, file: values[field] as F, fileName: REGISTER_FILE_NAMES[field] }));
  return { fields, files };
}
