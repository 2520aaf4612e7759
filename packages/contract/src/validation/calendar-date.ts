import { isCalendarDate, requiredText } from './fields';

/** A real calendar date 'YYYY-MM-DD' within the years the school can hold. */
export function calendarDate(message: string) {
  return requiredText(message).refine((v) => isCalendarDate(v) && v >= '2000-01-01' && v <= '2100-12-31', message);
}
