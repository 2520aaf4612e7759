import { z } from 'zod';
import { DayAvailability, TimeAwayType } from './working-hours';

/** Reply shapes of the instructor actions (document 2 §3, document 3 §3). */

export const InstructorAddress = z.object({
  fline: z.string(),
  sline: z.string(),
  city: z.string(),
  county: z.string(),
  postcode: z.string(),
});
export type InstructorAddress = z.infer<typeof InstructorAddress>;

export const InstructorGender = z.enum(['female', 'male']);
export type InstructorGender = z.infer<typeof InstructorGender>;
export const TeachingGears = z.enum(['automatic', 'manual', 'both']);
export type TeachingGears = z.infer<typeof TeachingGears>;
export const TeachingGenders = z.enum(['any', 'female', 'male']);
export type TeachingGenders = z.infer<typeof TeachingGenders>;

/**
 * An instructor as every instructor table lists it: View/Edit, Advance Search, Pending (with
 * landline, added, reg_by_name, reg_by_id) and Instructor State Management, and the report
 * pickers (document 3 §3 "Instructor list row").
 */
export const InstructorRow = z.object({
  adi_id: z.number().int(),
  title: z.string(),
  fname: z.string(),
  mname: z.string(),
  lname: z.string(),
  gender: InstructorGender,
  mobile: z.string(),
  /** Home phone 1, else work phone 1, else ''. */
  landline: z.string(),
  email: z.string(),
  teaching_gears: TeachingGears,
  teaching_gens: TeachingGenders,
  driving_licence_no: z.string(),
  instructor_licence_no: z.string(),
  crtbRef: z.string(),
  currAddr: InstructorAddress,
  /** 0 Blocked, 1 Active, 2 Read Only, 3 Newly Joined, 4 Deleted */
  accState: z.number().int(),
  /** Registered on (ISO instant); `added` is the same, as the pending dialog names it. */
  created: z.string(),
  added: z.string(),
  /** false while pending approval */
  approved: z.boolean(),
  approved_at: z.string().nullable(),
  reg_by_name: z.string(),
  reg_by_id: z.number().int().nullable(),
});
export type InstructorRow = z.infer<typeof InstructorRow>;

/** A vehicle (document 2 §3 "Vehicle record"), with its dictionary texts. */
export const InstructorVehicle = z.object({
  c_id: z.number().int(),
  make: z.string(),
  model: z.string(),
  colour: z.string(),
  c_reg: z.string(),
  /** Month of first registration, 'YYYY-MM'. */
  regyear: z.string(),
  c_type_id: z.number().int(),
  c_type: z.string(),
  c_gear: z.enum(['automatic', 'manual']),
  c_fuel: z.number().int(),
  c_fuel_txt: z.string(),
  leagal_owner: z.string(),
  ved_exp: z.string(),
  mot_exp: z.string(),
  insurance_exp: z.string(),
  /** 1 Active, 2 Inactive, 3 Removed, 4 Renewed */
  rec_status: z.number().int(),
  status_text: z.string(),
  /** 1 yes, 2 no */
  dual_ctrl: z.number().int(),
  owner_type: z.number().int(),
  owner_type_desc: z.string(),
  /** Document ids for `instructordocument`; null when none was uploaded. */
  logbook_doc: z.number().int().nullable(),
  mot_doc: z.number().int().nullable(),
  insurance_doc: z.number().int().nullable(),
});
export type InstructorVehicle = z.infer<typeof InstructorVehicle>;

/** A franchise plan's data (document 2 §3 "Franchise plan"); fees are text with two decimals. */
export const FranchisePlanData = z.object({
  plan_id: z.number().int(),
  initial_fee: z.string(),
  work_type: z.enum(['Full-Time', 'Part-Time']),
  weekly_hours: z.number().int(),
  weekly_fee: z.string(),
  promo_code: z.string().nullable(),
});
export type FranchisePlanData = z.infer<typeof FranchisePlanData>;

/** The instructor's current plan (document 2 §3 "Franchise plan assignment"). */
export const InstructorFranchise = z.object({
  rec_id: z.number().int(),
  /** Weeks per payment: 1, 4.33, 13, 26, 52. */
  regularity: z.number(),
  regularity_text: z.string(),
  start_date: z.string(),
  created_on: z.string(),
  plan_data: FranchisePlanData,
});
export type InstructorFranchise = z.infer<typeof InstructorFranchise>;

export const ExpiringDocument = z.enum(['licence', 'adi_licence', 'ved', 'mot', 'insurance']);
export type ExpiringDocument = z.infer<typeof ExpiringDocument>;

/** A document or date that has expired or expires within 30 days. */
export const ExpiryItem = z.object({
  adi_id: z.number().int(),
  document: ExpiringDocument,
  /** 'Driving licence', 'ADI/PDI licence', 'VED', 'MOT', 'Insurance' */
  document_text: z.string(),
  /** The vehicle, for VED, MOT and insurance. */
  c_id: z.number().int().nullable(),
  c_reg: z.string().nullable(),
  expires_on: z.string(),
  /** Days from today (London) to the expiry; negative once expired. */
  days_left: z.number().int(),
  expired: z.boolean(),
});
export type ExpiryItem = z.infer<typeof ExpiryItem>;

/** An expiry in the school-wide list, with the instructor's name. */
export const ExpiryRow = ExpiryItem.extend({
  title: z.string(),
  fname: z.string(),
  lname: z.string(),
  mobile: z.string(),
});
export type ExpiryRow = z.infer<typeof ExpiryRow>;

export const ExpiryCounts = z.object({
  expired: z.number().int().nonnegative(),
  due: z.number().int().nonnegative(),
});
export type ExpiryCounts = z.infer<typeof ExpiryCounts>;

/** The current compliance record: licence expiries and the ids of its four documents. */
export const InstructorCompliance = z.object({
  complianceid: z.number().int(),
  licence_exp: z.string(),
  adi_licence_exp: z.string(),
  address_proof1_doc: z.number().int().nullable(),
  address_proof2_doc: z.number().int().nullable(),
  licence_doc: z.number().int().nullable(),
  adi_licence_doc: z.number().int().nullable(),
});
export type InstructorCompliance = z.infer<typeof InstructorCompliance>;

/**
 * An instructor's whole record (document 2 §3 "Instructor record", §2.2 and §2.4 dialogs), as
 * the Instructor Information dialog, the search dialog and Edit Instructor (edit/:id) read it.
 */
export const InstructorInfo = z.object({
  adi_id: z.number().int(),
  title: z.string(),
  title_id: z.number().int(),
  fname: z.string(),
  mname: z.string(),
  lname: z.string(),
  gender: InstructorGender,
  dateOfBirth: z.string(),
  complianceid: z.number().int().nullable(),
  compliance: InstructorCompliance.nullable(),
  permAddr: InstructorAddress,
  currAddr: InstructorAddress,
  driving_licence_no: z.string(),
  instructor_licence_no: z.string(),
  email: z.string(),
  mobile: z.string(),
  mobilePhone2: z.string(),
  homePhone1: z.string(),
  homePhone2: z.string(),
  workPhone1: z.string(),
  workPhone2: z.string(),
  crtbRef: z.string(),
  bankInfo: z.object({ bankname: z.string(), nameonacc: z.string(), accno: z.string(), sortcode: z.string() }),
  nino: z.string(),
  teaching_gens: TeachingGenders,
  teaching_gears: TeachingGears,
  covering_pcs: z.array(z.object({ pc: z.string() })),
  teaching_langs: z.array(z.object({ lang_id: z.number().int(), lang_name: z.string() })),
  teaching_car_types: z.array(z.object({ type_id: z.number().int(), type_name: z.string() })),
  /** Vehicles with rec_status below 4; the pickers take those with status 1. */
  cars: z.array(InstructorVehicle),
  adi_franchise: InstructorFranchise.nullable(),
  accState: z.number().int(),
  created: z.string(),
  approved: z.boolean(),
  approved_at: z.string().nullable(),
  reg_by_name: z.string(),
  reg_by_id: z.number().int().nullable(),
  /** Expired documents and those expiring within 30 days, soonest first. */
  expiries: z.array(ExpiryItem),
});
export type InstructorInfo = z.infer<typeof InstructorInfo>;

/** A vehicle owner type (document 2 §3 lookup lists): `message` is the picker's hint. */
export const VehicleOwnerType = z.object({
  type_id: z.number().int(),
  desc: z.string(),
  message: z.string(),
});
export type VehicleOwnerType = z.infer<typeof VehicleOwnerType>;

/** Weekly availability: `saved` is false when the instructor has none yet and `days` are the defaults. */
export const AvailabilityReply = z.object({
  saved: z.boolean(),
  days: z.array(DayAvailability),
});
export type AvailabilityReply = z.infer<typeof AvailabilityReply>;

/** A time-away entry (document 2 §3). Dates 'YYYY-MM-DD', times 'HH:MM', London wall clock. */
export const TimeAwayRow = z.object({
  rec_id: z.number().int(),
  type: TimeAwayType,
  reason: z.string(),
  start_date: z.string(),
  start_time: z.string(),
  end_date: z.string(),
  end_time: z.string(),
  duration: z.string(),
  /** 1 Scheduled, 0 Withdrawn */
  status: z.number().int(),
  /** Scheduled and not yet started: it can be deleted. */
  editable: z.boolean(),
});
export type TimeAwayRow = z.infer<typeof TimeAwayRow>;

export const InstructorDocumentKind = z.enum([
  'address_proof1',
  'address_proof2',
  'licence',
  'adi_licence',
  'logbook',
  'mot',
  'insurance',
]);
export type InstructorDocumentKind = z.infer<typeof InstructorDocumentKind>;

/** A PDF kept for an instructor, newest first; `current` while its record still points to it. */
export const InstructorDocument = z.object({
  doc_id: z.number().int(),
  kind: InstructorDocumentKind,
  kind_text: z.string(),
  c_id: z.number().int().nullable(),
  c_reg: z.string().nullable(),
  file_name: z.string(),
  byte_size: z.number().int(),
  added_at: z.string(),
  added_by: z.string(),
  current: z.boolean(),
});
export type InstructorDocument = z.infer<typeof InstructorDocument>;
