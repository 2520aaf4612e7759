import { clockText, type WallClock, londonDate, londonInstant, londonWallClock } from '@dss/contract';

/** The London wall-clock reading of an instant (to the minute, as a clock shows it). */
export function wallClockOf(at: Date): WallClock {
  const t = londonWallClock(at);
  return { date: londonDate(at), minutes: t.hour * 60 + t.minute };
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
