import {
  dayOfWeek,
  LESSON_MINUTES,
  minutesOfDay,
  withinBusinessHours,
  type BusinessHours,
  type DiaryBooking,
  type TimeAwayEvent,
} from '@dss/contract';

/**
 * The calendars run FullCalendar in its 'UTC' zone as a floating wall clock: the server's London
 * readings ('YYYY-MM-DDTHH:MM:00', no offset) are shown as they are, and a Date's UTC fields are
 * the London reading the office chose (docs/decisions.md, "The booking calendar").
 */
export function wallClockOf(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')}:00`;
}

/** 'YYYY-MM-DD HH:MM:00' one lesson after a start reading. */
export function lessonEnd(start: string): string {
  const end = new Date(Date.parse(`${start.slice(0, 10)}T${start.slice(11, 16)}:00Z`) + LESSON_MINUTES * 60_000);
  return `${end.toISOString().slice(0, 16).replace('T', ' ')}:00`;
}

/** 'YYYY-MM-DD' of a calendar Date (datesSet's start and end). */
export function calendarDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export interface CalendarRange {
  start: string;
  end: string;
}

/** The dates the calendar shows, keeping the same object while they stay the same (datesSet fires after every render). */
export function keepRange(start: Date, end: Date) {
  return (current: CalendarRange | null): CalendarRange | null => {
    const next = { start: calendarDate(start), end: calendarDate(end) };
    return current && current.start === next.start && current.end === next.end ? current : next;
  };
}

/** Minutes after midnight and date of a 'YYYY-MM-DD HH:MM:00' / 'YYYY-MM-DDTHH:MM:00' reading. */
function reading(text: string): { date: string; minutes: number } {
  return { date: text.slice(0, 10), minutes: minutesOfDay(text.slice(11, 16)) };
}

function absolute(text: string): number {
  return Date.parse(`${text.slice(0, 10)}T${text.slice(11, 16)}:00Z`);
}

/** A lesson's start and end as comparable numbers. */
function span(start: string, minutes = LESSON_MINUTES): [number, number] {
  const s = absolute(start);
  return [s, s + minutes * 60_000];
}

export interface PlacementContext {
  businessHours: readonly BusinessHours[];
  validRange: { start: string; end: string };
  bookings: readonly DiaryBooking[];
  timeAway: readonly TimeAwayEvent[];
  /** other lessons of this save (new or moved), by start reading */
  others: readonly string[];
}

/**
 * Whether a one-hour lesson starting at the reading may go there: inside the valid range, wholly
 * inside one business-hours block, clear of time away, live bookings and the save's other lessons.
 * The server checks all of this again; the calendar refuses what it already knows is refused.
 */
export function lessonFits(start: string, ctx: PlacementContext, ignoreBooking?: number): boolean {
  const { date, minutes } = reading(start);
  if (date < ctx.validRange.start || date >= ctx.validRange.end) return false;
  if (!withinBusinessHours(ctx.businessHours, dayOfWeek(date), minutes, minutes + LESSON_MINUTES)) return false;
  const [s, e] = span(start);
  const clashes = (from: string, to: string) => absolute(from) < e && absolute(to) > s;
  if (ctx.timeAway.some((t) => clashes(t.start, t.end))) return false;
  if (ctx.bookings.some((b) => !b.overlap && b.booking_id !== ignoreBooking && clashes(b.start, b.end))) return false;
  return !ctx.others.some((o) => {
    const [os, oe] = span(o);
    return os < e && oe > s;
  });
}
