import { addDays, clockText, ukDate, type WallClock } from './calendar';

/**
 * Why the server refused lessons (beyond the spec). A refusal answers the spec's failure text
 * followed by one of these, so a clerk sees which lesson failed and what it ran into
 * (docs/decisions/booking-calendar.md, docs/decisions/bookings-what-the-server-checks.md).
 */

const at = (w: WallClock) => `${clockText(w.minutes)} on ${ukDate(w.date)}`;

/** An existing lesson a new or moved one runs into. */
export interface ClashingBooking {
  booking_id: number;
  stu_id: number;
  stu_name: string;
  adi_id: number;
  adi_name: string;
  starts: WallClock;
  ends: WallClock;
}

export const BOOKING_REFUSALS = {
  /** The calendar's alert title when it refuses a dropped lesson; the reason below it is one of these. */
  notThere: 'The lesson can not go there.',
  noSuchTime: (w: WallClock) => `${at(w)} does not exist on London clocks (the clocks go forward that night).`,
  notOnSlot: (w: WallClock) => `The lesson at ${at(w)} does not start on a quarter hour.`,
  outOfRange: (w: WallClock, range: { start: string; end: string }) =>
    `The lesson on ${ukDate(w.date)} is outside the dates that can be booked (${ukDate(range.start)} to ${ukDate(addDays(range.end, -1))}).`,
  outsideHours: (w: WallClock) => `The lesson at ${at(w)} is outside the instructor's working hours.`,
  timeAway: (w: WallClock, away: { what: string; from: WallClock; to: WallClock }) =>
    `The lesson at ${at(w)} falls in the instructor's time away (${away.what}, ${at(away.from)} to ${at(away.to)}).`,
  bankHoliday: (w: WallClock, name: string) =>
    `The lesson on ${ukDate(w.date)} falls on a bank holiday (${name}): the school is closed.`,
  schoolClosed: (w: WallClock, reason: string) =>
    `The lesson on ${ukDate(w.date)} falls on a day the school is closed (${reason}).`,
  eachOther: (a: WallClock, b: WallClock) => `The lessons at ${at(a)} and at ${at(b)} overlap each other.`,
  clash: (w: WallClock, b: ClashingBooking) =>
    `The lesson at ${at(w)} clashes with booking B${b.booking_id} (L${b.stu_id} ${b.stu_name} with A${b.adi_id} ${b.adi_name}, ` +
    `${ukDate(b.starts.date)} ${clockText(b.starts.minutes)}-${clockText(b.ends.minutes)}).`,
  instructor: 'This instructor is not taking bookings.',
  learner: 'This learner can not be booked.',
  notPending: 'This learner is not waiting for a booking with this instructor.',
  notMovable: (id: number) => `Booking B${id} can not be moved: it is not a scheduled lesson in this diary.`,
  twice: (id: number) => `Booking B${id} appears twice.`,
  keepsLength: (id: number) => `Booking B${id} keeps its length when moved.`,
  creditExpires: (id: number, w: WallClock) => `The credit of booking B${id} expires before ${at(w)}.`,
  noCredit: (w: WallClock) => `The learner has no credit left for the lesson at ${at(w)}.`,
  notTheirLearner: "This learner is not one of this instructor's learners.",
  futureTest: 'The test date can not be in the future.',
  testRecorded: 'A test outcome is already recorded for this learner at that time.',
  noInstructor: 'No such instructor.',
  noLearner: 'No such learner.',
} as const;

/** Why a lesson may not go on a day the school is closed. */
export function closedDayRefusal(w: WallClock, day: { name: string; kind: 'bank' | 'school' }): string {
  return day.kind === 'bank' ? BOOKING_REFUSALS.bankHoliday(w, day.name) : BOOKING_REFUSALS.schoolClosed(w, day.name);
}

/** The spec's failure text and the reason, as the refusal's text (a full stop between them). */
export function refusalText(specText: string, reason: string): string {
  return `${specText}${/[.!?]$/.test(specText) ? '' : '.'} ${reason}`;
}
