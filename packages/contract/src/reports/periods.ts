import { addMonths, lightFormat, parseISO, startOfMonth } from 'date-fns';
import { z } from 'zod';
import { addDays, daysBetween } from '../bookings/calendar';

/**
 * How a report's charts group time: by day over ranges of up to 62 days (a month or a
 * fortnight reads best day by day), by calendar month over longer ones. The server groups by
 * the same rule, so the screen can lay the periods out without asking.
 */
export const ReportUnit = z.enum(['day', 'month']);
export type ReportUnit = z.infer<typeof ReportUnit>;

export const DAY_UNIT_MAX_DAYS = 62;

export function reportUnit(start: string, end: string): ReportUnit {
  return daysBetween(start, end) + 1 <= DAY_UNIT_MAX_DAYS ? 'day' : 'month';
}

/** Every period of a range, as the first day of each (YYYY-MM-DD), in order: the charts' x axis. */
export function reportPeriods(start: string, end: string): string[] {
  const periods: string[] = [];
  if (reportUnit(start, end) === 'day') {
    for (let d = start; d <= end; d = addDays(d, 1)) periods.push(d);
    return periods;
  }
  const firstDay = (month: Date) => lightFormat(month, 'yyyy-MM-dd');
  for (let m = startOfMonth(parseISO(start)); firstDay(m) <= end; m = addMonths(m, 1)) periods.push(firstDay(m));
  return periods;
}
