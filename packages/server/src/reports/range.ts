import { sql, type RawBuilder } from 'kysely';
import { reportUnit, type ReportUnit } from '@dss/contract';

/** A report's range: London calendar dates, both included, and how its charts group time. */
export interface ReportRange {
  start: string;
  end: string;
  unit: ReportUnit;
}

export function reportRange(input: { start: string; end: string }): ReportRange {
  return { start: input.start, end: input.end, unit: reportUnit(input.start, input.end) };
}

export const startDate = (r: ReportRange) => sql`${r.start}::date`;
export const endDate = (r: ReportRange) => sql`${r.end}::date`;

/**
 * An instant column within the range's London days: from London midnight starting the first day
 * to London midnight after the last, so a plain index on the column serves it and an event at
 * 00:30 BST falls on its London day.
 */
export function instantWithin(column: RawBuilder<unknown>, r: ReportRange) {
  return sql`(${column} >= london_ts(${r.start}::date, time '00:00') AND ${column} < london_ts(${r.end}::date + 1, time '00:00'))`;
}

/** A date column within the range. */
export function dateWithin(column: RawBuilder<unknown>, r: ReportRange) {
  return sql`(${column} BETWEEN ${r.start}::date AND ${r.end}::date)`;
}

/** The first day of the day or month a date falls in (the unit is one of two fixed words). */
export function periodOf(date: RawBuilder<unknown>, r: ReportRange) {
  return sql`date_trunc(${sql.lit(r.unit)}, ${date}::timestamp)::date`;
}

/** Learner gender as reported: 'm' is male, anything else (including no gender) female (document 3 §4). */
export const learnerGender = (alias: string) => sql`CASE WHEN ${sql.ref(`${alias}.gender`)} = 'm' THEN 'm' ELSE 'f' END`;

/**
 * The day an instructor left the school: `left_on`, or for a deleted instructor without one the
 * day the record was last changed; NULL while with the school.
 */
export const instructorLeftOn = (alias: string) =>
  sql`CASE WHEN ${sql.ref(`${alias}.acc_state`)} = 4 THEN coalesce(${sql.ref(`${alias}.left_on`)}, london_date(${sql.ref(`${alias}.updated_at`)})) END`;

/** The day an instructor joined: their approval (instructors awaiting approval have not joined). */
export const instructorJoinedOn = (alias: string) => sql`london_date(${sql.ref(`${alias}.approved_at`)})`;

/** Instructors with the school at some time in the range: joined by its end, not left before its start. */
export function instructorWithin(alias: string, r: ReportRange) {
  return sql`(${sql.ref(`${alias}.approved_at`)} IS NOT NULL AND ${instructorJoinedOn(alias)} <= ${r.end}::date
    AND (${instructorLeftOn(alias)} IS NULL OR ${instructorLeftOn(alias)} >= ${r.start}::date))`;
}

/**
 * A lesson counts as rescheduled when it was moved in a diary (booking_moves) or still carries
 * the Rescheduled state.
 */
export const rescheduled = (alias: string) =>
  sql`(${sql.ref(`${alias}.booking_state`)} = 2 OR EXISTS (SELECT 1 FROM booking_moves m WHERE m.booking_id = ${sql.ref(`${alias}.booking_id`)}))`;

/**
 * The outer postcode a complaint is reported under: the complainant's (learner pickup area or
 * instructor's current address), else the complainee's, else 'Not known' (third parties).
 */
export const complaintOuterPc = sql`coalesce(
  (SELECT l.outer_pc FROM learners l WHERE l.student_id = c.complainant_stu_id),
  (SELECT i.curr_outer_pc FROM instructors i WHERE i.adi_id = c.complainant_adi_id),
  (SELECT l.outer_pc FROM learners l WHERE l.student_id = c.complainee_stu_id),
  (SELECT i.curr_outer_pc FROM instructors i WHERE i.adi_id = c.complainee_adi_id),
  'Not known')`;
