import { z } from 'zod';
import {
  dateField,
  emailAddress,
  MOBILE_MESSAGES,
  mobileNumber,
  optionalText,
  requiredText,
  upperCased,
} from '../validation/fields';
import { londonToday } from '../time/london';
import { isOneOf } from '../validation/narrowing';
import { FILE_SIZE_MESSAGES, INSTRUCTOR_FILE_MAX_BYTES, INSTRUCTOR_REFUSALS } from './messages';

/**
 * Field builders of the instructor forms (document 2 §5), shared by the screens' form schemas and
 * the wire schemas. Wire values are strings; each builder checks required first, then shape,
 * then length, with the spec's words where it gives them (docs/decisions/instructors-messages-the-spec-leaves-out.md).
 */

/** Required text, at most `max` characters (requiredText refuses control characters). */
export function reqText(required: string, max: number, long: string) {
  return requiredText(required).max(max, long);
}

/** Optional text ('' when missing), at most `max` characters (optionalText refuses control characters). */
export function optText(max: number, long: string) {
  return optionalText().pipe(z.string().max(max, long));
}

/**
 * One of `values`, as a plain string check (a failed choice leaves the other fields' checks and
 * the cross-field rules running, where z.enum would stop them).
 */
export function choice<T extends string>(values: readonly T[], message: string) {
  // The closing transform makes a refused choice abort the field (zod skips it after a failed
  // check), so the refinements around the field do not run.
  return requiredText(message)
    .refine((v): v is T => isOneOf(values, v), message)
    .transform((v) => v);
}

/** An id of a small dictionary (smallint column): 1 to 9999. */
export function smallId(message: string) {
  return requiredText(message)
    .regex(/^[1-9]\d{0,3}$/, message)
    .transform(Number);
}

export const PERSON_MESSAGES = {
  title: 'Title is required.',
  gender: 'Gender is required.',
  name: 'Name is required.',
  nameLong: 'Name must be at most 50 characters long',
  dob: 'Date of birth is required.',
  dobPast: 'Date of birth must be in the past.',
  dlno: 'Licence Number is required.',
  dlnoInvalid: 'Invalid Licence Number',
  adilno: 'ADI/PDI Licence Number is required.',
  adilnoInvalid: 'Invalid ADI/PDI Licence Number',
} as const;

/** Titles the instructor title pickers hide (document 2 §2.1, §5.9). */
export const HIDDEN_INSTRUCTOR_TITLES = ['Miss', 'Master'] as const;

export const personFields = {
  title: smallId(PERSON_MESSAGES.title),
  fname: reqText(PERSON_MESSAGES.name, 50, PERSON_MESSAGES.nameLong),
  mname: optText(50, PERSON_MESSAGES.nameLong),
  lname: reqText(PERSON_MESSAGES.name, 50, PERSON_MESSAGES.nameLong),
};

export const genderField = choice(['female', 'male'] as const, PERSON_MESSAGES.gender);

export const dobField = dateField(PERSON_MESSAGES.dob).refine((v) => v < londonToday(), PERSON_MESSAGES.dobPast);

export const licenceFields = {
  /** Driving licence number: exactly 16 characters (document 2 §5.2). */
  dlno: requiredText(PERSON_MESSAGES.dlno)
    .regex(/^[A-Za-z0-9]{16}$/, PERSON_MESSAGES.dlnoInvalid)
    .transform((v) => v.toUpperCase()),
  /** ADI/PDI licence number: exactly 6 characters. */
  adilno: requiredText(PERSON_MESSAGES.adilno)
    .regex(/^[A-Za-z0-9]{6}$/, PERSON_MESSAGES.adilnoInvalid)
    .transform((v) => v.toUpperCase()),
};

export const ADDRESS_MESSAGES = {
  line1: 'Address Line 1 is required.',
  line1Long: 'Address Line 1 is too long. Max 50 characters allowed.',
  // The second-line, city and county messages say 60 while the rule is 50 (document 2 §5.11).
  line2Long: 'Address Line 2 is too long. Max 60 characters allowed.',
  city: 'City is required.',
  cityLong: 'City is too long. Max 60 characters allowed.',
  countyLong: 'County is too long. Max 60 characters allowed.',
  postcode: 'Postcode is required.',
  postcodeShort: 'Postcode is too short. Min 6 characters required.',
  // The current postcode allows 8 while its message says 9 (document 2 §5.11, §9).
  postcodeLong: 'Postcode is too long. Max 9 characters allowed.',
} as const;

function postcode(max: number) {
  return requiredText(ADDRESS_MESSAGES.postcode)
    .min(6, ADDRESS_MESSAGES.postcodeShort)
    .max(max, ADDRESS_MESSAGES.postcodeLong)
    .regex(/^[A-Za-z0-9 ]+$/, 'Postcode is not valid.')
    .transform((v) => v.toUpperCase());
}

/** An address with the wire prefix `pa` (permanent, postcode 6-9) or `cu` (current, postcode 6-8). */
export function addressFields<P extends 'pa' | 'cu'>(prefix: P) {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- computed keys widen to string; these are the five keys written here, each with `prefix`
  return {
    [`${prefix}fline`]: reqText(ADDRESS_MESSAGES.line1, 50, ADDRESS_MESSAGES.line1Long),
    [`${prefix}sline`]: optText(50, ADDRESS_MESSAGES.line2Long),
    [`${prefix}city`]: reqText(ADDRESS_MESSAGES.city, 50, ADDRESS_MESSAGES.cityLong),
    [`${prefix}county`]: optText(50, ADDRESS_MESSAGES.countyLong),
    [`${prefix}postcode`]: postcode(prefix === 'pa' ? 9 : 8),
  } as unknown as Record<`${P}${'fline' | 'sline' | 'city' | 'county' | 'postcode'}`, z.ZodType<string, string | undefined>>;
}

/** An optional phone number: digits only, 9 to 11 (document 2 §5.3), with the mobile messages. */
export function optionalPhone() {
  return optionalText().pipe(
    z
      .string()
      .refine((v) => v === '' || /^\d+$/.test(v), MOBILE_MESSAGES.digits)
      .refine((v) => v === '' || !/^\d+$/.test(v) || v.length >= 9, MOBILE_MESSAGES.short)
      .refine((v) => v.length <= 11, MOBILE_MESSAGES.long),
  );
}

export const contactFields = {
  inemail: emailAddress(),
  mobile: mobileNumber(),
  hp1: optionalPhone(),
  hp2: optionalPhone(),
  mp2: optionalPhone(),
  wp1: optionalPhone(),
  wp2: optionalPhone(),
};

export const BANK_MESSAGES = {
  crtbref: 'DBS Reference is required.',
  digits: 'Only numbers are allowed.',
  // Registration takes exactly 12 digits while its message says 16 (document 2 §5.4).
  crtbrefLength: 'DBS Reference must be 16 digits long.',
  crtbrefShort: 'DBS Reference can not be less than 8 digits',
  crtbrefLong: 'DBS Reference can not be more than 12 digits',
  fbname: 'Bank name is required.',
  fbnameLong: 'Bank name is too long. Max 30 characters allowed.',
  scode: 'Sort code is required.',
  scodeLength: 'Sort code must be 6 digits.',
  accno: 'Account number is required.',
  accnoLength: 'Account number must be 8 digits.',
  naob: 'Name on account is required.',
  naobLong: 'Name on account is too long. Max 50 characters allowed.',
  nino: 'National Insurance number is required.',
  ninoLength: 'National Insurance number must be 9 characters.',
} as const;
const B = BANK_MESSAGES;

/** Digits only, exactly `length` of them. */
function digits(required: string, length: number, lengthMessage: string) {
  return requiredText(required).regex(/^\d+$/, B.digits).length(length, lengthMessage);
}

/** DBS reference at registration: exactly 12 digits. */
export const crtbRefRegister = digits(B.crtbref, 12, B.crtbrefLength);
/** DBS reference on the advance edit: 8 to 12 digits (document 2 §5.10). */
export const crtbRefEdit = requiredText(B.crtbref).regex(/^\d+$/, B.digits).min(8, B.crtbrefShort).max(12, B.crtbrefLong);

/** Sort code as the wire sends it: 6 digits, no dashes. */
export const sortCodeWire = digits(B.scode, 6, B.scodeLength);
/** Sort code as the screen holds it, masked ##-##-##: the dashes are dropped before the check. */
export const sortCodeMasked = requiredText(B.scode)
  .transform((v) => v.replace(/-/g, ''))
  .pipe(z.string().min(1, B.scode).regex(/^\d+$/, B.digits).length(6, B.scodeLength));

/** '123456' → '12-34-56', as the mask and the display filter show it. */
export function maskSortCode(digitsOnly: string): string {
  const d = digitsOnly.replace(/\D/g, '').slice(0, 6);
  return d.replace(/^(\d{2})(\d{1,2})?(\d{1,2})?$/, (_, a: string, b?: string, c?: string) =>
    [a, b, c].filter(Boolean).join('-'),
  );
}

export const bankFields = {
  fbname: reqText(B.fbname, 30, B.fbnameLong),
  accno: digits(B.accno, 8, B.accnoLength),
  naob: reqText(B.naob, 50, B.naobLong),
  nino: requiredText(B.nino)
    .transform((v) => v.replace(/\s/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{9}$/, B.ninoLength)),
};

export const TEACHING_MESSAGES = {
  aditgender: 'Teaching gender is required.',
  geartype: 'Teaching gear type is required.',
  postcodes: 'Covering Postcodes required.',
  outerPostcode: 'Outer postcode only, for example E7.',
  languages: 'Teaching Languages required.',
  vehicleTypes: 'Teaching Vehicle Types required.',
} as const;
const T = TEACHING_MESSAGES;

export const TEACHING_GENDERS = ['any', 'female', 'male'] as const;
export const TEACHING_GEARS = ['automatic', 'both', 'manual'] as const;
export const VEHICLE_GEARS = ['automatic', 'manual'] as const;

export const teachingFields = {
  aditgender: choice(TEACHING_GENDERS, T.aditgender),
  geartype: choice(TEACHING_GEARS, T.geartype),
};

/** Outer postcodes (E7, SW1A, RM13): at least one, stored upper case, each once. */
export const coveringPostcodes = z
  .array(
    z
      .string({ error: T.outerPostcode })
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{1,2}[0-9][0-9A-Z]?$/, T.outerPostcode)),
    { error: T.postcodes },
  )
  .min(1, T.postcodes)
  .max(100, 'At most 100 covering postcodes.')
  .transform((list) => [...new Set(list)]);

/** Ids of a dictionary as a list: at least one, each once. */
export function idList(message: string) {
  return z
    .array(
      z
        .union([z.number(), z.string()])
        .pipe(z.coerce.number<string | number>({ error: message }).int(message).min(1, message).max(9999, message)),
      { error: message },
    )
    .min(1, message)
    .max(100, message)
    .transform((list) => [...new Set(list)]);
}

export const teachingLanguages = idList(T.languages);
export const teachingVehicleTypes = idList(T.vehicleTypes);

export const VEHICLE_MESSAGES = {
  make: 'Vehicle Make is required.',
  makeLong: 'Vehicle Make is too long. Max 30 characters allowed.',
  model: 'Vehicle Model is required.',
  modelLong: 'Vehicle Model is too long. Max 30 characters allowed.',
  colour: 'Vehicle Colour is required.',
  colourLong: 'Vehicle Colour is too long. Max 16 characters allowed.',
  regno: 'Vehicle Registration Number is required.',
  regnoLong: 'Vehicle Registration Number is too long. Max 8 characters allowed.',
  regyear: 'Vehicle Registration Year is required.',
  regyearInvalid: 'Vehicle Registration Year is invalid.',
  cartype: 'Vehicle Type is required.',
  gear: 'Vehicle Gear Type is required.',
  fuel: 'Vehicle Fuel Type is required.',
  owner: 'Leagal Owner Name is required.',
  ownerLong: 'Leagal Owner Name is too long. Max 80 characters allowed.',
  // Upload Vehicle Documents allows 50 (document 2 §5.8; spelling kept).
  ownerLong50: 'Leagl Owner Name is too long. Max 50 characters allowed.',
  dualcontrol: 'Dual controls is required.',
  ownerType: 'Vehicle owner type is required.',
  ved: 'Vehicle VED Expiry Date is required.',
  vedInvalid: 'Vehicle VED Expiry Date is invalid.',
  mot: 'Vehicle MOT Expiry Date is required.',
  motInvalid: 'Vehicle MOT Expiry Date is invalid.',
  insurance: 'Vehicle Insurance Expiry Date is required.',
  insuranceInvalid: 'Vehicle Insurance Expiry Date is invalid.',
  v5c: "Vehicle's V5C is required.",
  motFile: "Vehicle's MOT is required.",
  insuranceFile: "Both Vehicle & Driver's Insurance Documents are required.",
} as const;
const V = VEHICLE_MESSAGES;

/** The vehicle type picker drops the first entry, 1 "Any vehicle type" (document 2 §2.1). */
export const vehicleTypeField = smallId(V.cartype).refine((n) => n !== 1, V.cartype);

/** The earliest month of first registration a vehicle may have. */
export const REG_YEAR_MIN = '1950-01';

/** Month of first registration 'YYYY-MM', from REG_YEAR_MIN to this month. */
export const regYearField = requiredText(V.regyear)
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, V.regyearInvalid)
  .refine((v) => v >= REG_YEAR_MIN && v <= londonToday().slice(0, 7), V.regyearInvalid);

export const dualControlField = choice(['1', '2'] as const, V.dualcontrol).transform(Number);
export const ownerTypeField = smallId(V.ownerType);
export const vedExpiryField = dateField(V.ved, V.vedInvalid);
export const motExpiryField = dateField(V.mot, V.motInvalid);
export const insuranceExpiryField = dateField(V.insurance, V.insuranceInvalid);

export const VEHICLE_KEYS = [
  'make',
  'model',
  'carcolour',
  'regno',
  'regyear',
  'cartype',
  'cargeartype',
  'fueltype',
  'leagalowner',
  'dualcontrol',
  'carownertype',
  'taxexp',
  'motexp',
  'insuranceexp',
] as const;
export type VehicleKey = (typeof VEHICLE_KEYS)[number];

/** A vehicle's fields (document 2 §5.6), each name prefixed (`carone`, `cartwo`, or '' for Add a Vehicle). */
export function vehicleFields<P extends string>(prefix: P) {
  const fields = {
    make: reqText(V.make, 30, V.makeLong),
    model: reqText(V.model, 30, V.modelLong),
    carcolour: reqText(V.colour, 16, V.colourLong),
    regno: reqText(V.regno, 8, V.regnoLong).pipe(upperCased(8, V.regnoLong)),
    regyear: regYearField,
    cartype: vehicleTypeField,
    cargeartype: choice(VEHICLE_GEARS, V.gear),
    fueltype: smallId(V.fuel),
    leagalowner: reqText(V.owner, 80, V.ownerLong),
    dualcontrol: dualControlField,
    carownertype: ownerTypeField,
    taxexp: vedExpiryField,
    motexp: motExpiryField,
    insuranceexp: insuranceExpiryField,
  };
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.fromEntries types its keys as string; each is `prefix` and a key of `fields`
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [`${prefix}${k}`, v])) as {
    [K in keyof typeof fields as `${P}${K}`]: (typeof fields)[K];
  };
}

/** A vehicle as the server writes it, whatever prefix it came with. */
export interface VehicleInput {
  make: string;
  model: string;
  carcolour: string;
  regno: string;
  regyear: string;
  cartype: number;
  cargeartype: (typeof VEHICLE_GEARS)[number];
  fueltype: number;
  leagalowner: string;
  dualcontrol: number;
  carownertype: number;
  taxexp: string;
  motexp: string;
  insuranceexp: string;
}

/** The vehicle whose fields carry `prefix`, without it. */
export function vehicleOf(values: Record<string, unknown>, prefix: string): VehicleInput {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the callers pass values parsed by vehicleFields(prefix), which give these types
  return Object.fromEntries(VEHICLE_KEYS.map((k) => [k, values[`${prefix}${k}`]])) as unknown as VehicleInput;
}

export const FINANCIAL_MESSAGES = {
  fplan: 'Franchise Plan is required.',
  feeregularity: 'Payment Regularity is required.',
  startdate: 'Start date is required.',
} as const;

/** Payment regularity: weeks per payment, with the spec's labels (document 2 §9, spelling kept). */
export const PAYMENT_REGULARITIES = [
  { value: '1', label: 'Weekly' },
  { value: '4.33', label: 'Monthly' },
  { value: '13', label: 'Quarterly' },
  { value: '26', label: 'Biannualy' },
  { value: '52', label: 'Annualy' },
] as const;

export const feeRegularityField = choice(
  PAYMENT_REGULARITIES.map((r) => r.value),
  FINANCIAL_MESSAGES.feeregularity,
).transform(Number);

export const LICENCE_MESSAGES = {
  licenceCopy: 'Copy of Driving Licence is required.',
  licenceexp: 'Driving Licence Expiry Day required.',
  adilicenceCopy: 'Copy of ADI/PDI Licence is required.',
  adilicenceexp: 'ADI/PDI Licence Expiry Day required.',
  addressProof: 'Proof of Address is required.',
} as const;

export const licenceExpiryFields = {
  licenceexp: dateField(LICENCE_MESSAGES.licenceexp),
  adilicenceexp: dateField(LICENCE_MESSAGES.adilicenceexp),
};

/**
 * A chosen file as a screen form holds it (a browser File, read by shape so the contract needs
 * no browser types): required, a PDF, under 4,000,000 bytes. The server checks the bytes again.
 */
export function pdfFile(required: string, tooLarge: string = FILE_SIZE_MESSAGES.pdf) {
  return z
    .custom<{ name: string; size: number; type: string }>(
      (v) => typeof v === 'object' && v !== null && 'size' in v && typeof v.size === 'number',
      required,
    )
    .refine((f) => f.size > 0, required)
    .refine((f) => f.type === 'application/pdf' || /\.pdf$/i.test(f.name), INSTRUCTOR_REFUSALS.notPdf)
    .refine((f) => f.size < INSTRUCTOR_FILE_MAX_BYTES, tooLarge);
}

/** An optional chosen file: absent, or a PDF under 4,000,000 bytes. */
export function optionalPdfFile(tooLarge: string = FILE_SIZE_MESSAGES.pdf) {
  return z.union([z.null(), pdfFile(INSTRUCTOR_REFUSALS.notPdf, tooLarge)]).optional();
}

/** Copies the issues of a failed parse of part of a form onto the whole form's context. */
export function addIssuesOf(ctx: z.RefinementCtx, result: z.ZodSafeParseResult<unknown>) {
  if (!result.success)
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}

/**
 * A flat form with rules across its fields. Every field's own check and every rule are reported
 * together: the rules see the raw values whatever the fields' own checks found (zod stops an
 * object's refinements at the first field that fails a transform), and also the parsed values
 * when all fields passed. `finish` shapes the output of a valid form.
 */
export function checkedForm<S extends z.ZodRawShape, R = z.output<z.ZodObject<S>>>(
  shape: S,
  rules: (
    values: Record<string, unknown>,
    issue: (path: string, message: string) => void,
    parsed: z.output<z.ZodObject<S>> | null,
  ) => void,
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- without a finish, R is its default: the parsed form
  finish: (parsed: z.output<z.ZodObject<S>>, values: Record<string, unknown>) => R = (parsed) => parsed as unknown as R,
): z.ZodType<R, z.input<z.ZodObject<S>>> {
  const object = z.object(shape);
  // The form's keys stay readable on the schema (the server refuses to start when an action's
  // field is another action's key); every field, named or conditional, passes on to the rules.
  const keys = z.object(Object.fromEntries(Object.keys(shape).map((key) => [key, z.unknown().optional()]))).loose();
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- zod takes the input type from the keys' z.unknown(); the form takes the shape's input
  return keys.transform((values, ctx) => {
    const parsed = object.safeParse(values);
    let failed = !parsed.success;
    addIssuesOf(ctx, parsed);
    rules(
      values,
      (path, message) => {
        failed = true;
        ctx.addIssue({ code: 'custom', path: [path], message });
      },
      parsed.success ? parsed.data : null,
    );
    return failed || !parsed.success ? z.NEVER : finish(parsed.data, values);
  }) as unknown as z.ZodType<R, z.input<z.ZodObject<S>>>;
}
