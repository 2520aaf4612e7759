import { clockText, type WallClock, dayText, londonInstant, londonOffsetMinutes } from '@dss/contract';

const DAY_MS = 86_400_000;

/** The London wall-clock reading of an instant. */
export function wallClockOf(at: Date): WallClock {
  const local = at.getTime() + londonOffsetMinutes(at.getTime()) * 60_000;
  const day = Math.floor(local / DAY_MS);
  return { date: dayText(day), minutes: Math.round((local - day * DAY_MS) / 60_000) };
}

/**
 * The instant a London wall-clock reading happens, or null when London's clocks never show it
 * (the hour skipped when the clocks go forward). A reading shown twice (the hour repeated when
 * they go back) is taken as GMT, as PostgreSQL's AT TIME ZONE does.
 */
export function instantOf(w: WallClock): Date | null {
  const at = londonInstant(w.date, w.minutes);
  const back = wallClockOf(at);
  return back.date === w.date && back.minutes === w.minutes ? at : null;
}

/** 'YYYY-MM-DDTHH:MM:00' on London's clock, as FullCalendar takes a start in Europe/London. */
export function calendarTime(at: Date): string {
  const w = wallClockOf(at);
  return `${w.date}T${clockText(w.minutes)}:00`;
}
