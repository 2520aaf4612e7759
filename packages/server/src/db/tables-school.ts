import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

/**
 * Kysely's view of the school's domain tables (migrations/002_school.sql).
 *
 * Type mapping (see database.ts): timestamptz -> Date; date -> 'YYYY-MM-DD' string;
 * time -> 'HH:MM:SS' string; numeric -> string (money is never a float); bigint -> number.
 * Status columns carry their labels in comments; docs/data-model.md has the full model.
 */

/** A timestamptz the insert must give. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz with a database default (usually now()). */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Money = ColumnType<string, string | number, string | number>;
/** A calendar date, 'YYYY-MM-DD'. */
type DateText = string;
/** A wall-clock time, 'HH:MM' or 'HH:MM:SS' on input, 'HH:MM:SS' on output. */
type TimeText = string;

export type Gear = 'automatic' | 'manual';
export type Gender = 'm' | 'f';
export type TeachingGender = 'any' | 'female' | 'male';

interface IdText {
  id: number;
  txt: string;
}

export interface LearnersTable {
  student_id: Generated<number>;
  title_id: number;
  gender: Gender | null;
  fname: string;
  mname: string | null;
  lname: string;
  mobile: string;
  landline: string | null;
  email: string;
  dob: DateText;
  driving_licence_no: string;
  lessons_type: Gear;
  address_line1: string;
  address_line2: string | null;
  address_city: string;
  address_county: string | null;
  address_postcode: string;
  pickup_pc: string;
  outer_pc: GeneratedAlways<string>;
  req_adi_gender: Generated<TeachingGender>;
  req_language: number | null;
  req_car_type: number;
  /** 0 Blocked, 1 Active, 2 Read Only, 3 New Learner */
  acc_state: Generated<number>;
  password_hash: string | null;
  created: DefaultTimestamp;
  created_by: number | null;
  updated_at: DefaultTimestamp;
  /** the registration's idempotency key (008_learner_idempotency.sql); unique */
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** when the learner's personal data was erased (016_erasure.sql); NULL while held */
  erased_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** the learner is e-mailed the day before each lesson (026_mail_outbox.sql) */
  lesson_reminders: Generated<boolean>;
}

export interface InstructorsTable {
  adi_id: Generated<number>;
  title_id: number;
  gender: Gender;
  dob: DateText;
  fname: string;
  mname: string | null;
  lname: string;
  perm_line1: string;
  perm_line2: string | null;
  perm_city: string;
  perm_county: string | null;
  perm_postcode: string;
  addr_same: Generated<boolean>;
  curr_line1: string;
  curr_line2: string | null;
  curr_city: string;
  curr_county: string | null;
  curr_postcode: string;
  curr_outer_pc: GeneratedAlways<string>;
  driving_licence_no: string;
  instructor_licence_no: string;
  email: string;
  mobile: string;
  mobile2: string | null;
  home_phone1: string | null;
  home_phone2: string | null;
  work_phone1: string | null;
  work_phone2: string | null;
  crtb_ref: string;
  bank_name: string;
  name_on_acc: string;
  acc_no: string;
  sort_code: string;
  nino: string;
  teaching_gens: TeachingGender;
  teaching_gears: Gear | 'both';
  /** 0 Blocked, 1 Active, 2 Read Only, 3 Newly Joined, 4 Deleted */
  acc_state: Generated<number>;
  created: DefaultTimestamp;
  registered_by: number | null;
  /** NULL while pending approval */
  approved_at: Timestamp | null;
  approved_by: number | null;
  left_on: DateText | null;
  updated_at: DefaultTimestamp;
  /** A registration's key, made once per submit (migration 003). */
  submit_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** when the instructor's personal data was erased (016_erasure.sql); NULL while held */
  erased_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The views' `l.*` was expanded when they were made (002), before the idempotency key. */
type LearnerViewColumns = Omit<LearnersTable, 'idempotency_key' | 'erased_at' | 'lesson_reminders'>;

/** What an outbox mail is (026_mail_outbox.sql). */
export type MailKind = 'password' | 'placed' | 'moved' | 'cancelled' | 'reminder' | 'instructor-day' | 'overview';

export interface SchoolTables {
  school_settings: {
    id: Generated<number>;
    credit_expiry_months: Generated<number>;
    departure_after_months: Generated<number>;
    earliest_tax_year: Generated<number>;
    /** the cancellation policy (024_cancellations.sql) */
    cancel_notice_hours: Generated<number>;
    late_cancel_forfeits: Generated<boolean>;
    no_show_forfeits: Generated<boolean>;
    /** London wall-clock 'HH:MM:SS' after which reminders are queued (026_mail_outbox.sql) */
    reminder_time: Generated<string>;
    instructor_day_time: Generated<string>;
    updated_at: DefaultTimestamp;
    updated_by: number | null;
    /** whose bank holidays close the school: 'ENG' England and Wales, 'SCT' Scotland, 'NIR' Northern Ireland (022_closed_days.sql) */
    bank_holiday_region: Generated<'ENG' | 'SCT' | 'NIR'>;
  };
  /** The school's own closed days, one a date (022_closed_days.sql). */
  school_closed_days: {
    id: GeneratedAlways<number>;
    closed_on: DateText;
    reason: string;
    created_at: DefaultTimestamp;
    created_by: number | null;
  };
  /** the syllabus topics a learner's progress is recorded on, in the administrator's order (027_learner_progress.sql) */
  progress_topics: {
    topic_id: Generated<number>;
    name: string;
    /** 1 first; unique at commit */
    position: number;
    /** false: retired, kept for its history but out of progress and the ready summary */
    active: Generated<boolean>;
    created_at: DefaultTimestamp;
    created_by: number | null;
  };
  /** one recording of a learner's level on a topic; the newest per topic is the current level (027_learner_progress.sql) */
  learner_progress: {
    id: Generated<number>;
    stu_id: number;
    topic_id: number;
    /** 1 Introduced, 2 Under full instruction, 3 Prompted, 4 Seldom prompted, 5 Independent */
    level: number;
    booking_id: number | null;
    note: string | null;
    recorded_at: DefaultTimestamp;
    recorded_by: number | null;
  };
  /** e-mails queued in the transaction that made them, sent after it commits (026_mail_outbox.sql) */
  mail_outbox: {
    id: Generated<number>;
    kind: MailKind;
    stu_id: number | null;
    adi_id: number | null;
    booking_id: number | null;
    recipient: string;
    subject: string;
    text: string;
    secret: string | null;
    attachment_file_id: number | null;
    dedupe_key: string;
    created_at: DefaultTimestamp;
    send_after: DefaultTimestamp;
    attempts: Generated<number>;
    last_error: string | null;
    sent_at: Date | null;
    failed_at: Date | null;
  };
  lifecycle_runs: {
    id: Generated<number>;
    ran_at: DefaultTimestamp;
    as_of: Timestamp;
    completed_bookings: Generated<number>;
    expired_credits: Generated<number>;
    overview_rows: Generated<number>;
    /** the London day a retention step ran (016_erasure.sql); one run a day */
    retention_day: ColumnType<DateText | null, DateText | null | undefined, DateText | null>;
    erased_learners: Generated<number>;
  };

  // Dictionaries
  vehicle_types: IdText;
  fuel_types: IdText;
  vehicle_owner_types: { type_id: number; description: string; message: string };
  languages: IdText;
  complaint_party_kinds: IdText;
  complaint_types: IdText & { complainant_kind: number; complainee_kind: number };
  complaint_statuses: { id: number; status_name: string; is_resolved: boolean; is_timed_out: Generated<boolean> };
  departure_reasons: IdText;
  departure_reporters: IdText;
  eye_test_next_steps: IdText;
  payment_types: IdText;
  payment_methods: IdText;
  booking_lesson_types: IdText;

  learners: LearnersTable;

  franchise_plans: {
    plan_id: Generated<number>;
    initial_fee: Money;
    weekly_fee: Money;
    work_type: 'Full-Time' | 'Part-Time';
    weekly_hours: number;
    promo_code: string | null;
    /** 0 Removed, 1 Active */
    state: Generated<number>;
    created_on: DefaultTimestamp;
    updated_on: DefaultTimestamp;
    created_by: number | null;
  };

  instructors: InstructorsTable;
  instructor_compliance: {
    compliance_id: Generated<number>;
    adi_id: number;
    address_proof1_file_id: number | null;
    address_proof2_file_id: number | null;
    licence_file_id: number | null;
    licence_exp: DateText;
    adi_licence_file_id: number | null;
    adi_licence_exp: DateText;
    created_at: DefaultTimestamp;
    created_by: number | null;
    superseded_at: Timestamp | null;
  };
  instructor_covering_pcs: { adi_id: number; pc: string };
  instructor_languages: { adi_id: number; lang_id: number };
  instructor_vehicle_types: { adi_id: number; type_id: number };
  vehicles: {
    c_id: Generated<number>;
    adi_id: number;
    make: string;
    model: string;
    colour: string;
    c_reg: string;
    /** first day of the registration month */
    regyear: DateText;
    c_type_id: number;
    c_gear: Gear;
    c_fuel: number;
    leagal_owner: string;
    /** 1 Yes, 2 No */
    dual_ctrl: number;
    owner_type: number;
    ved_exp: DateText;
    mot_exp: DateText;
    insurance_exp: DateText;
    logbook_file_id: number | null;
    mot_file_id: number | null;
    insurance_file_id: number | null;
    /** 1 Active, 2 Inactive, 3 Removed, 4 Renewed */
    rec_status: Generated<number>;
    created_at: DefaultTimestamp;
    created_by: number | null;
    updated_at: DefaultTimestamp;
  };
  instructor_franchise: {
    rec_id: Generated<number>;
    adi_id: number;
    plan_id: number;
    /** weeks per payment: '1.00', '4.33', '13.00', '26.00', '52.00' */
    regularity: ColumnType<string, string | number, string | number>;
    start_date: DateText;
    ended_on: DateText | null;
    created_on: DefaultTimestamp;
    recorded_by: number | null;
  };
  instructor_availability: {
    adi_id: number;
    /** 1 Monday .. 6 Saturday, 0 Sunday */
    day_num: number;
    is_working: boolean;
    work_start: TimeText;
    work_end: TimeText;
    has_lunch: Generated<boolean>;
    lunch_start: TimeText | null;
    lunch_end: TimeText | null;
  };
  instructor_time_away: {
    rec_id: Generated<number>;
    adi_id: number;
    type: 'hours' | 'day' | 'days';
    reason: string | null;
    starts_at: Timestamp;
    ends_at: Timestamp;
    duration_text: string;
    /** 1 Scheduled, 0 Withdrawn */
    status: Generated<number>;
    created_at: DefaultTimestamp;
    created_by: number | null;
  };

  /** one per instructor given a calendar feed (023_calendar_feeds.sql) */
  instructor_calendar_feeds: {
    adi_id: number;
    /** SHA-256 hex of the address's token; NULL once stopped */
    token_hash: string | null;
    created_at: DefaultTimestamp;
    created_by: number | null;
    revoked_at: Date | null;
    revoked_by: number | null;
  };

  assignments: {
    assign_id: Generated<number>;
    stu_id: number;
    adi_id: number;
    /** 0 Blocked, 1 Active, 2 Re-Assigned, 3 Abandoned, 4 Passed and Complete, 5 No Communication, 6 Joined Other School */
    assign_status: Generated<number>;
    assign_on: DefaultTimestamp;
    assign_updated: DefaultTimestamp;
    assigned_by: number | null;
    /** why an ended assignment ended (re-assigned, ended, or the learner's departure) */
    end_reason: string | null;
    ended_by: number | null;
  };

  learner_payments: {
    pay_id: Generated<number>;
    stu_id: number;
    plan_id: number;
    credits: number;
    price: Money;
    additional_costs: ColumnType<string, string | number | undefined, string | number>;
    paid_on: DefaultTimestamp;
    recorded_by: number | null;
    /** the submit's idempotency key (008_learner_idempotency.sql); unique */
    idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
    /** set when an administrator voids the payment (015_learner_payment_void.sql) */
    voided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    voided_by: ColumnType<number | null, number | null | undefined, number | null>;
    void_reason: ColumnType<string | null, string | null | undefined, string | null>;
    /** the void submit's idempotency key; unique */
    void_key: ColumnType<string | null, string | null | undefined, string | null>;
  };
  credits: {
    cred_id: Generated<number>;
    pay_id: number;
    stu_id: number;
    cred_value: Money;
    /** 0 Frozen, 1 Available, 2 Allocated, 3 Used, 4 Expired (forfeited) */
    cred_status: Generated<number>;
    expires_at: Timestamp;
    created_at: DefaultTimestamp;
    status_changed_at: DefaultTimestamp;
    used_at: Timestamp | null;
    forfeited_at: Timestamp | null;
    /** NULL with forfeited_at set: forfeited by 'System' */
    forfeited_by: number | null;
  };

  bookings: {
    booking_id: Generated<number>;
    adi_id: number;
    stu_id: number;
    cred_id: number;
    assign_id: number | null;
    lesson_starts: Timestamp;
    lesson_end: Timestamp;
    /** London calendar day of lesson_starts */
    lesson_date: GeneratedAlways<DateText>;
    /** 1 First lesson, 2 Driving lesson, 3 Practical driving test, 4 Mock test */
    booking_lesson_type: Generated<number>;
    /** 0 Blocked, 1 Scheduled, 2 Rescheduled, 3 Cancelled, 4 No show, 5 Complete */
    booking_state: Generated<number>;
    addr_line: string | null;
    addr_pc: string | null;
    drop_line: string | null;
    drop_pc: string | null;
    booked_on: DefaultTimestamp;
    booked_by: number | null;
    updated_on: DefaultTimestamp;
    updated_by: number | null;
    completed_at: Timestamp | null;
    /** who cancelled, why, and who recorded it (024_cancellations.sql) */
    cancel_party: 'learner' | 'school' | null;
    cancel_reason: string | null;
    cancelled_at: Timestamp | null;
    cancelled_by: number | null;
    /** the credit was lost by this cancellation or no-show */
    credit_forfeited: Generated<boolean>;
    /** who recorded the lesson's outcome (taken or no-show) by hand, and when */
    outcome_at: Timestamp | null;
    outcome_by: number | null;
    /** the weekly series the lesson was booked in (025_lesson_series.sql) */
    series_id: number | null;
  };
  /** weekly series of lessons placed together (025_lesson_series.sql) */
  lesson_series: {
    series_id: Generated<number>;
    adi_id: number;
    stu_id: number;
    /** the key the screen made once per submit; a repeat with it writes nothing */
    submit_key: string;
    created_at: DefaultTimestamp;
    created_by: number | null;
  };
  booking_moves: {
    move_id: Generated<number>;
    booking_id: number;
    from_starts: Timestamp;
    from_end: Timestamp;
    to_starts: Timestamp;
    to_end: Timestamp;
    moved_at: DefaultTimestamp;
    moved_by: number | null;
  };

  theory_tests: {
    id: Generated<number>;
    stu_id: number;
    test_date: DateText;
    mcq_points: number;
    hp_points: number;
    /** 1 Pass, 0 Fail */
    outcome: number;
    recorded_at: DefaultTimestamp;
    recorded_by: number | null;
  };
  driving_tests: {
    id: Generated<number>;
    stu_id: number;
    adi_id: number;
    test_at: Timestamp;
    test_date: GeneratedAlways<DateText>;
    /** 1 Passed, 0 Failed */
    outcome: number;
    recorded_at: DefaultTimestamp;
    recorded_by: number | null;
  };
  eye_tests: {
    id: Generated<number>;
    stu_id: number;
    tested_on: DateText;
    adi_id: number | null;
    /** 1 Pass, 0 Fail */
    outcome: number;
    next_step: number;
    recorded_at: DefaultTimestamp;
    recorded_by: number | null;
  };
  departures: {
    id: Generated<number>;
    stu_id: number;
    dep_date: DateText;
    reported_by: number;
    reason_id: number;
    recorded_at: DefaultTimestamp;
    recorded_by: number | null;
  };

  feedback_question_groups: {
    group_no: Generated<number>;
    audience: 'learner' | 'instructor';
    reporting_text: string;
    created_on: DefaultTimestamp;
    created_by: number | null;
  };
  feedback_questions: {
    id: Generated<number>;
    group_no: number;
    audience: 'learner' | 'instructor';
    question: string;
    /** 0 Removed, 1 Active */
    state: Generated<number>;
    created: DefaultTimestamp;
    updated: DefaultTimestamp;
    created_by: number | null;
  };
  feedbacks: {
    feedback_id: Generated<number>;
    booking_id: number;
    /** 1 learner about the instructor, 2 instructor about the learner */
    direction: number;
    audience: GeneratedAlways<'learner' | 'instructor'>;
    stu_id: number;
    adi_id: number;
    q1_id: number;
    q1_rating: number;
    q2_id: number;
    q2_rating: number;
    q3_id: number;
    q3_rating: number;
    recorded_at: DefaultTimestamp;
    recorded_by: number | null;
  };
  /** view: one row per rated question */
  feedback_ratings: {
    feedback_id: number;
    booking_id: number;
    direction: number;
    stu_id: number;
    adi_id: number;
    recorded_at: Date;
    question_id: number;
    rating: number;
  };
  /** kept by triggers (migration 021): a rated person's feedbacks and the sum of their rated questions */
  feedback_totals: {
    direction: number;
    /** the instructor in direction 1, the learner in direction 2 */
    person_id: number;
    feedbacks: number;
    score_sum: number;
  };

  complaints: {
    ref: Generated<number>;
    complain_type_id: number;
    /** 1 learner, 2 instructor, 3 driving school, 4 third party, 5 other */
    complainant_type: number;
    complainee_type: number;
    complainant_stu_id: number | null;
    complainant_adi_id: number | null;
    complainee_stu_id: number | null;
    complainee_adi_id: number | null;
    description: string;
    incident_date: DateText | null;
    incident_time: TimeText | null;
    self_resolve: Generated<boolean>;
    self_res_date: DateText | null;
    self_res_time: TimeText | null;
    resol_offer: boolean | null;
    reply_desc: string | null;
    status_id: Generated<number>;
    /** must equal complaint_statuses.is_resolved of status_id (composite foreign key) */
    is_resolved: Generated<boolean>;
    resolved_on: Timestamp | null;
    created_on: DefaultTimestamp;
    updated_on: DefaultTimestamp;
    staff_id: number;
  };
  complaint_updates: {
    id: Generated<number>;
    ref: number;
    update_desc: string;
    status_id: number;
    rec_by: number;
    created_on: DefaultTimestamp;
  };

  instructor_payments: {
    transaction_id: Generated<number>;
    adi_id: number;
    reference: string;
    amount: Money;
    type_id: number;
    method_id: number;
    date_of_transaction: Timestamp;
    added: DefaultTimestamp;
    recorded_by: number | null;
    /** the submit's idempotency key (003_finance.sql); unique */
    idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
  };

  finance_categories: {
    rec_id: Generated<number>;
    category: string;
    type: 'income' | 'expense';
    tax: 'claimable' | 'non-claimable';
    created_at: DefaultTimestamp;
    created_by: number | null;
  };
  finance_transactions: {
    t_id: Generated<number>;
    kind: 'income' | 'expense';
    cat_id: number;
    /** NULL: a school-wide record */
    adi_id: number | null;
    t_date: DateText;
    t_amount: Money;
    t_pay_method: string;
    t_status: 'completed' | 'pending' | 'failed' | 'cancelled';
    t_notes: string | null;
    created_at: DefaultTimestamp;
    recorded_by: number | null;
    /** the submit's idempotency key (003_finance.sql); unique */
    idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
  };
  mileage: {
    rec_id: Generated<number>;
    adi_id: number;
    mileage_date: DateText;
    type: 'business' | 'personal' | 'commute';
    start_mileage: Money;
    end_mileage: Money;
    created_at: DefaultTimestamp;
    recorded_by: number | null;
  };

  overview_reports: {
    pdf_id: Generated<number>;
    /** 1 learner, 2 instructor */
    kind: number;
    stu_id: number | null;
    adi_id: number | null;
    reporting_year: number;
    reporting_month: number;
    file_id: number | null;
    created_at: DefaultTimestamp;
  };
  overview_emails: {
    record_id: Generated<number>;
    pdf_id: number;
    email_address: string;
    sent_by: number | null;
    sent_on: DefaultTimestamp;
  };

  /** view: learners who paid and have no current instructor (tot_pend_learners) */
  learners_awaiting_instructor: LearnerViewColumns;
  /** view: assigned learners with credits and no live lesson ahead (totl_pend_bookings) */
  learners_pending_booking: LearnerViewColumns & { adi_id: number; assign_id: number };
  /** view: the learners of learners_awaiting_instructor, read from the bell's kept flags (migration 031) */
  awaiting_instructor_kept: { stu_id: number };
  /** view: the learners of learners_pending_booking and their instructor, from the kept flags (031) */
  pending_booking_kept: { stu_id: number; adi_id: number };
  /** kept by triggers (migration 031): changes to a list's totals, summed by name (db/kept-totals.ts) */
  kept_totals: {
    id: Generated<string>;
    name: string;
    count: ColumnType<string, number | undefined, never>;
    amount: ColumnType<string, string | undefined, never>;
    completed: ColumnType<string, string | undefined, never>;
    learners: ColumnType<string, number | undefined, never>;
  };
  /** view: instructors awaiting approval (tot_pend_adis) */
  instructors_pending: InstructorsTable;
  /** view: complaints not resolved (tot_act_comps) */
  complaints_active: SchoolTables['complaints'];
  /** view: the four notification counts, one row */
  notification_counts: {
    tot_act_comps: number;
    tot_pend_adis: number;
    tot_pend_learners: number;
    totl_pend_bookings: number;
  };
}
