// Generated from the migrations by packages/server/codegen/schema-types.ts: do not edit.
// After changing a migration, run `npm run db:types` and commit the result.
import type { AuditChanges, ContactDetail, ExpiringDocument, JsonText, OpeningHour } from './column-types';
import type { ColumnType } from 'kysely';

export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;

export type Numeric = ColumnType<string, number | string, number | string>;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface Assignments {
  adi_id: number;
  assign_id: Generated<number>;
  assign_on: Generated<Timestamp>;
  assign_status: Generated<number>;
  assign_updated: Generated<Timestamp>;
  assigned_by: number | null;
  end_reason: string | null;
  ended_by: number | null;
  stu_id: number;
}

export interface AuditLog {
  action: string;
  at: Generated<Timestamp>;
  changes: AuditChanges;
  id: Generated<number>;
  instructor_id: number | null;
  learner_id: number | null;
  operation: 'I' | 'U' | 'D' | 'E';
  record_id: number | null;
  record_kind: string;
  staff_id: number | null;
  tx_id: Generated<number>;
}

export interface AwaitingInstructorKept {
  stu_id: number;
}

export interface BookingLessonTypes {
  id: number;
  txt: string;
}

export interface BookingMoves {
  adi_id: number;
  booking_id: number;
  from_end: Timestamp;
  from_starts: Timestamp;
  move_id: Generated<number>;
  moved_at: Generated<Timestamp>;
  moved_by: number | null;
  to_end: Timestamp;
  to_starts: Timestamp;
}

export interface Bookings {
  addr_line: string | null;
  addr_pc: string | null;
  adi_id: number;
  assign_id: number | null;
  booked_by: number | null;
  booked_on: Generated<Timestamp>;
  booking_id: Generated<number>;
  booking_lesson_type: Generated<number>;
  booking_state: Generated<number>;
  cancel_party: 'learner' | 'school' | null;
  cancel_reason: string | null;
  cancelled_at: Timestamp | null;
  cancelled_by: number | null;
  completed_at: Timestamp | null;
  cred_id: number;
  credit_forfeited: Generated<boolean>;
  drop_line: string | null;
  drop_pc: string | null;
  lesson_date: Generated<string>;
  lesson_end: Timestamp;
  lesson_starts: Timestamp;
  outcome_at: Timestamp | null;
  outcome_by: number | null;
  series_id: number | null;
  stu_id: number;
  updated_by: number | null;
  updated_on: Generated<Timestamp>;
}

export interface ComplaintPartyKinds {
  id: number;
  txt: string;
}

export interface ComplaintPartySearch {
  party_text: string;
  ref: number;
}

export interface Complaints {
  complain_type_id: number;
  complainant_adi_id: number | null;
  complainant_stu_id: number | null;
  complainant_type: number;
  complainee_adi_id: number | null;
  complainee_stu_id: number | null;
  complainee_type: number;
  created_on: Generated<Timestamp>;
  description: string;
  incident_date: string | null;
  incident_time: string | null;
  is_resolved: Generated<boolean>;
  ref: Generated<number>;
  reply_desc: string | null;
  resol_offer: boolean | null;
  resolved_on: Timestamp | null;
  self_res_date: string | null;
  self_res_time: string | null;
  self_resolve: Generated<boolean>;
  staff_id: number;
  status_id: Generated<number>;
  updated_on: Generated<Timestamp>;
}

export interface ComplaintsActive {
  complain_type_id: number;
  complainant_adi_id: number | null;
  complainant_stu_id: number | null;
  complainant_type: number;
  complainee_adi_id: number | null;
  complainee_stu_id: number | null;
  complainee_type: number;
  created_on: Timestamp;
  description: string;
  incident_date: string | null;
  incident_time: string | null;
  is_resolved: boolean;
  ref: number;
  reply_desc: string | null;
  resol_offer: boolean | null;
  resolved_on: Timestamp | null;
  self_res_date: string | null;
  self_res_time: string | null;
  self_resolve: boolean;
  staff_id: number;
  status_id: number;
  updated_on: Timestamp;
}

export interface ComplaintStatuses {
  id: number;
  is_resolved: boolean;
  is_timed_out: Generated<boolean>;
  status_name: string;
}

export interface ComplaintTypes {
  complainant_kind: number;
  complainee_kind: number;
  id: number;
  txt: string;
}

export interface ComplaintUpdates {
  created_on: Generated<Timestamp>;
  id: Generated<number>;
  rec_by: number;
  ref: number;
  status_id: number;
  update_desc: string;
}

export interface Credits {
  created_at: Generated<Timestamp>;
  cred_id: Generated<number>;
  cred_status: Generated<number>;
  cred_value: Numeric;
  expires_at: Timestamp;
  forfeited_at: Timestamp | null;
  forfeited_by: number | null;
  pay_id: number;
  status_changed_at: Generated<Timestamp>;
  stu_id: number;
  used_at: Timestamp | null;
}

export interface DepartureReasons {
  id: number;
  txt: string;
}

export interface DepartureReporters {
  id: number;
  txt: string;
}

export interface Departures {
  dep_date: string;
  id: Generated<number>;
  reason_id: number;
  recorded_at: Generated<Timestamp>;
  recorded_by: number | null;
  reported_by: number;
  stu_id: number;
}

export interface DrivingTests {
  adi_id: number;
  id: Generated<number>;
  outcome: number;
  recorded_at: Generated<Timestamp>;
  recorded_by: number | null;
  stu_id: number;
  test_at: Timestamp;
  test_date: Generated<string>;
}

export interface EyeTestNextSteps {
  id: number;
  txt: string;
}

export interface EyeTests {
  adi_id: number | null;
  id: Generated<number>;
  next_step: number;
  outcome: number;
  recorded_at: Generated<Timestamp>;
  recorded_by: number | null;
  stu_id: number;
  tested_on: string;
}

export interface FeedbackAwaited {
  adi_id: number;
  booking_id: number;
  direction: number;
  instructor_order: string;
  learner_order: string;
  learner_text: string;
  lesson_date: string;
  lesson_starts: Timestamp;
  stu_id: number;
}

export interface FeedbackQuestionGroups {
  audience: 'learner' | 'instructor';
  created_by: number | null;
  created_on: Generated<Timestamp>;
  group_no: Generated<number>;
  reporting_text: string;
}

export interface FeedbackQuestions {
  audience: string;
  created: Generated<Timestamp>;
  created_by: number | null;
  group_no: number;
  id: Generated<number>;
  question: string;
  state: Generated<number>;
  updated: Generated<Timestamp>;
}

export interface FeedbackRatings {
  adi_id: number;
  booking_id: number;
  direction: number;
  feedback_id: number;
  question_id: number;
  rating: number;
  recorded_at: Timestamp;
  stu_id: number;
}

export interface Feedbacks {
  adi_id: number;
  audience: Generated<string>;
  booking_id: number;
  direction: number;
  feedback_id: Generated<number>;
  q1_id: number;
  q1_rating: number;
  q2_id: number;
  q2_rating: number;
  q3_id: number;
  q3_rating: number;
  recorded_at: Generated<Timestamp>;
  recorded_by: number | null;
  stu_id: number;
}

export interface FeedbackTotals {
  direction: number;
  feedbacks: number;
  learner_text: string | null;
  person_id: number;
  score_sum: number;
}

export interface FinanceCategories {
  category: string;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  rec_id: Generated<number>;
  tax: 'claimable' | 'non-claimable';
  type: 'income' | 'expense';
}

export interface FinanceTransactions {
  adi_id: number | null;
  cat_id: number;
  created_at: Generated<Timestamp>;
  idempotency_key: string | null;
  kind: 'income' | 'expense';
  recorded_by: number | null;
  t_amount: Numeric;
  t_date: string;
  t_id: Generated<number>;
  t_notes: string | null;
  t_pay_method: string;
  t_status: 'completed' | 'pending' | 'failed' | 'cancelled';
}

export interface FranchisePlans {
  created_by: number | null;
  created_on: Generated<Timestamp>;
  initial_fee: Numeric;
  plan_id: Generated<number>;
  promo_code: string | null;
  state: Generated<number>;
  updated_on: Generated<Timestamp>;
  weekly_fee: Numeric;
  weekly_hours: number;
  work_type: 'Full-Time' | 'Part-Time';
}

export interface FuelTypes {
  id: number;
  txt: string;
}

export interface Installation {
  activated_at: Generated<Timestamp>;
  activated_by: number | null;
  id: Generated<number>;
  licence_edition: number;
  licence_key_hash: string;
  licence_serial: number;
}

export interface InstructorAvailability {
  adi_id: number;
  day_num: number;
  has_lunch: Generated<boolean>;
  is_working: boolean;
  lunch_end: string | null;
  lunch_start: string | null;
  work_end: string;
  work_start: string;
}

export interface InstructorCalendarFeeds {
  adi_id: number;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  revoked_at: Timestamp | null;
  revoked_by: number | null;
  token_hash: string | null;
}

export interface InstructorCompliance {
  address_proof1_file_id: number | null;
  address_proof2_file_id: number | null;
  adi_id: number;
  adi_licence_exp: string;
  adi_licence_file_id: number | null;
  compliance_id: Generated<number>;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  licence_exp: string;
  licence_file_id: number | null;
  superseded_at: Timestamp | null;
}

export interface InstructorCoveringPcs {
  adi_id: number;
  pc: string;
}

export interface InstructorDocumentExpiries {
  adi_id: number;
  c_id: number | null;
  document: ExpiringDocument;
  expires_on: string;
}

export interface InstructorDocuments {
  added_at: Generated<Timestamp>;
  added_by: number | null;
  adi_id: number;
  c_id: number | null;
  doc_id: Generated<number>;
  file_id: number;
  kind: 'address_proof1' | 'address_proof2' | 'licence' | 'adi_licence' | 'logbook' | 'mot' | 'insurance';
}

export interface InstructorFranchise {
  adi_id: number;
  created_on: Generated<Timestamp>;
  ended_on: string | null;
  plan_id: number;
  rec_id: Generated<number>;
  recorded_by: number | null;
  regularity: Numeric;
  start_date: string;
}

export interface InstructorLanguages {
  adi_id: number;
  lang_id: number;
}

export interface InstructorPayments {
  added: Generated<Timestamp>;
  adi_id: number;
  amount: Numeric;
  date_of_transaction: Timestamp;
  idempotency_key: string | null;
  method_id: number;
  recorded_by: number | null;
  reference: string;
  transaction_id: Generated<number>;
  type_id: number;
}

export interface Instructors {
  acc_no: string;
  acc_state: Generated<number>;
  addr_same: Generated<boolean>;
  adi_id: Generated<number>;
  approved_at: Timestamp | null;
  approved_by: number | null;
  bank_name: string;
  created: Generated<Timestamp>;
  crtb_ref: string;
  curr_city: string;
  curr_county: string | null;
  curr_line1: string;
  curr_line2: string | null;
  curr_outer_pc: Generated<string>;
  curr_postcode: string;
  dob: string;
  driving_licence_no: string;
  email: string;
  erased_at: Timestamp | null;
  fname: string;
  gender: 'm' | 'f';
  home_phone1: string | null;
  home_phone2: string | null;
  instructor_licence_no: string;
  left_on: string | null;
  lname: string;
  mname: string | null;
  mobile: string;
  mobile2: string | null;
  name_on_acc: string;
  nino: string;
  perm_city: string;
  perm_county: string | null;
  perm_line1: string;
  perm_line2: string | null;
  perm_postcode: string;
  registered_by: number | null;
  search_text: Generated<string>;
  sort_code: string;
  submit_key: string | null;
  teaching_gears: 'automatic' | 'manual' | 'both';
  teaching_gens: 'any' | 'female' | 'male';
  title_id: number;
  updated_at: Generated<Timestamp>;
  work_phone1: string | null;
  work_phone2: string | null;
}

export interface InstructorsPending {
  acc_no: string;
  acc_state: number;
  addr_same: boolean;
  adi_id: number;
  approved_at: Timestamp | null;
  approved_by: number | null;
  bank_name: string;
  created: Timestamp;
  crtb_ref: string;
  curr_city: string;
  curr_county: string | null;
  curr_line1: string;
  curr_line2: string | null;
  curr_outer_pc: string;
  curr_postcode: string;
  dob: string;
  driving_licence_no: string;
  email: string;
  fname: string;
  gender: 'm' | 'f';
  home_phone1: string | null;
  home_phone2: string | null;
  instructor_licence_no: string;
  left_on: string | null;
  lname: string;
  mname: string | null;
  mobile: string;
  mobile2: string | null;
  name_on_acc: string;
  nino: string;
  perm_city: string;
  perm_county: string | null;
  perm_line1: string;
  perm_line2: string | null;
  perm_postcode: string;
  registered_by: number | null;
  sort_code: string;
  teaching_gears: 'automatic' | 'manual' | 'both';
  teaching_gens: 'any' | 'female' | 'male';
  title_id: number;
  updated_at: Timestamp;
  work_phone1: string | null;
  work_phone2: string | null;
}

export interface InstructorTimeAway {
  adi_id: number;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  duration_text: string;
  ends_at: Timestamp;
  reason: string | null;
  rec_id: Generated<number>;
  starts_at: Timestamp;
  status: Generated<number>;
  type: 'hours' | 'day' | 'days';
}

export interface InstructorVehicleTypes {
  adi_id: number;
  type_id: number;
}

export interface KeptTotals {
  amount: Generated<Numeric>;
  completed: Generated<Numeric>;
  count: Generated<number>;
  id: Generated<number>;
  learners: Generated<number>;
  name: string;
}

export interface Languages {
  id: number;
  txt: string;
}

export interface LearnerBell {
  awaiting_instructor: boolean;
  pending_booking: boolean;
  stu_id: number;
}

export interface LearnerPayments {
  additional_costs: Generated<Numeric>;
  credits: number;
  idempotency_key: string | null;
  paid_on: Generated<Timestamp>;
  pay_id: Generated<number>;
  plan_id: number;
  price: Numeric;
  recorded_by: number | null;
  stu_id: number;
  void_key: string | null;
  void_reason: string | null;
  voided_at: Timestamp | null;
  voided_by: number | null;
}

export interface LearnerProgress {
  booking_id: number | null;
  id: Generated<number>;
  level: number;
  note: string | null;
  recorded_at: Generated<Timestamp>;
  recorded_by: number | null;
  stu_id: number;
  topic_id: number;
}

export interface Learners {
  acc_state: Generated<number>;
  address_city: string;
  address_county: string | null;
  address_line1: string;
  address_line2: string | null;
  address_postcode: string;
  created: Generated<Timestamp>;
  created_by: number | null;
  dob: string;
  driving_licence_no: string;
  email: string;
  erased_at: Timestamp | null;
  fname: string;
  gender: 'm' | 'f' | null;
  idempotency_key: string | null;
  landline: string | null;
  lesson_reminders: Generated<boolean>;
  lessons_type: 'automatic' | 'manual';
  lname: string;
  mname: string | null;
  mobile: string;
  outer_pc: Generated<string>;
  password_hash: string | null;
  pickup_pc: string;
  req_adi_gender: Generated<'any' | 'female' | 'male'>;
  req_car_type: number;
  req_language: number | null;
  search_text: Generated<string>;
  student_id: Generated<number>;
  title_id: number;
  updated_at: Generated<Timestamp>;
}

export interface LearnersAwaitingInstructor {
  acc_state: number;
  address_city: string;
  address_county: string | null;
  address_line1: string;
  address_line2: string | null;
  address_postcode: string;
  created: Timestamp;
  created_by: number | null;
  dob: string;
  driving_licence_no: string;
  email: string;
  fname: string;
  gender: 'm' | 'f' | null;
  landline: string | null;
  lessons_type: 'automatic' | 'manual';
  lname: string;
  mname: string | null;
  mobile: string;
  outer_pc: string;
  password_hash: string | null;
  pickup_pc: string;
  req_adi_gender: 'any' | 'female' | 'male';
  req_car_type: number;
  req_language: number | null;
  student_id: number;
  title_id: number;
  updated_at: Timestamp;
}

export interface LearnersPendingBooking {
  acc_state: number;
  address_city: string;
  address_county: string | null;
  address_line1: string;
  address_line2: string | null;
  address_postcode: string;
  adi_id: number;
  assign_id: number;
  created: Timestamp;
  created_by: number | null;
  dob: string;
  driving_licence_no: string;
  email: string;
  fname: string;
  gender: 'm' | 'f' | null;
  landline: string | null;
  lessons_type: 'automatic' | 'manual';
  lname: string;
  mname: string | null;
  mobile: string;
  outer_pc: string;
  password_hash: string | null;
  pickup_pc: string;
  req_adi_gender: 'any' | 'female' | 'male';
  req_car_type: number;
  req_language: number | null;
  student_id: number;
  title_id: number;
  updated_at: Timestamp;
}

export interface LessonIncome {
  adi_id: number;
  lesson_date: string;
  lessons: number;
  money: Numeric;
}

export interface LessonPlans {
  created_on: Generated<Timestamp>;
  gear_type: 'automatic' | 'manual';
  hours: number;
  plan_id: Generated<number>;
  plan_price: Numeric;
  promocode: string | null;
  status: Generated<number>;
  text_description: string;
  updated_on: Generated<Timestamp>;
}

export interface LessonSeries {
  adi_id: number;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  series_id: Generated<number>;
  stu_id: number;
  submit_key: string;
}

export interface LifecycleRuns {
  as_of: Timestamp;
  completed_bookings: Generated<number>;
  erased_learners: Generated<number>;
  expired_credits: Generated<number>;
  id: Generated<number>;
  overview_rows: Generated<number>;
  ran_at: Generated<Timestamp>;
  retention_day: string | null;
}

export interface LoginFailures {
  client_ip: string;
  failed_at: Generated<Timestamp>;
  id: Generated<number>;
  login_key: string;
}

export interface MailOutbox {
  adi_id: number | null;
  attachment_file_id: number | null;
  attempts: Generated<number>;
  booking_id: number | null;
  created_at: Generated<Timestamp>;
  dedupe_key: string;
  failed_at: Timestamp | null;
  id: Generated<number>;
  kind: 'password' | 'placed' | 'moved' | 'cancelled' | 'reminder' | 'instructor-day' | 'overview';
  last_error: string | null;
  recipient: string;
  secret: string | null;
  send_after: Generated<Timestamp>;
  sent_at: Timestamp | null;
  stu_id: number | null;
  subject: string;
  text: string;
}

export interface Mileage {
  adi_id: number;
  created_at: Generated<Timestamp>;
  end_mileage: Numeric;
  mileage_date: string;
  rec_id: Generated<number>;
  recorded_by: number | null;
  start_mileage: Numeric;
  type: 'business' | 'personal' | 'commute';
}

export interface NotificationCounts {
  tot_act_comps: number;
  tot_pend_adis: number;
  tot_pend_learners: number;
  totl_pend_bookings: number;
}

export interface OverviewEmails {
  email_address: string;
  pdf_id: number;
  record_id: Generated<number>;
  sent_by: number | null;
  sent_on: Generated<Timestamp>;
}

export interface OverviewReports {
  adi_id: number | null;
  created_at: Generated<Timestamp>;
  file_id: number | null;
  kind: number;
  pdf_id: Generated<number>;
  reporting_month: number;
  reporting_year: number;
  stu_id: number | null;
}

export interface PaymentMethods {
  id: number;
  txt: string;
}

export interface PaymentTypes {
  id: number;
  txt: string;
}

export interface PendingBookingKept {
  adi_id: number;
  stu_id: number;
}

export interface Privileges {
  code: string;
  id: number;
  label: string;
}

export interface ProgressTopics {
  active: Generated<boolean>;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  name: string;
  position: number;
  topic_id: Generated<number>;
}

export interface QuickInfo {
  address_lines: JsonText<string[]>;
  bank_details: JsonText<string[]>;
  contact_details: JsonText<ContactDetail[]>;
  id: Generated<number>;
  opening_hours: JsonText<OpeningHour[]>;
  updated_at: Generated<Timestamp>;
  updated_by: number | null;
}

export interface SchoolClosedDays {
  closed_on: string;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  id: Generated<number>;
  reason: string;
}

export interface SchoolSettings {
  bank_holiday_region: Generated<'ENG' | 'SCT' | 'NIR'>;
  cancel_notice_hours: Generated<number>;
  credit_expiry_months: Generated<number>;
  departure_after_months: Generated<number>;
  earliest_tax_year: Generated<number>;
  id: Generated<number>;
  instructor_day_time: Generated<string>;
  late_cancel_forfeits: Generated<boolean>;
  no_show_forfeits: Generated<boolean>;
  reminder_time: Generated<string>;
  updated_at: Generated<Timestamp>;
  updated_by: number | null;
}

export interface SignInAddresses {
  client_ip: string;
  login_key: string;
  signed_in_at: Generated<Timestamp>;
}

export interface Staff {
  acc_state: Generated<number>;
  created_at: Generated<Timestamp>;
  email: string;
  fname: string;
  id: Generated<number>;
  lname: string;
  mname: string | null;
  mobile: string;
  must_change_password: Generated<boolean>;
  password_hash: string;
  title_id: number;
  updated_at: Generated<Timestamp>;
}

export interface StaffPrivileges {
  privilege_id: number;
  staff_id: number;
}

export interface StaffSessions {
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  id: Generated<number>;
  last_used_at: Generated<Timestamp>;
  revoked_at: Timestamp | null;
  staff_id: number;
  token_hash: string;
}

export interface TermsDocuments {
  added_at: Generated<Timestamp>;
  added_by: number | null;
  file_id: number;
  id: Generated<number>;
  kind: number;
  version: string;
}

export interface TheoryTests {
  hp_points: number;
  id: Generated<number>;
  mcq_points: number;
  outcome: number;
  recorded_at: Generated<Timestamp>;
  recorded_by: number | null;
  stu_id: number;
  test_date: string;
}

export interface Titles {
  favourite: Generated<boolean>;
  gen: 'm' | 'f' | null;
  id: number;
  on_setup: Generated<boolean>;
  txt: string;
}

export interface UploadedFiles {
  byte_size: number;
  content: Uint8Array;
  file_name: string;
  id: Generated<number>;
  mime_type: string;
  sha256: string;
  uploaded_at: Generated<Timestamp>;
  uploaded_by: number | null;
}

export interface VehicleOwnerTypes {
  description: string;
  message: string;
  type_id: number;
}

export interface Vehicles {
  adi_id: number;
  c_fuel: number;
  c_gear: 'automatic' | 'manual';
  c_id: Generated<number>;
  c_reg: string;
  c_type_id: number;
  colour: string;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  dual_ctrl: number;
  insurance_exp: string;
  insurance_file_id: number | null;
  leagal_owner: string;
  logbook_file_id: number | null;
  make: string;
  model: string;
  mot_exp: string;
  mot_file_id: number | null;
  owner_type: number;
  rec_status: Generated<number>;
  regyear: string;
  updated_at: Generated<Timestamp>;
  ved_exp: string;
}

export interface VehicleTypes {
  id: number;
  txt: string;
}

export interface DB {
  assignments: Assignments;
  audit_log: AuditLog;
  awaiting_instructor_kept: AwaitingInstructorKept;
  booking_lesson_types: BookingLessonTypes;
  booking_moves: BookingMoves;
  bookings: Bookings;
  complaint_party_kinds: ComplaintPartyKinds;
  complaint_party_search: ComplaintPartySearch;
  complaint_statuses: ComplaintStatuses;
  complaint_types: ComplaintTypes;
  complaint_updates: ComplaintUpdates;
  complaints: Complaints;
  complaints_active: ComplaintsActive;
  credits: Credits;
  departure_reasons: DepartureReasons;
  departure_reporters: DepartureReporters;
  departures: Departures;
  driving_tests: DrivingTests;
  eye_test_next_steps: EyeTestNextSteps;
  eye_tests: EyeTests;
  feedback_awaited: FeedbackAwaited;
  feedback_question_groups: FeedbackQuestionGroups;
  feedback_questions: FeedbackQuestions;
  feedback_ratings: FeedbackRatings;
  feedback_totals: FeedbackTotals;
  feedbacks: Feedbacks;
  finance_categories: FinanceCategories;
  finance_transactions: FinanceTransactions;
  franchise_plans: FranchisePlans;
  fuel_types: FuelTypes;
  installation: Installation;
  instructor_availability: InstructorAvailability;
  instructor_calendar_feeds: InstructorCalendarFeeds;
  instructor_compliance: InstructorCompliance;
  instructor_covering_pcs: InstructorCoveringPcs;
  instructor_document_expiries: InstructorDocumentExpiries;
  instructor_documents: InstructorDocuments;
  instructor_franchise: InstructorFranchise;
  instructor_languages: InstructorLanguages;
  instructor_payments: InstructorPayments;
  instructor_time_away: InstructorTimeAway;
  instructor_vehicle_types: InstructorVehicleTypes;
  instructors: Instructors;
  instructors_pending: InstructorsPending;
  kept_totals: KeptTotals;
  languages: Languages;
  learner_bell: LearnerBell;
  learner_payments: LearnerPayments;
  learner_progress: LearnerProgress;
  learners: Learners;
  learners_awaiting_instructor: LearnersAwaitingInstructor;
  learners_pending_booking: LearnersPendingBooking;
  lesson_income: LessonIncome;
  lesson_plans: LessonPlans;
  lesson_series: LessonSeries;
  lifecycle_runs: LifecycleRuns;
  login_failures: LoginFailures;
  mail_outbox: MailOutbox;
  mileage: Mileage;
  notification_counts: NotificationCounts;
  overview_emails: OverviewEmails;
  overview_reports: OverviewReports;
  payment_methods: PaymentMethods;
  payment_types: PaymentTypes;
  pending_booking_kept: PendingBookingKept;
  privileges: Privileges;
  progress_topics: ProgressTopics;
  quick_info: QuickInfo;
  school_closed_days: SchoolClosedDays;
  school_settings: SchoolSettings;
  sign_in_addresses: SignInAddresses;
  staff: Staff;
  staff_privileges: StaffPrivileges;
  staff_sessions: StaffSessions;
  terms_documents: TermsDocuments;
  theory_tests: TheoryTests;
  titles: Titles;
  uploaded_files: UploadedFiles;
  vehicle_owner_types: VehicleOwnerTypes;
  vehicle_types: VehicleTypes;
  vehicles: Vehicles;
}
