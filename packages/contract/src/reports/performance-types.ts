import { z } from 'zod';

/**
 * The Instructor Performance Report (document 2 §2.10, §3, §7.5): an instructor's counts over a
 * reporting month and the detail list behind each count. Instants are ISO text.
 */

/** The instructor table's sort keys; the first (the id) is the default order. */
export const PERFORMANCE_INSTRUCTOR_SORTS = ['adi_id', 'name', 'email', 'county'] as const;
export type PerformanceInstructorSort = (typeof PERFORMANCE_INSTRUCTOR_SORTS)[number];

/** An instructor as the report lists them, with every field the client-side keyword matches. */
export const PerformanceInstructor = z.object({
  adi_id: z.number().int(),
  title: z.string(),
  fname: z.string(),
  mname: z.string(),
  lname: z.string(),
  mobile: z.string(),
  email: z.string(),
  county: z.string(),
  driving_licence_no: z.string(),
  instructor_licence_no: z.string(),
  /** 0 Blocked, 1 Active, 2 Read Only, 3 Newly Joined, 4 Deleted */
  accState: z.number().int(),
});
export type PerformanceInstructor = z.infer<typeof PerformanceInstructor>;

const count = z.number().int().nonnegative();

/**
 * The counts of the report dialog. provided_lessons = lesson_bookings - rescheduled_bookings -
 * noshow_bookings (the spec's formula leaves no-shows in; a no-show is not a lesson given).
 */
export const PerformanceSummary = z.object({
  adi_id: z.number().int(),
  start: z.string(),
  end: z.string(),
  new_assings: count,
  lesson_bookings: count,
  rescheduled_bookings: count,
  canceled_bookings: count,
  noshow_bookings: count,
  provided_lessons: count,
  test_outcomes: z.object({ passed: count, failed: count }),
});
export type PerformanceSummary = z.infer<typeof PerformanceSummary>;

const LearnerNamed = z.object({
  stu_id: z.number().int(),
  stu_title: z.string(),
  stu_fname: z.string(),
  stu_lname: z.string(),
});

/** A learner newly assigned to the instructor. */
export const PerformanceLearnerRow = LearnerNamed.extend({
  assign_on: z.string(),
});
export type PerformanceLearnerRow = z.infer<typeof PerformanceLearnerRow>;

/**
 * A lesson entry: a booking at its time (move_id null), or a slot a lesson was rescheduled away
 * from (move_id set, b_starts the old time, b_edited when it was moved, b_status 2).
 */
export const PerformanceBookingRow = LearnerNamed.extend({
  b_id: z.number().int(),
  move_id: z.number().int().nullable(),
  b_starts: z.string(),
  /** 0 Blocked, 1 Scheduled, 2 Rescheduled, 3 Cancelled, 4 No show, 5 Complete */
  b_status: z.number().int(),
  /** who booked the lesson */
  b_by: z.string(),
  /** when the entry last changed */
  b_edited: z.string(),
});
export type PerformanceBookingRow = z.infer<typeof PerformanceBookingRow>;

/** A driving test the instructor's learner took. */
export const PerformanceTestRow = LearnerNamed.extend({
  test_id: z.number().int(),
  testdate: z.string(),
  created_on: z.string(),
});
export type PerformanceTestRow = z.infer<typeof PerformanceTestRow>;

export const PERFORMANCE_MESSAGES = {
  instructor: 'Please select an instructor',
  start: 'Start date is required.',
  end: 'End date is required.',
  order: 'The start date must be before the end date.',
  type: 'Test outcome type is required.',
  noInstructor: 'No such driving instructor.',
} as const;
