import type { GearType } from '../shell/types';

export interface LearnerAddress {
  line1: string;
  line2: string;
  city: string;
  county: string;
  postcode: string;
}

/** A learner as listed (document 1 §3), with the title's text and the ids the edit form needs. */
export interface LearnerListed {
  student_id: number;
  title: string;
  title_id: number;
  gender: 'm' | 'f' | null;
  fname: string;
  mname: string;
  lname: string;
  mobile: string;
  landline: string;
  email: string;
  dob: string;
  driving_licence_no: string;
  lessons_type: GearType;
  address: LearnerAddress;
  pickup_pc: string;
  outer_pc: string;
  req_adi_gender: 'any' | 'female' | 'male';
  req_language: number | null;
  req_car_type: number;
  accState: number;
  created: string;
}

/** An assignment of a learner to an instructor (document 1 §3, spelling kept). */
export interface LearnerAssignment {
  assingn_id: number;
  stu_id: number;
  adi_id: number;
  adi_title: string;
  adi_fname: string;
  adi_lanme: string;
  assign_status: number;
  assign_on: string;
  assign_updated: string;
  /** why an ended assignment ended (re-assigned, ended, departure); null while active */
  end_reason?: string | null;
}

export interface LearnerDeparture {
  dep_date: string;
  reported_by: string;
  reason_txt: string;
}

export interface TheoryTestRow {
  id: number;
  test_date: string;
  mcq_points: number;
  hp_points: number;
  outcome_text: string;
}

export interface DrivingTestRow {
  id: number;
  test_date: string;
  test_time: string;
  adi_name: string;
  outcome_text: string;
}

export interface EyeTestRow {
  id: number;
  tested_on: string;
  adi_name: string;
  outcome: string;
  nextstep: string;
}

export interface LearnerBookingRow {
  id: number;
  date: string;
  start_time: string;
  end_time: string;
  booked_on: string;
  status: number;
}

/** A voided payment's mark (null while the payment stands). */
export interface PaymentVoid {
  voided_on: string | null;
  void_reason: string | null;
}

export interface LearnerPaymentRow extends PaymentVoid {
  id: number;
  credits: number;
  price: string;
  paid_on: string;
}

/** A suitable instructor with contracted, given (this week) and pending hours. */
export interface SuitableInstructor {
  adi_id: number;
  adi_title: string;
  adi_fname: string;
  adi_lname: string;
  adi_contract_hours: number;
  adi_weekly_hours: number;
  adi_pending_hours: number;
  /** false: the instructor covers the pickup's outer postcode; true: only its postcode area */
  adi_outside_area: boolean;
  /** the instructor's covering outer postcodes, 'LS1, LS2' */
  adi_covering_pcs: string;
}

/** A registered learner who looks like one about to be registered, and what they share. */
export interface LearnerDuplicate {
  student_id: number;
  title: string;
  fname: string;
  lname: string;
  dob: string;
  email: string;
  mobile: string;
  driving_licence_no: string;
  /** 'name and date of birth', 'e-mail', 'mobile', 'licence number' */
  matches: string[];
}

/** A learner as the credit screens list them (document 2 §3). */
export interface CreditLearner {
  student_id: number;
  title: string;
  fname: string;
  lname: string;
  mobile: string;
  email: string;
  address: { postcode: string };
  pickup_pc: string;
  created: string;
  credit_balance: number;
}

export interface CreditSummary {
  total_cred: number;
  used_cred: number;
  wasted_cred: number;
  unused_cred: number;
}

export interface PaidCreditRow extends PaymentVoid {
  pay_id: number;
  plan_desc: string;
  plan_price: string;
  plan_hours: number;
  paid_on: string;
  /** the administrator who voided it */
  voided_by: string | null;
}

export interface UsedCreditRow {
  booking_id: number;
  booking_starts: string;
  booking_status: number;
  booking_adi: string;
  booking_added: string;
  booking_by: string;
}

export interface ForfeitedCreditRow {
  pay_id: number;
  cred_status: number;
  cred_id: number;
  cred_foreited_on: string;
  forfeited_by: string;
}

export interface UnusedCreditRow {
  cred_id: number;
  cred_exp: string;
  cred_amount: string;
  cred_status: number;
  payment_id: number;
  payment_added: string;
}

/** The sort keys of the learner tables (Learner ID, Name, Mobile, E-mail, Pickup Postcode, Date Joined). */
export const LEARNER_SORTS = ['student_id', 'name', 'mobile', 'email', 'pickup_pc', 'created'] as const;
export type LearnerSort = (typeof LEARNER_SORTS)[number];
/** Learners awaiting an instructor: the longest waiting first by default. */
export const PENDING_LEARNER_SORTS = ['created', 'student_id', 'name', 'mobile', 'email', 'pickup_pc'] as const;
export type PendingLearnerSort = (typeof PENDING_LEARNER_SORTS)[number];
/** The sort keys of the assignments list; the newest assignment first by default. */
export const ASSIGNMENT_SORTS = ['assign_on', 'stu_id', 'adi_id', 'assign_status'] as const;
export type AssignmentSort = (typeof ASSIGNMENT_SORTS)[number];
