import type { Insertable } from 'kysely';
import type { Database, Gear, TeachingGender } from '../../db/tables';

/** The school tables the simulation writes (in load.ts's LOAD_ORDER). */
export type DemoTable =
  | 'instructors'
  | 'instructor_compliance'
  | 'instructor_covering_pcs'
  | 'instructor_languages'
  | 'instructor_vehicle_types'
  | 'vehicles'
  | 'instructor_franchise'
  | 'instructor_availability'
  | 'instructor_time_away'
  | 'learners'
  | 'learner_payments'
  | 'credits'
  | 'assignments'
  | 'bookings'
  | 'booking_moves'
  | 'theory_tests'
  | 'driving_tests'
  | 'eye_tests'
  | 'learner_progress'
  | 'departures'
  | 'feedbacks'
  | 'complaints'
  | 'complaint_updates'
  | 'instructor_payments'
  | 'finance_transactions'
  | 'mileage'
  | 'overview_reports'
  | 'overview_emails'
  | 'uploaded_files'
  | 'instructor_documents';

/**
 * A row of `T` as the table types say it is inserted, so a column added, renamed or removed in
 * the schema fails the type check here rather than the load.
 */
export type DemoRow<T extends DemoTable> = Insertable<Database[T]>;

/** Any row, as the loader sees it. */
export type Row = Record<string, unknown>;

/** Where a phase puts a row it makes (the sink, or a list written later). */
export type RowOut = <T extends DemoTable>(table: T, row: DemoRow<T>) => void;

/**
 * A row kept to be emitted later: it hands its table and row to `out`. A function rather than a
 * [table, row] pair, as a pair taken from the union of every table's pairs no longer says that
 * its row is of its table.
 */
export type LaterRow = (out: RowOut) => void;

/** Receives rows table by table; `flushPoint` marks where every buffered row may be written. */
export interface Sink {
  add<T extends DemoTable>(table: T, row: DemoRow<T>): void;
  flushPoint(): Promise<void>;
}

export interface SchoolShape {
  seed: number;
  now: Date;
  instructors: number;
  /** instructors registered in the last weeks and not yet approved */
  pendingInstructors: number;
  learners: number;
  /** learners register evenly over this many days before now (instructors join earlier) */
  historyDays: number;
  /** lessons are booked up to this many days ahead */
  futureDays: number;
  complaintsPerLearner: number;
  /** months of overview PDF rows to create (per learner and instructor with lessons) */
  overviewMonths: number;
  /** finance rows: 'full' for the demo, 'light' for the large school */
  finance: 'full' | 'light';
  creditExpiryMonths: number;
  /** planned lessons per learner before the practical test, [min, max] */
  targetLessons: [number, number];
  /** multiplies the chance that a completed lesson gets feedback (1 for the demo) */
  feedbackRate: number;
  /** existing rows this simulation may reference */
  staffIds: number[];
  lessonPlans: { plan_id: number; gear_type: string; hours: number; plan_price: string }[];
  franchisePlans: { plan_id: number; weekly_fee: number; initial_fee: number; work_type: string; weekly_hours: number }[];
  fileIds: { logbook: number; mot: number; insurance: number; addressProof: number; licence: number; adiLicence: number };
  learnerQuestions: number[][];
  instructorQuestions: number[][];
  /** force the demo's showcase cases (pending learners, blocked learner, every status...) */
  showcase: boolean;
}

/** Finance category ids by kind, read from the reference data. */
export interface FinanceCategoryIds {
  income: number[];
  expense: number[];
}

export interface SimulationCounts {
  [table: string]: number;
}

/** One weekly lesson slot of an instructor's diary, held by one learner at a time. */
export interface Slot {
  weekday: number;
  hour: number;
  freeFrom: number;
}

/** An instructor as the simulation tracks them after their rows are written. */
export interface Instructor {
  id: number;
  gender: 'm' | 'f';
  fname: string;
  lname: string;
  gears: Gear | 'both';
  teachingGens: TeachingGender;
  joinDay: number;
  approved: boolean;
  /** day from which the instructor takes no lessons (left, blocked); Infinity when working */
  stopDay: number;
  slots: Slot[];
  awayDays: Set<number>;
  extraUsed: Set<number>;
  cluster: number;
  pcs: string[];
  languages: number[];
  weeklyFee: number;
  initialFee: number;
  regularity: [number, number];
  planId: number;
  franchiseStart: number;
}

/** A learner's time with one instructor, from assignment to its close (complaints pick from these). */
export interface Span {
  stu: number;
  adi: number;
  from: number;
  to: number;
}
