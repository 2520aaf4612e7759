import { addDays, dayOfWeek } from '@dss/contract';
import { bankHolidaysBetween } from '../bookings/closed-days';

/** Whether lessons can go on `date` on a test server: Monday to Friday and not a bank holiday of England and Wales (the default region). */
export function isOpenWeekday(date: string): boolean {
  const day = dayOfWeek(date);
  return day !== 0 && day !== 6 && bankHolidaysBetween('ENG', date, addDays(date, 1)).length === 0;
}

/** The first open weekday from `date` (itself included), a day at a time forward, or back with `step` -1. */
export function openWeekday(date: string, step: 1 | -1 = 1): string {
  let day = date;
  while (!isOpenWeekday(day)) day = addDays(day, step);
  return day;
}
