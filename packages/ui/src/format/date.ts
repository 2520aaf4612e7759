import { londonWallClock } from '@dss/contract';
import { NOT_AVAILABLE } from './not-available';

/** A date value as the server or the browser supplies it. */
export type DateInput = string | Date | null | undefined;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

// 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm[:ss]' without a zone: the server's London wall-clock time.
// A regex rather than date-fns's parseISO, which would add weight to the login route.
const ZONELESS = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

// Made at first use, as the pound amounts' formatter is (numbers.ts says why): only Today's Tasks
// shows a long date.
let names: { weekday: Intl.DateTimeFormat; month: Intl.DateTimeFormat } | undefined;
const dayAndMonthNames = () =>
  (names ??= {
    weekday: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long' }),
    month: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long' }),
  });

// Kept by hand rather than date-fns's isExists: the kit loads on the login route, which has no room for another chunk.
/** True when year, month (1-12) and day name a day of the calendar ('2026-02-31' does not). */
export function isRealDate(year: number, month: number, day: number): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

// London's wall clock at an instant (the contract's one London clock).
function fromInstant(instant: Date): WallClock | null {
  return Number.isNaN(instant.getTime()) ? null : londonWallClock(instant);
}

// Reads any supported input as Europe/London wall-clock time, or null when missing.
function toLondon(value: DateInput): WallClock | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return fromInstant(value);
  const text = value.trim();
  if (text === '') return null;
  const match = ZONELESS.exec(text);
  if (!match) return fromInstant(new Date(text));
  const part = (i: number) => Number(match[i] ?? 0);
  const [year, month, day, hour, minute] = [part(1), part(2), part(3), part(4), part(5)];
  // '0000-00-00' is how the server says "not provided".
  return isRealDate(year, month, day) ? { year, month, day, hour, minute } : null;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** Day-month-year, en-GB style: '2026-03-05' → '05/03/2026'. Missing → 'N/A'. */
export function formatDate(value: DateInput): string {
  const t = toLondon(value);
  return t ? `${pad(t.day)}/${pad(t.month)}/${t.year}` : NOT_AVAILABLE;
}

/** Date and 24-hour time in London: '2026-03-05 14:30:00' → '05/03/2026 14:30'. */
export function formatDateTime(value: DateInput): string {
  const t = toLondon(value);
  return t ? `${pad(t.day)}/${pad(t.month)}/${t.year} ${pad(t.hour)}:${pad(t.minute)}` : NOT_AVAILABLE;
}

/** A time of day without seconds: '14:30:00' → '14:30'. */
export function formatTime(value: string | null | undefined): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(value?.trim() ?? '');
  return match ? `${pad(Number(match[1]))}:${match[2]}` : NOT_AVAILABLE;
}

/** The long date of Today's Tasks: 'Saturday, 21 November 2026'. Defaults to now. */
export function formatLongDate(value: DateInput = new Date()): string {
  const t = toLondon(value);
  if (!t) return NOT_AVAILABLE;
  const noonUtc = new Date(Date.UTC(t.year, t.month - 1, t.day, 12));
  const { weekday, month } = dayAndMonthNames();
  return `${weekday.format(noonUtc)}, ${t.day} ${month.format(noonUtc)} ${t.year}`;
}
