import type { DayAvailability, TimeAwayType } from './working-hours';

/** Reply shapes of the instructor actions (document 2 §3, document 3 §3). */

export interface InstructorAddress {
  fline: string;
  sline: string;
  city: string;
  county: string;
  postcode: string;
}

export type InstructorGender = 'female' | 'male';
export type TeachingGears = 'automatic' | 'manual' | 'both';
export type TeachingGenders = 'any' | 'female' | 'male';

/**
 * An instructor as every instructor table lists it: View/Edit, Advance Search, Pending (with
 * landline, added, reg_by_name, reg_by_id) and Instructor State Management, and the report
 * pickers (document 3 §3 "Instructor list row").
 */
export interface InstructorRow {
  adi_id: number;
  title: string;
  fname: string;
  mname: string;
  lname: string;
  gender: InstructorGender;
  mobile: string;
  /** Home phone 1, else work phone 1, else ''. */
  landline: string;
  email: string;
  teaching_gears: TeachingGears;
  teaching_gens: TeachingGenders;
  driving_licence_no: string;
  instructor_licence_no: string;
  crtbRef: string;
  currAddr: InstructorAddress;
  /** 0 Blocked, 1 Active, 2 Read Only, 3 Newly Joined, 4 Deleted */
  accState: number;
  /** Registered on (ISO instant); `added` is the same, as the pending dialog names it. */
  created: string;
  added: string;
  /** false while pending approval */
  approved: boolean;
  approved_at: string | null;
  reg_by_name: string;
  reg_by_id: number | null;
}

/** A vehicle (document 2 §3 "Vehicle record"), with its dictionary texts. */
export interface InstructorVehicle {
  c_id: number;
  make: string;
  model: string;
  colour: string;
  c_reg: string;
  /** Month of first registration, 'YYYY-MM'. */
  regyear: string;
  c_type_id: number;
  c_type: string;
  c_gear: 'automatic' | 'manual';
  c_fuel: number;
  c_fuel_txt: string;
  leagal_owner: string;
  ved_exp: string;
  mot_exp: string;
  insurance_exp: string;
  /** 1 Active, 2 Inactive, 3 Removed, 4 Renewed */
  rec_status: number;
  status_text: string;
  /** 1 yes, 2 no */
  dual_ctrl: number;
  owner_type: number;
  owner_type_desc: string;
  /** Document ids for `instructordocument`; null when none was uploaded. */
  logbook_doc: number | null;
  mot_doc: number | null;
  insurance_doc: number | null;
}

/** A franchise plan's data (document 2 §3 "Franchise plan"); fees are text with two decimals. */
export interface FranchisePlanData {
  plan_id: number;
  initial_fee: string;
  work_type: 'Full-Time' | 'Part-Time';
  weekly_hours: number;
  weekly_fee: string;
  promo_code: string | null;
}

/** The instructor's current plan (document 2 §3 "Franchise plan assignment"). */
export interface InstructorFranchise {
  rec_id: number;
  /** Weeks per payment: 1, 4.33, 13, 26, 52. */
  regularity: number;
  regularity_text: string;
  start_date: string;
  created_on: string;
  plan_data: FranchisePlanData;
}

export type ExpiringDocument = 'licence' | 'adi_licence' | 'ved' | 'mot' | 'insurance';

/** A document or date that has expired or expires within 30 days. */
export interface ExpiryItem {
  adi_id: number;
  document: ExpiringDocument;
  /** 'Driving licence', 'ADI/PDI licence', 'VED', 'MOT', 'Insurance' */
  document_text: string;
  /** The vehicle, for VED, MOT and insurance. */
  c_id: number | null;
  c_reg: string | null;
  expires_on: string;
  /** Days from today (London) to the expiry; negative once expired. */
  days_left: number;
  expired: boolean;
}

/** An expiry in the school-wide list, with the instructor's name. */
export interface ExpiryRow extends ExpiryItem {
  title: string;
  fname: string;
  lname: string;
  mobile: string;
}

export interface ExpiryCounts {
  expired: number;
  due: number;
}

/** The current compliance record: licence expiries and the ids of its four documents. */
export interface InstructorCompliance {
  complianceid: number;
  licence_exp: string;
  adi_licence_exp: string;
  address_proof1_doc: number | null;
  address_proof2_doc: number | null;
  licence_doc: number | null;
  adi_licence_doc: number | null;
}

/**
 * An instructor's whole record (document 2 §3 "Instructor record", §2.2 and §2.4 dialogs), as
 * the Instructor Information dialog, the search dialog and Edit Instructor (edit/:id) read it.
 */
export interface InstructorInfo {
  adi_id: number;
  title: string;
  title_id: number;
  fname: string;
  mname: string;
  lname: string;
  gender: InstructorGender;
  dateOfBirth: string;
  complianceid: number | null;
  compliance: InstructorCompliance | null;
  permAddr: InstructorAddress;
  currAddr: InstructorAddress;
  driving_licence_no: string;
  instructor_licence_no: string;
  email: string;
  mobile: string;
  mobilePhone2: string;
  homePhone1: string;
  homePhone2: string;
  workPhone1: string;
  workPhone2: string;
  crtbRef: string;
  bankInfo: { bankname: string; nameonacc: string; accno: string; sortcode: string };
  nino: string;
  teaching_gens: TeachingGenders;
  teaching_gears: TeachingGears;
  covering_pcs: { pc: string }[];
  teaching_langs: { lang_id: number; lang_name: string }[];
  teaching_car_types: { type_id: number; type_name: string }[];
  /** Vehicles with rec_status below 4; the pickers take those with status 1. */
  cars: InstructorVehicle[];
  adi_franchise: InstructorFranchise | null;
  accState: number;
  created: string;
  approved: boolean;
  approved_at: string | null;
  reg_by_name: string;
  reg_by_id: number | null;
  /** Expired documents and those expiring within 30 days, soonest first. */
  expiries: ExpiryItem[];
}

/** A vehicle owner type (document 2 §3 lookup lists): `message` is the picker's hint. */
export interface VehicleOwnerType {
  type_id: number;
  desc: string;
  message: string;
}

/** Weekly availability: `saved` is false when the instructor has none yet and `days` are the defaults. */
export interface AvailabilityReply {
  saved: boolean;
  days: DayAvailability[];
}

/** A time-away entry (document 2 §3). Dates 'YYYY-MM-DD', times 'HH:MM', London wall clock. */
export interface TimeAwayRow {
  rec_id: number;
  type: TimeAwayType;
  reason: string;
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
  duration: string;
  /** 1 Scheduled, 0 Withdrawn */
  status: number;
  /** Scheduled and not yet started: it can be deleted. */
  editable: boolean;
}

export type InstructorDocumentKind =
  'address_proof1' | 'address_proof2' | 'licence' | 'adi_licence' | 'logbook' | 'mot' | 'insurance';

/** A PDF kept for an instructor, newest first; `current` while its record still points to it. */
export interface InstructorDocument {
  doc_id: number;
  kind: InstructorDocumentKind;
  kind_text: string;
  c_id: number | null;
  c_reg: string | null;
  file_name: string;
  byte_size: number;
  added_at: string;
  added_by: string;
  current: boolean;
}
