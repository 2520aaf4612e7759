import { z } from 'zod';
import { GearType } from '../shell/types';

const id = z.number().int();

export const LearnerAddress = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  county: z.string(),
  postcode: z.string(),
});
export type LearnerAddress = z.infer<typeof LearnerAddress>;

/** A learner as listed (document 1 §3), with the title's text and the ids the edit form needs. */
export const LearnerListed = z.object({
  student_id: id,
  title: z.string(),
  title_id: id,
  gender: z.enum(['m', 'f']).nullable(),
  fname: z.string(),
  mname: z.string(),
  lname: z.string(),
  mobile: z.string(),
  landline: z.string(),
  email: z.string(),
  dob: z.string(),
  driving_licence_no: z.string(),
  lessons_type: GearType,
  address: LearnerAddress,
  pickup_pc: z.string(),
  outer_pc: z.string(),
  req_adi_gender: z.enum(['any', 'female', 'male']),
  req_language: z.number().int().nullable(),
  req_car_type: z.number().int(),
  accState: z.number().int(),
  created: z.string(),
  /** e-mailed the day before each lesson (beyond the spec) */
  lesson_reminders: z.boolean(),
});
export type LearnerListed = z.infer<typeof LearnerListed>;

/** An assignment of a learner to an instructor (document 1 §3, spelling kept). */
export const LearnerAssignment = z.object({
  assingn_id: id,
  stu_id: id,
  adi_id: id,
  adi_title: z.string(),
  adi_fname: z.string(),
  adi_lanme: z.string(),
  assign_status: z.number().int(),
  assign_on: z.string(),
  assign_updated: z.string(),
  /** why an ended assignment ended (re-assigned, ended, departure); null while active */
  end_reason: z.string().nullable().optional(),
});
export type LearnerAssignment = z.infer<typeof LearnerAssignment>;

export const LearnerDeparture = z.object({
  dep_date: z.string(),
  reported_by: z.string(),
  reason_txt: z.string(),
});
export type LearnerDeparture = z.infer<typeof LearnerDeparture>;

export const TheoryTestRow = z.object({
  id,
  test_date: z.string(),
  mcq_points: z.number().int(),
  hp_points: z.number().int(),
  outcome_text: z.string(),
});
export type TheoryTestRow = z.infer<typeof TheoryTestRow>;

export const DrivingTestRow = z.object({
  id,
  test_date: z.string(),
  test_time: z.string(),
  adi_name: z.string(),
  outcome_text: z.string(),
});
export type DrivingTestRow = z.infer<typeof DrivingTestRow>;

export const EyeTestRow = z.object({
  id,
  tested_on: z.string(),
  adi_name: z.string(),
  outcome: z.string(),
  nextstep: z.string(),
});
export type EyeTestRow = z.infer<typeof EyeTestRow>;

export const LearnerBookingRow = z.object({
  id,
  /** the lesson's instructor, so the learner page can open the lesson in their diary */
  adi_id: id,
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  booked_on: z.string(),
  status: z.number().int(),
  /** who cancelled it (state 3), beyond the spec; null otherwise */
  cancelled_by: z.enum(['learner', 'school']).nullable(),
  /** a cancellation or no-show that cost the learner the credit */
  credit_forfeited: z.boolean(),
});
export type LearnerBookingRow = z.infer<typeof LearnerBookingRow>;

/** A voided payment's mark (null while the payment stands). */
export const PaymentVoid = z.object({
  voided_on: z.string().nullable(),
  void_reason: z.string().nullable(),
});
export type PaymentVoid = z.infer<typeof PaymentVoid>;

export const LearnerPaymentRow = PaymentVoid.extend({
  id,
  credits: z.number().int(),
  price: z.string(),
  paid_on: z.string(),
});
export type LearnerPaymentRow = z.infer<typeof LearnerPaymentRow>;

/** A suitable instructor with contracted, given (this week) and pending hours. */
export const SuitableInstructor = z.object({
  adi_id: id,
  adi_title: z.string(),
  adi_fname: z.string(),
  adi_lname: z.string(),
  adi_contract_hours: z.number().int(),
  adi_weekly_hours: z.number(),
  adi_pending_hours: z.number().int(),
  /** false: the instructor covers the pickup's outer postcode; true: only its postcode area */
  adi_outside_area: z.boolean(),
  /** the instructor's covering outer postcodes, 'LS1, LS2' */
  adi_covering_pcs: z.string(),
});
export type SuitableInstructor = z.infer<typeof SuitableInstructor>;

/** A registered learner who looks like one about to be registered, and what they share. */
export const LearnerDuplicate = z.object({
  student_id: id,
  title: z.string(),
  fname: z.string(),
  lname: z.string(),
  dob: z.string(),
  email: z.string(),
  mobile: z.string(),
  driving_licence_no: z.string(),
  /** 'name and date of birth', 'e-mail', 'mobile', 'licence number' */
  matches: z.array(z.string()),
});
export type LearnerDuplicate = z.infer<typeof LearnerDuplicate>;

/** A learner as the credit screens list them (document 2 §3). */
export const CreditLearner = z.object({
  student_id: id,
  title: z.string(),
  fname: z.string(),
  lname: z.string(),
  mobile: z.string(),
  email: z.string(),
  address: z.object({ postcode: z.string() }),
  pickup_pc: z.string(),
  created: z.string(),
  credit_balance: z.number().int(),
});
export type CreditLearner = z.infer<typeof CreditLearner>;

/**
 * A learner's credits by what became of them (docs/decisions/credit-figures.md); they add up to
 * total_cred. unused_cred: not booked, taken or lost (Available and unexpired, or Frozen);
 * booked_cred: paying for a lesson to come (Allocated); used_cred: taken (Used); wasted_cred:
 * forfeited (expired, or lost to a late cancellation or a no-show).
 */
export const CreditSummary = z.object({
  total_cred: z.number().int(),
  used_cred: z.number().int(),
  wasted_cred: z.number().int(),
  unused_cred: z.number().int(),
  booked_cred: z.number().int(),
});
export type CreditSummary = z.infer<typeof CreditSummary>;

export const PaidCreditRow = PaymentVoid.extend({
  pay_id: id,
  plan_desc: z.string(),
  plan_price: z.string(),
  plan_hours: z.number().int(),
  paid_on: z.string(),
  /** the administrator who voided it */
  voided_by: z.string().nullable(),
});
export type PaidCreditRow = z.infer<typeof PaidCreditRow>;

export const UsedCreditRow = z.object({
  booking_id: id,
  booking_starts: z.string(),
  booking_status: z.number().int(),
  booking_adi: z.string(),
  booking_added: z.string(),
  booking_by: z.string(),
});
export type UsedCreditRow = z.infer<typeof UsedCreditRow>;

export const ForfeitedCreditRow = z.object({
  pay_id: id,
  cred_status: z.number().int(),
  cred_id: id,
  cred_foreited_on: z.string(),
  forfeited_by: z.string(),
});
export type ForfeitedCreditRow = z.infer<typeof ForfeitedCreditRow>;

export const UnusedCreditRow = z.object({
  cred_id: id,
  cred_exp: z.string(),
  cred_amount: z.string(),
  cred_status: z.number().int(),
  payment_id: id,
  payment_added: z.string(),
});
export type UnusedCreditRow = z.infer<typeof UnusedCreditRow>;

/** The sort keys of the learner tables (Learner ID, Name, Mobile, E-mail, Pickup Postcode, Date Joined). */
export const LEARNER_SORTS = ['student_id', 'name', 'mobile', 'email', 'pickup_pc', 'created'] as const;
export type LearnerSort = (typeof LEARNER_SORTS)[number];
/** Learners awaiting an instructor: the longest waiting first by default. */
export const PENDING_LEARNER_SORTS = ['created', 'student_id', 'name', 'mobile', 'email', 'pickup_pc'] as const;
export type PendingLearnerSort = (typeof PENDING_LEARNER_SORTS)[number];
/** The sort keys of the assignments list; the newest assignment first by default. */
export const ASSIGNMENT_SORTS = ['assign_on', 'stu_id', 'adi_id', 'assign_status'] as const;
export type AssignmentSort = (typeof ASSIGNMENT_SORTS)[number];
