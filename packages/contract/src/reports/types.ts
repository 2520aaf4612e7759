import type { ReportUnit } from './periods';

/**
 * What the five report actions answer (document 3 §3), already counted by the database: the
 * tables are frequencies, the series are counts per period (`period` is the first day of the
 * day or month, see periods.ts). Money is numeric text ('1234.50'), never a float. A series
 * leaves out periods with nothing in them; the screen lays them out over `reportPeriods`.
 */

/** One line of a frequency table. */
export interface FrequencyRow {
  key: string;
  count: number;
}

/** A count of one category in one period. */
export interface SeriesRow {
  period: string;
  key: string;
  count: number;
}

// ---- Management (learner) reports ------------------------------------------------------

/** The learner dimensions of every management report (age band A-F, gender m/f, gear, outer postcode). */
export const MANAGEMENT_DIMENSIONS = ['age', 'gender', 'gear', 'area'] as const;
export type ManagementDimension = (typeof MANAGEMENT_DIMENSIONS)[number];

export interface ManagementReport {
  unit: ReportUnit;
  /** What is counted: learners (each once) or lessons (3, 4 and 18). */
  measure: 'learners' | 'lessons';
  total: number;
  /** Frequency tables: age_ratio (A-F), gender ('m', 'f'), lesson_type (gear), outer_pc. */
  tables: Record<ManagementDimension, FrequencyRow[]>;
  /** The column chart: the total per period. */
  totals: { period: string; count: number }[];
  /** The four line charts: each dimension's counts per period. */
  series: Record<ManagementDimension, SeriesRow[]>;
  /**
   * Report 2 only: days elapsed from the first payment to the first lesson, in bands, with the
   * average over learners who have had one; null for the other reports.
   */
  elapsed: { bands: FrequencyRow[]; average_days: number | null } | null;
}

// ---- Feedback reports ------------------------------------------------------------------

export interface FeedbackQuestionRow {
  quest_text: string;
  no_of_ratings: number;
  ratings_total: number;
}

export interface FeedbackRatingRow {
  rating: number;
  amount: number;
}

export interface FeedbackAskedPoint {
  asked_on: string;
  no_of_questions: number;
}

export interface FeedbackRatedPoint {
  rated_on: string;
  rating: number;
  amount: number;
}

/** `frq` and `graph` in the two shapes document 3 §3 gives; a report fills the ones it draws. */
export interface FeedbackReport {
  unit: ReportUnit;
  audience: 'learner' | 'instructor';
  /** Progress bars: per question (1, 2) or per question group (3). */
  questions: FeedbackQuestionRow[] | null;
  /** Star ratings 1 to 5 with their amounts, every rating listed (4). */
  ratings: FeedbackRatingRow[] | null;
  /** Questions asked (2) or answered (3) per period. */
  asked: FeedbackAskedPoint[] | null;
  /** Ratings per period and star (1, 4). */
  rated: FeedbackRatedPoint[] | null;
}

// ---- Complaints reports ----------------------------------------------------------------

export interface ComplaintTypeReportRow {
  complaint_type_name: string;
  complaints_count: number;
  self_resolve_count: number;
  /** Average London days from recording to resolution (or to today while open), to 0.1. */
  average_duration: number | null;
}

export interface ComplaintStatusReportRow {
  complaint_status_name: string;
  complaints_count: number;
  self_resolve_count: number;
}

export interface ComplaintsReport {
  unit: ReportUnit;
  report_data: ComplaintTypeReportRow[];
  status_data: ComplaintStatusReportRow[];
  /** Complaints by the outer postcode of the learner or instructor involved ('Not known' otherwise). */
  outerpc_data: { outer_pc: string; total: number }[];
  chart_data: { recorded_on: string; type: string; total: number }[];
}

// ---- Instructor reports ----------------------------------------------------------------

export interface PostcodeCount {
  outer_pc: string;
  no_adis: number;
}

export interface RetentionRow {
  type: string;
  total: number;
  min: number | null;
  max: number | null;
  average: number | null;
}

/** Each report fills the lists it draws; the others are null. */
export interface InstructorReport {
  unit: ReportUnit;
  /** 1: the active vehicles of instructors with the school in the range. */
  gear_type: FrequencyRow[] | null;
  dual_ctrl: FrequencyRow[] | null;
  fuel_type: FrequencyRow[] | null;
  makes: FrequencyRow[] | null;
  body_type: FrequencyRow[] | null;
  reg_year: FrequencyRow[] | null;
  /** 2: teaching genders, instructors' secondary languages, learners asking for one. */
  adi_per_teaching_gender: FrequencyRow[] | null;
  adi_per_lang: FrequencyRow[] | null;
  learner_per_lang: FrequencyRow[] | null;
  learner_pc_by_lang: { postcode: string; langs: string; count: number }[] | null;
  /** 3, 8, 9: genders and age bands at the end of the range (3 also crosses them). */
  adi_gender_count: FrequencyRow[] | null;
  adi_age_count: FrequencyRow[] | null;
  adi_age_gender: { age: string; gender: string; count: number }[] | null;
  /** 4: days with the school. */
  retention: RetentionRow[] | null;
  /** 5: instructors covering each outer postcode, and complaints per outer postcode. */
  adi_per_pc: PostcodeCount[] | null;
  comp_per_pc: { outer_pc: string; total: number }[] | null;
  /** 6, 7: lessons per period. */
  completed_lessons_count: { dates: string; count: number }[] | null;
  rescheduled_lessons_count: { dates: string; count: number }[] | null;
  /** 10: instructors by the outer postcode of their current address. */
  active_adi_pcs: PostcodeCount[] | null;
  inactive_adi_pcs: PostcodeCount[] | null;
  total_adi_pcs: PostcodeCount[] | null;
  /** 11, 12. */
  departed_adis: { departed_on: string; no_adis: number }[] | null;
  new_adis: { joined_on: string; no_adis: number }[] | null;
}

// ---- Financial reports -----------------------------------------------------------------

/** Franchise fees due over the range, for one group of instructors (or all of them). */
export interface FeeRow {
  key: string;
  instructors: number;
  initial_fees: string;
  weekly_fees: string;
  weeks: string;
  total: string;
}

export interface IncomeRow {
  lessons: number;
  money: string;
  average: string;
}

export type FinancialReport =
  | {
      kind: 'fees';
      /** 1 postcode, 2 franchise plan, 3 work type, 4 instructor gender. */
      by: 'postcode' | 'plan' | 'worktype' | 'gender';
      rows: FeeRow[];
      totals: FeeRow;
    }
  | {
      kind: 'income';
      unit: ReportUnit;
      bookings_totals: (IncomeRow & { period: string })[];
      gender_totals: (IncomeRow & { gender: string })[];
      postcode_totals: (IncomeRow & { postcode: string })[];
      postcode_gender_totals: (IncomeRow & { postcode: string; gender: string })[];
      totals: IncomeRow;
    };

/** Refusals of a report request. */
export const REPORT_MESSAGES = {
  reportNo: 'Please select a report.',
  start: 'Start date is required.',
  end: 'End date is required.',
  order: 'The start date must be before the end date.',
  tooEarly: 'The start date cannot be before 25/03/2019.',
} as const;
