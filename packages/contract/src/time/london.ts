/**
 * The school's clock: Europe/London, GMT in winter and BST (GMT+1) from 01:00 UTC on the last
 * Sunday of March to 01:00 UTC on the last Sunday of October. The one place that knows London's
 * offset, for the server, the kit and the remotes alike; the offset comes from @date-fns/tz (the
 * platform's time zone database; from 1996 to 2099 through a table it wrote), London's wall clock
 * is the instant moved by it and read as UTC.
 * Dates are 'YYYY-MM-DD' strings or day numbers (days since 1970-01-01).
 */
import { TZDate } from '@date-fns/tz/date';
import { tzOffset } from '@date-fns/tz/tzOffset';
import { addMonths, lightFormat, parseISO } from 'date-fns';
import { LONDON_CHANGE_STEPS, LONDON_TABLE_FROM_HOUR, LONDON_TABLE_UNTIL_HOUR } from './london-changes';

/** The school's time zone, for the places that hand it on (FullCalendar, PostgreSQL). */
export const LONDON_TIME_ZONE = 'Europe/London';

// A day number counts UTC days since 1970-01-01, so it is ms / DAY_MS exactly (no clock changes).
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * London's offset by UTC hour, outside the table's years: London's clocks change only on whole UTC
 * hours, and the demo and large generators ask for millions of instants, so each hour is asked of
 * the library once.
 */
const offsetByHour = new Map<number, number>();

/** The table's changes as [UTC hour, offset in minutes from then on], in order. */
const LONDON_CHANGES: [number, number][] = [];
for (let i = 0, hour = LONDON_TABLE_FROM_HOUR; i < LONDON_CHANGE_STEPS.length; i += 2) {
  hour += LONDON_CHANGE_STEPS[i]!;
  LONDON_CHANGES.push([hour, LONDON_CHANGE_STEPS[i + 1]!]);
}

/** The offset from the last change at or before `hour`. */
function offsetFromTable(hour: number): number {
  let low = 0;
  let high = LONDON_CHANGES.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (LONDON_CHANGES[middle]![0] <= hour) low = middle;
    else high = middle - 1;
  }
  return LONDON_CHANGES[low]![1];
}

/**
 * London's offset from UTC in minutes (0 or 60) at an instant. From 1996 to 2099 it is read from
 * a table the library wrote (london-changes.ts): the library asks Intl, and a page's first Intl
 * formatter cost 140 ms at 4× CPU throttling, a tenth of View/Edit Learners' warm hard load.
 */
export function londonOffsetMinutes(utcMs: number): number {
  const hour = Math.floor(utcMs / HOUR_MS);
  if (hour >= LONDON_TABLE_FROM_HOUR && hour < LONDON_TABLE_UNTIL_HOUR) return offsetFromTable(hour);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    if (offsetByHour.size >= 200_000) offsetByHour.clear();
    offset = tzOffset(LONDON_TIME_ZONE, new Date(hour * HOUR_MS));
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/** London's wall clock at an instant. */
export interface LondonWallClock {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 Sunday .. 6 Saturday */
  weekday: number;
}

/** What London's clocks show at an instant. */
export function londonWallClock(at: Date | number): LondonWallClock {
  const ms = typeof at === 'number' ? at : at.getTime();
  const wall = new Date(ms + londonOffsetMinutes(ms) * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    weekday: wall.getUTCDay(),
  };
}

/**
 * An instant as a Date that reads London's wall clock in its local getters (the library's
 * TZDate), for a library that writes dates in a named zone: the calendar feed's ical-generator.
 */
export function londonZonedDate(at: Date | number): Date {
  return new TZDate(typeof at === 'number' ? at : at.getTime(), LONDON_TIME_ZONE);
}

// Kept by hand: londonClock is in the login route's bundle, where date-fns's lightFormat would add weight.
const pad = (n: number): string => String(n).padStart(2, '0');

/** Day number of a 'YYYY-MM-DD' date. */
export function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** 'YYYY-MM-DD' of a day number. */
export function dayText(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The London calendar date of an instant, as a day number. */
export function londonDay(at: Date | number): number {
  const ms = typeof at === 'number' ? at : at.getTime();
  return Math.floor((ms + londonOffsetMinutes(ms) * 60_000) / DAY_MS);
}

/** The London calendar date of an instant, 'YYYY-MM-DD'. */
export function londonDate(at: Date | number): string {
  return dayText(londonDay(at));
}

/** Today's date in London as 'YYYY-MM-DD' (the school's calendar day, a date input's max). */
export function londonToday(now: Date = new Date()): string {
  return londonDate(now);
}

/** London's wall clock now: 'YYYY-MM-DD' and 'HH:MM'. */
export function londonClock(now: Date = new Date()): { date: string; time: string } {
  const t = londonWallClock(now);
  return { date: londonDate(now), time: `${pad(t.hour)}:${pad(t.minute)}` };
}

/** London's wall clock at an instant as 'YYYY-MM-DDTHH:MM:00' (a FullCalendar reading, no offset). */
export function londonReading(at: Date | number = new Date()): string {
  const { date, time } = londonClock(new Date(at));
  return `${date}T${time}:00`;
}

/**
 * The instant at which London's clocks show `minutes` after midnight on `day`, resolved as
 * PostgreSQL's `AT TIME ZONE 'Europe/London'` does: a reading that does not exist (the
 * spring-forward hour) or happens twice (the autumn hour) is taken as GMT.
 */
export function londonInstantMs(day: number | string, minutes: number): number {
  const d = typeof day === 'string' ? dayNumber(day) : day;
  const local = d * DAY_MS + minutes * 60_000;
  if (londonOffsetMinutes(local) === 0) return local;
  const summer = local - HOUR_MS;
  return londonOffsetMinutes(summer) === 60 ? summer : local;
}

export function londonInstant(day: number | string, minutes: number): Date {
  return new Date(londonInstantMs(day, minutes));
}

/** Day of week of a day number: 0 Sunday .. 6 Saturday (the availability day_num). */
export function weekdayOfDay(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** Adds calendar months to a day number, clamping to the month's last day. */
export function addMonthsToDay(day: number, months: number): number {
  return dayNumber(lightFormat(addMonths(parseISO(dayText(day)), months), 'yyyy-MM-dd'));
}
