import { z } from 'zod';
import { ReportUnit } from './periods';

/**
 * What the five report actions answer (document 3 §3), already counted by the database: the
 * tables are frequencies, the series are counts per period (`period` is the first day of the
 * day or month, see periods.ts). Money is numeric text ('1234.50'), never a float. A series
 * leaves out periods with nothing in them; the screen lays them out over `reportPeriods`.
 */

/** A count of rows, as the database counts them. */
const count = z.number().int().nonnegative();

/** One line of a frequency table. */
export const FrequencyRow = z.object({
  key: z.string(),
  count: count,
});
export type FrequencyRow = z.infer<typeof FrequencyRow>;

/** A count of one category in one period. */
export const SeriesRow = z.object({
  period: z.string(),
  key: z.string(),
  count: count,
});
export type SeriesRow = z.infer<typeof SeriesRow>;

// ---- Management (learner) reports ------------------------------------------------------

/** The learner dimensions of every management report (age band A-F, gender m/f, gear, outer postcode). */
export const MANAGEMENT_DIMENSIONS = ['age', 'gender', 'gear', 'area'] as const;
export type ManagementDimension = (typeof MANAGEMENT_DIMENSIONS)[number];

/**
 * One list of `row` per management dimension, every dimension present (a `z.record` keyed by
 * the dimensions would make each key optional).
 */
function byDimension<R extends z.ZodTypeAny>(row: R) {
  const list = z.array(row);
  return z.object({ age: list, gender: list, gear: list, area: list } satisfies Record<ManagementDimension, typeof list>);
}

export const ManagementReport = z.object({
  unit: ReportUnit,
  /** What is counted: learners (each once) or lessons (3, 4 and 18). */
  measure: z.enum(['learners', 'lessons']),
  total: count,
  /** Frequency tables: age_ratio (A-F), gender ('m', 'f'), lesson_type (gear), outer_pc. */
  tables: byDimension(FrequencyRow),
  /** The column chart: the total per period. */
  totals: z.array(z.object({ period: z.string(), count: count })),
  /** The four line charts: each dimension's counts per period. */
  series: byDimension(SeriesRow),
  /**
   * Report 2 only: days elapsed from the first payment to the first lesson, in bands, with the
   * average over learners who have had one; null for the other reports.
   */
  elapsed: z.object({ bands: z.array(FrequencyRow), average_days: z.number().nullable() }).nullable(),
});
export type ManagementReport = z.infer<typeof ManagementReport>;

// ---- Feedback reports ------------------------------------------------------------------

export const FeedbackQuestionRow = z.object({
  quest_text: z.string(),
  no_of_ratings: count,
  ratings_total: count,
});
export type FeedbackQuestionRow = z.infer<typeof FeedbackQuestionRow>;

export const FeedbackRatingRow = z.object({
  rating: z.number().int(),
  amount: count,
});
export type FeedbackRatingRow = z.infer<typeof FeedbackRatingRow>;

export const FeedbackAskedPoint = z.object({
  asked_on: z.string(),
  no_of_questions: count,
});
export type FeedbackAskedPoint = z.infer<typeof FeedbackAskedPoint>;

export const FeedbackRatedPoint = z.object({
  rated_on: z.string(),
  rating: z.number().int(),
  amount: count,
});
export type FeedbackRatedPoint = z.infer<typeof FeedbackRatedPoint>;

/** `frq` and `graph` in the two shapes document 3 §3 gives; a report fills the ones it draws. */
export const FeedbackReport = z.object({
  unit: ReportUnit,
  audience: z.enum(['learner', 'instructor']),
  /** Progress bars: per question (1, 2) or per question group (3). */
  questions: z.array(FeedbackQuestionRow).nullable(),
  /** Star ratings 1 to 5 with their amounts, every rating listed (4). */
  ratings: z.array(FeedbackRatingRow).nullable(),
  /** Questions asked (2) or answered (3) per period. */
  asked: z.array(FeedbackAskedPoint).nullable(),
  /** Ratings per period and star (1, 4). */
  rated: z.array(FeedbackRatedPoint).nullable(),
});
export type FeedbackReport = z.infer<typeof FeedbackReport>;

// ---- Complaints reports ----------------------------------------------------------------

export const ComplaintTypeReportRow = z.object({
  complaint_type_name: z.string(),
  complaints_count: count,
  self_resolve_count: count,
  /** Average London days from recording to resolution (or to today while open), to 0.1. */
  average_duration: z.number().nullable(),
});
export type ComplaintTypeReportRow = z.infer<typeof ComplaintTypeReportRow>;

export const ComplaintStatusReportRow = z.object({
  complaint_status_name: z.string(),
  complaints_count: count,
  self_resolve_count: count,
});
export type ComplaintStatusReportRow = z.infer<typeof ComplaintStatusReportRow>;

export const ComplaintsReport = z.object({
  unit: ReportUnit,
  report_data: z.array(ComplaintTypeReportRow),
  status_data: z.array(ComplaintStatusReportRow),
  /** Complaints by the outer postcode of the learner or instructor involved ('Not known' otherwise). */
  outerpc_data: z.array(z.object({ outer_pc: z.string(), total: count })),
  chart_data: z.array(z.object({ recorded_on: z.string(), type: z.string(), total: count })),
});
export type ComplaintsReport = z.infer<typeof ComplaintsReport>;

// ---- Instructor reports ----------------------------------------------------------------

export const PostcodeCount = z.object({
  outer_pc: z.string(),
  no_adis: count,
});
export type PostcodeCount = z.infer<typeof PostcodeCount>;

export const RetentionRow = z.object({
  type: z.string(),
  total: count,
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  average: z.number().nullable(),
});
export type RetentionRow = z.infer<typeof RetentionRow>;

const frequencies = z.array(FrequencyRow).nullable();
const postcodeCounts = z.array(PostcodeCount).nullable();
const lessonsPerPeriod = z.array(z.object({ dates: z.string(), count: count })).nullable();

/** Each report fills the lists it draws; the others are null. */
export const InstructorReport = z.object({
  unit: ReportUnit,
  /** 1: the active vehicles of instructors with the school in the range. */
  gear_type: frequencies,
  dual_ctrl: frequencies,
  fuel_type: frequencies,
  makes: frequencies,
  body_type: frequencies,
  reg_year: frequencies,
  /** 2: teaching genders, instructors' secondary languages, learners asking for one. */
  adi_per_teaching_gender: frequencies,
  adi_per_lang: frequencies,
  learner_per_lang: frequencies,
  learner_pc_by_lang: z.array(z.object({ postcode: z.string(), langs: z.string(), count: count })).nullable(),
  /** 3, 8, 9: genders and age bands at the end of the range (3 also crosses them). */
  adi_gender_count: frequencies,
  adi_age_count: frequencies,
  adi_age_gender: z.array(z.object({ age: z.string(), gender: z.string(), count: count })).nullable(),
  /** 4: days with the school. */
  retention: z.array(RetentionRow).nullable(),
  /** 5: instructors covering each outer postcode, and complaints per outer postcode. */
  adi_per_pc: postcodeCounts,
  comp_per_pc: z.array(z.object({ outer_pc: z.string(), total: count })).nullable(),
  /** 6, 7: lessons per period. */
  completed_lessons_count: lessonsPerPeriod,
  rescheduled_lessons_count: lessonsPerPeriod,
  /** 10: instructors by the outer postcode of their current address. */
  active_adi_pcs: postcodeCounts,
  inactive_adi_pcs: postcodeCounts,
  total_adi_pcs: postcodeCounts,
  /** 11, 12. */
  departed_adis: z.array(z.object({ departed_on: z.string(), no_adis: count })).nullable(),
  new_adis: z.array(z.object({ joined_on: z.string(), no_adis: count })).nullable(),
});
export type InstructorReport = z.infer<typeof InstructorReport>;

// ---- Financial reports -----------------------------------------------------------------

/** Franchise fees due over the range, for one group of instructors (or all of them). */
export const FeeRow = z.object({
  key: z.string(),
  instructors: count,
  initial_fees: z.string(),
  weekly_fees: z.string(),
  weeks: z.string(),
  total: z.string(),
});
export type FeeRow = z.infer<typeof FeeRow>;

export const IncomeRow = z.object({
  lessons: count,
  money: z.string(),
  average: z.string(),
});
export type IncomeRow = z.infer<typeof IncomeRow>;

export const FinancialReport = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('fees'),
    /** 1 postcode, 2 franchise plan, 3 work type, 4 instructor gender. */
    by: z.enum(['postcode', 'plan', 'worktype', 'gender']),
    rows: z.array(FeeRow),
    totals: FeeRow,
  }),
  z.object({
    kind: z.literal('income'),
    unit: ReportUnit,
    bookings_totals: z.array(IncomeRow.extend({ period: z.string() })),
    gender_totals: z.array(IncomeRow.extend({ gender: z.string() })),
    postcode_totals: z.array(IncomeRow.extend({ postcode: z.string() })),
    postcode_gender_totals: z.array(IncomeRow.extend({ postcode: z.string(), gender: z.string() })),
    totals: IncomeRow,
  }),
]);
export type FinancialReport = z.infer<typeof FinancialReport>;

/** Refusals of a report request. */
export const REPORT_MESSAGES = {
  reportNo: 'Please select a report.',
  start: 'Start date is required.',
  end: 'End date is required.',
  order: 'The start date must be before the end date.',
  tooEarly: 'The start date cannot be before 25/03/2019.',
} as const;
