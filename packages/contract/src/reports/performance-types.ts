/**
 * The Instructor Performance Report (document 2 §2.10, §3, §7.5): an instructor's counts over a
 * reporting month and the detail list behind each count. Instants are ISO text.
 */

/** The instructor table's sort keys; the first (the id) is the default order. */
export const PERFORMANCE_INSTRUCTOR_SORTS = ['adi_id', 'name', 'email', 'county'] as const;
export type PerformanceInstructorSort = (typeof PERFORMANCE_INSTRUCTOR_SORTS)[number];

/** An instructor as the report lists them, with every field the client-side keyword matches. */
export interface PerformanceInstructor {
  adi_id: number;
  title: string;
  fname: string;
  mname: string;
  lname: string;
  mobile: string;
  email: string;
  county: string;
  driving_licence_no: string;
  instructor_licence_no: string;
  /** 0 Blocked, 1 Active, 2 Read Only, 3 Newly Joined, 4 Deleted */
  accState: number;
}

/** The counts of the report dialog. provided_lessons = lesson_bookings - rescheduled_bookings. */
export interface PerformanceSummary {
  adi_id: number;
  start: string;
  end: string;
  new_assings: number;
  lesson_bookings: number;
  rescheduled_bookings: number;
  canceled_bookings: number;
  provided_lessons: number;
  test_outcomes: { passed: number; failed: number };
}

interface LearnerNamed {
  stu_id: number;
  stu_title: string;
  stu_fname: string;
  stu_lname: string;
}

/** A learner newly assigned to the instructor. */
export interface PerformanceLearnerRow extends LearnerNamed {
  assign_on: string;
}

/**
 * A lesson entry: a booking at its time (move_id null), or a slot a lesson was rescheduled away
 * from (move_id set, b_starts the old time, b_edited when it was moved, b_status 2).
 */
export interface PerformanceBookingRow extends LearnerNamed {
  b_id: number;
  move_id: number | null;
  b_starts: string;
  /** 0 Blocked, 1 Scheduled, 2 Rescheduled, 3 Cancelled, 4 No show, 5 Complete */
  b_status: number;
  /** who booked the lesson */
  b_by: string;
  /** when the entry last changed */
  b_edited: string;
}

/** A driving test the instructor's learner took. */
export interface PerformanceTestRow extends LearnerNamed {
  test_id: number;
  testdate: string;
  created_on: string;
}

export const PERFORMANCE_MESSAGES = {
  instructor: 'Please select an instructor',
  start: 'Start date is required.',
  end: 'End date is required.',
  order: 'The start date must be before the end date.',
  type: 'Test outcome type is required.',
  noInstructor: 'No such driving instructor.',
} as const;
