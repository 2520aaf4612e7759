import { sql, type Expression, type RawBuilder } from 'kysely';
import { addMonthsToDay, dayNumber, dayText, londonDate, londonInstant } from '@dss/contract';

/** A staff member's name by a staff id column, 'System' when the row has none. */
export function staffName(idColumn: string): RawBuilder<string> {
  return sql<string>`coalesce((SELECT s.fname || ' ' || s.lname FROM staff s WHERE s.id = ${sql.ref(idColumn)}), 'System')`;
}

/** A person's name from a title join and name columns: 'Mr Oliver Whitfield'. */
export function fullName(titleColumn: string, fnameColumn: string, lnameColumn: string): RawBuilder<string> {
  return sql<string>`concat_ws(' ', ${sql.ref(titleColumn)}, ${sql.ref(fnameColumn)}, ${sql.ref(lnameColumn)})`;
}

/** A sum of money as text with two decimals, summed as numeric by the database. */
export function moneySum(column: Expression<unknown> | string): RawBuilder<string> {
  const ref = typeof column === 'string' ? sql.ref(column) : column;
  return sql<string>`coalesce(sum(${ref}), 0)::numeric(14, 2)::text`;
}

/**
 * The instants bounding London calendar days `start` to `end` inclusive: [start 00:00, day after
 * end 00:00), across clock changes.
 */
export function londonDayRange(start: string, end: string): { from: Date; until: Date } {
  return { from: londonInstant(start, 0), until: londonInstant(dayNumber(end) + 1, 0) };
}

/** Document 3 §9: the last 6 months, from the first day of the month six months back to today (London). */
export function lastSixMonths(now: Date): { start: string; end: string } {
  const today = londonDate(now);
  const first = dayNumber(`${today.slice(0, 7)}-01`);
  return { start: dayText(addMonthsToDay(first, -6)), end: today };
}
