/**
 * The school's clock for the booking rules (today's London date, the calendars' valid ranges,
 * "not in the future"). Tests move it to reach a date, such as a clock change, that the 90-day
 * ranges would not reach from the real today.
 */
export const schoolClock = { now: (): Date => new Date() };
