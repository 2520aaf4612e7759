import { addDays as plusDays, differenceInCalendarDays, getDay, lightFormat, parseISO } from 'date-fns';
import { z } from 'zod';
import { requiredText } from '../validation/fields';
import { LONDON_TIME_ZONE } from '../time/london';

/**
 * The booking calendars' rules (document 2 §2.8, §4, §5.17, §9), shared by the screens
 * (FullCalendar settings) and the server (which re-checks every placed or moved lesson).
 * Times are Europe/London wall-clock readings; dates are 'YYYY-MM-DD'.
 */

/** One lesson is one hour, one credit ('01:00'). */
export const LESSON_MINUTES = 60;
/** Calendar slots are 15 minutes; a lesson starts on a slot. */
export const SLOT_MINUTES = 15;
/** Book Learners and the diary reach 90 days either side of today; pending bookings today to 90 days ahead. */
export const CALENDAR_RANGE_DAYS = 90;
/** Widest span one calendar load may ask for (a six-week month view). */
export const CALENDAR_LOAD_MAX_DAYS = 42;
/** Most lessons placed or moved in one save. */
export const CALENDAR_SAVE_MAX = 100;
export const CALENDAR_SETTINGS = {
  slotDuration: '00:15:00',
  defaultTimedEventDuration: '01:00',
  firstDay: 1,
  locale: 'en-gb',
  scrollTime: '08:00:00',
  timeZone: LONDON_TIME_ZONE,
} as const;

/** Business hours as FullCalendar takes them: days 0 Sunday .. 6 Saturday, 'HH:MM' times. */
export const BusinessHours = z.object({
  daysOfWeek: z.array(z.number().int()),
  startTime: z.string(),
  endTime: z.string(),
});
export type BusinessHours = z.infer<typeof BusinessHours>;

/** Used when the instructor has no weekly availability (document 2 §9). */
export const DEFAULT_BUSINESS_HOURS: readonly BusinessHours[] = [
  { daysOfWeek: [1, 2, 3, 4, 5], startTime: '07:30', endTime: '20:00' },
  { daysOfWeek: [6], startTime: '09:00', endTime: '13:00' },
];

/** One day of an instructor's weekly availability (document 2 §3). */
export interface AvailabilityDay {
  day_num: number;
  is_working: boolean;
  work_start: string;
  work_end: string;
  has_lunch: boolean;
  lunch_start: string | null;
  lunch_end: string | null;
}

const hhmm = (time: string) => time.slice(0, 5);

/**
 * The business hours of a weekly availability: each working day's hours, split around lunch.
 * No availability at all gives the defaults of document 2 §9.
 */
export function businessHoursOf(days: readonly AvailabilityDay[]): BusinessHours[] {
  if (!days.length) return DEFAULT_BUSINESS_HOURS.map((h) => ({ ...h, daysOfWeek: [...h.daysOfWeek] }));
  const hours: BusinessHours[] = [];
  for (const d of [...days].sort((a, b) => ((a.day_num + 6) % 7) - ((b.day_num + 6) % 7))) {
    if (!d.is_working) continue;
    if (d.has_lunch && d.lunch_start && d.lunch_end) {
      if (d.lunch_start > d.work_start)
        hours.push({ daysOfWeek: [d.day_num], startTime: hhmm(d.work_start), endTime: hhmm(d.lunch_start) });
      if (d.work_end > d.lunch_end)
        hours.push({ daysOfWeek: [d.day_num], startTime: hhmm(d.lunch_end), endTime: hhmm(d.work_end) });
    } else {
      hours.push({ daysOfWeek: [d.day_num], startTime: hhmm(d.work_start), endTime: hhmm(d.work_end) });
    }
  }
  return hours;
}

/** Minutes after midnight of 'HH:MM' (or 'HH:MM:SS'). */
export function minutesOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** True when [start, end) minutes of a day of week lie inside one business-hours block. */
export function withinBusinessHours(hours: readonly BusinessHours[], dayOfWeek: number, start: number, end: number): boolean {
  return hours.some(
    (h) => h.daysOfWeek.includes(dayOfWeek) && start >= minutesOfDay(h.startTime) && end <= minutesOfDay(h.endTime),
  );
}

// ── Dates ────────────────────────────────────────────────────────────────────────────────

// A 'YYYY-MM-DD' date is read as that day's local midnight (parseISO) and written back from the
// local calendar (lightFormat), so sums step whole calendar days whatever the clock does that day.
const dateText = (d: Date) => lightFormat(d, 'yyyy-MM-dd');

/** 'YYYY-MM-DD' plus whole days. */
export function addDays(date: string, days: number): string {
  return dateText(plusDays(parseISO(date), days));
}

/** Day of week of a date: 0 Sunday .. 6 Saturday. */
export function dayOfWeek(date: string): number {
  return getDay(parseISO(date));
}

/** Whole days from one date to another. */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}

/** 'dd/mm/yyyy' of a 'YYYY-MM-DD' date (the screens' day-month-year). */
export function ukDate(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

export type CalendarKind = 'book' | 'pending' | 'diary';

/**
 * The dates a calendar may show and book (FullCalendar's validRange: `end` is exclusive):
 * Book Learners and the diary 90 days either side of today, Book Pending Bookings today to 90
 * days ahead (document 2 §9). `today` is the London date the server answers with the calendar.
 */
export function calendarValidRange(kind: CalendarKind, today: string): { start: string; end: string } {
  return {
    start: kind === 'pending' ? today : addDays(today, -CALENDAR_RANGE_DAYS),
    end: addDays(today, CALENDAR_RANGE_DAYS + 1),
  };
}

// ── Wall-clock readings on the wire ─────────────────────────────────────────────────────

/** A London wall-clock reading: a date and minutes after midnight. */
export interface WallClock {
  date: string;
  minutes: number;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

function realDate(y: number, m: number, d: number): boolean {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d && y >= 1900 && y <= 2200;
}

/** Reads 'YYYY-MM-DD HH:MM[:00]' (or with a T); null when it is not a real whole-minute reading. */
export function parseWallClock(text: string): WallClock | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? '00')];
  if (!realDate(y, mo, d) || h > 23 || mi > 59 || s !== 0) return null;
  return { date: `${m[1]}-${m[2]}-${m[3]}`, minutes: h * 60 + mi };
}

/** 'HH:MM' of minutes after midnight. */
export function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD HH:MM:00', as the calendars send a start. */
export function wallClockText(w: WallClock): string {
  return `${w.date} ${clockText(w.minutes)}:00`;
}

/** A London wall-clock date and time on the wire. */
export function wallClockField(message: string) {
  return requiredText(message).transform((text, ctx) => {
    const reading = parseWallClock(text);
    if (!reading) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return reading;
  });
}

// ── Colours and legend (document 2 §4, §9) ──────────────────────────────────────────────

export const BOOKING_COLOURS = {
  green: '#66CC00',
  blue: '#337ab7',
  orange: '#FF6600',
  purple: '#9C27B0',
  red: '#FF3333',
} as const;

/**
 * A booking's colour: Scheduled by lesson type (1 green, 2 blue, 3 and 4 orange, other blue),
 * Rescheduled purple, Cancelled red, anything else blue.
 */
export function bookingColour(state: number, lessonType: number): string {
  if (state === 1) {
    if (lessonType === 1) return BOOKING_COLOURS.green;
    if (lessonType === 3 || lessonType === 4) return BOOKING_COLOURS.orange;
    return BOOKING_COLOURS.blue;
  }
  if (state === 2) return BOOKING_COLOURS.purple;
  if (state === 3) return BOOKING_COLOURS.red;
  return BOOKING_COLOURS.blue;
}

/** The relative luminance of a '#RRGGBB' colour (WCAG 2). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = [channel(1), channel(3), channel(5)];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG 2 contrast ratio of two '#RRGGBB' colours. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  const [light, dark] = lb > la ? [lb, la] : [la, lb];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour for a lesson drawn in a '#RRGGBB' colour: white where white reads at WCAG AA's
 * 4.5:1, black otherwise. The spec fixes the fills; white on its red, green or orange falls short.
 */
export function lessonTextColour(background: string): string {
  return contrastRatio(background, '#FFFFFF') >= 4.5 ? '#FFFFFF' : '#000000';
}

/** The calendar legend, in the spec's order. */
export const BOOKING_LEGEND = [
  { label: 'New Learner', colour: BOOKING_COLOURS.green },
  { label: 'Lesson', colour: BOOKING_COLOURS.blue },
  { label: 'Test', colour: BOOKING_COLOURS.orange },
  { label: 'Rescheduled', colour: BOOKING_COLOURS.purple },
  { label: 'Canceled', colour: BOOKING_COLOURS.red },
] as const;

/** The legend's entry for the days the school is closed (beyond the spec). */
export const CLOSED_DAY_LEGEND = 'School closed';

/** A closed day's name on the calendar: the bank holiday's name, or the reason the school gave. */
export function closedDayTitle(day: { name: string; kind: 'bank' | 'school' }): string {
  return day.kind === 'bank' ? `Bank holiday: ${day.name}` : `School closed: ${day.name}`;
}

/** A new lesson's button on the calendar: '1H Lesson n'. */
export function creditLabel(n: number): string {
  return `1H Lesson ${n}`;
}
