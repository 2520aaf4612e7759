import { addDays, clockText, LESSON_MINUTES } from '@dss/contract';
import { lessonRefusal, type PlacementContext } from './wall-clock';

/** The calendars' slot: a lesson starts on a quarter hour (CALENDAR_SETTINGS.slotDuration). */
const SLOT_MINUTES = 15;

/**
 * The starts ('YYYY-MM-DD HH:MM:00') on `date` where a one-hour lesson may go, earliest first:
 * every quarter hour the calendar itself would accept (lessonRefusal), so choosing a time from a
 * list and dropping a credit on the calendar answer alike. `ignoreBooking` is the lesson being moved.
 */
export function freeStarts(date: string, ctx: PlacementContext, ignoreBooking?: number): string[] {
  const starts: string[] = [];
  for (let minutes = 0; minutes + LESSON_MINUTES <= 24 * 60; minutes += SLOT_MINUTES) {
    const start = `${date} ${clockText(minutes)}:00`;
    if (lessonRefusal(start, ctx, ignoreBooking) === null) starts.push(start);
  }
  return starts;
}

/** The dates from `start` up to (not including) `end`, both 'YYYY-MM-DD'. */
export function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let day = start; day < end; day = addDays(day, 1)) dates.push(day);
  return dates;
}
