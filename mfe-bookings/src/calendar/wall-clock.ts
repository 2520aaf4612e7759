import {
  BOOKING_REFUSALS,
  closedDayRefusal,
  dayOfWeek,
  LESSON_MINUTES,
  minutesOfDay,
  withinBusinessHours,
  type BusinessHours,
  type ClosedDay,
  type DiaryBooking,
  type TimeAwayEvent,
} from '@dss/contract';

/**
 * The calendars run FullCalendar in its 'UTC' zone as a floating wall clock: the server's London
 * readings ('YYYY-MM-DDTHH:MM:00', no offset) are shown as they are, and a Date's UTC fields are
 * the London reading the office chose (docs/decisions/booking-calendar.md).
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
  /** the instructor whose calendar it is, named in a clash as the server names it */
  instructor: { adi_id: number; fname: string; lname: string };
  businessHours: readonly BusinessHours[];
  validRange: { start: string; end: string };
  bookings: readonly DiaryBooking[];
  timeAway: readonly TimeAwayEvent[];
  /** bank holidays and the school's closed days of the loaded dates */
  closedDays: readonly ClosedDay[];
  /** other lessons of this save (new or moved), by start reading */
  others: readonly string[];
}

/**
 * Why a one-hour lesson starting at the reading may not go there, or null when it may: it must be
 * inside the valid range, on a day the school is open, wholly inside one business-hours block,
 * clear of time away, live bookings and the save's other lessons. The reasons are the server's own (BOOKING_REFUSALS),
 * which checks all of this again; the calendar refuses what it already knows is refused.
 */
export function lessonRefusal(start: string, ctx: PlacementContext, ignoreBooking?: number): string | null {
  const wall = reading(start);
  if (wall.date < ctx.validRange.start || wall.date >= ctx.validRange.end)
    return BOOKING_REFUSALS.outOfRange(wall, ctx.validRange);
  const closed = ctx.closedDays.find((d) => d.date === wall.date);
  if (closed) return closedDayRefusal(wall, closed);
  if (!withinBusinessHours(ctx.businessHours, dayOfWeek(wall.date), wall.minutes, wall.minutes + LESSON_MINUTES)) {
    return BOOKING_REFUSALS.outsideHours(wall);
  }
  const [s, e] = span(start);
  const clashes = (from: string, to: string) => absolute(from) < e && absolute(to) > s;
  const away = ctx.timeAway.find((t) => clashes(t.start, t.end));
  if (away) {
    const what = away.reason.trim() || `time away (${away.type})`;
    return BOOKING_REFUSALS.timeAway(wall, { what, from: reading(away.start), to: reading(away.end) });
  }
  const booking = ctx.bookings.find((b) => !b.overlap && b.booking_id !== ignoreBooking && clashes(b.start, b.end));
  if (booking) {
    return BOOKING_REFUSALS.clash(wall, {
      booking_id: booking.booking_id,
      stu_id: booking.stu_id,
      stu_name: `${booking.stu_fname} ${booking.stu_lname}`,
      adi_id: ctx.instructor.adi_id,
      adi_name: `${ctx.instructor.fname} ${ctx.instructor.lname}`,
      starts: reading(booking.start),
      ends: reading(booking.end),
    });
  }
  const other = ctx.others.find((o) => {
    const [os, oe] = span(o);
    return os < e && oe > s;
  });
  if (other === undefined) return null;
  return absolute(other) <= s
    ? BOOKING_REFUSALS.eachOther(reading(other), wall)
    : BOOKING_REFUSALS.eachOther(wall, reading(other));
}
