/**
 * Europe/London wall-clock helpers. The school runs on London time: GMT in winter, BST
 * (GMT+1) from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of
 * October; the offset comes from @date-fns/tz, the one time zone library of the server, the
 * contract and the UI. Dates are 'YYYY-MM-DD' strings or day numbers (days since 1970-01-01).
 */
import { tzOffset } from '@date-fns/tz/tzOffset';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const LONDON = 'Europe/London';

/**
 * London's offset by UTC hour. The offset comes from the time zone library (the platform's
 * time zone database); London's clocks change only on whole UTC hours, and the demo and large
 * generators ask for millions of instants, so each hour is asked once.
 */
const offsetByHour = new Map<number, number>();

/** London's offset from UTC in minutes (0 or 60) at an instant. */
export function londonOffsetMinutes(utcMs: number): number {
  const hour = Math.floor(utcMs / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    if (offsetByHour.size >= 200_000) offsetByHour.clear();
    offset = tzOffset(LONDON, new Date(hour * HOUR_MS));
    offsetByHour.set(hour, offset);
  }
  return offset;
}

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

/**
 * The instant at which London's clocks show `minutes` after midnight on `day`, resolved as
 * PostgreSQL's `AT TIME ZONE 'Europe/London'` does: a reading that does not exist (the
 * spring-forward hour) or happens twice (the autumn hour) is taken as GMT.
 */
export function londonInstantMs(day: number | string, minutes: number): number {
  const d = typeof day === 'string' ? dayNumber(day) : day;
  const local = d * DAY_MS + minutes * 60_000;
  if (londonOffsetMinutes(local) === 0) return local;
  const summer = local - 3_600_000;
  return londonOffsetMinutes(summer) === 60 ? summer : local;
}

export function londonInstant(day: number | string, minutes: number): Date {
  return new Date(londonInstantMs(day, minutes));
}

/** Parses 'HH:MM' or 'HH:MM:SS' to minutes after midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** Day of week of a day number: 0 Sunday .. 6 Saturday (the availability day_num). */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** Adds calendar months to a day number, clamping to the month's last day. */
export function addMonths(day: number, months: number): number {
  const d = new Date(day * DAY_MS);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Math.floor(Date.UTC(y, m, Math.min(d.getUTCDate(), last)) / DAY_MS);
}

/** When a credit bought at `paidOn` expires: London midnight `months` months after its London date. */
export function creditExpiry(paidOn: Date | number, months: number): Date {
  return londonInstant(addMonths(londonDay(paidOn), months), 0);
}
