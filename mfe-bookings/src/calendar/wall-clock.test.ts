import type { DiaryBooking, TimeAwayEvent } from '@dss/contract';
import { WEEK_CALENDAR } from './calendar-fixtures';
import { lessonRefusal, type PlacementContext } from './wall-clock';

const amy = WEEK_CALENDAR.bookings[0]!;
const away: TimeAwayEvent = {
  id: 'T3',
  rec_id: 3,
  title: 'Dentist',
  type: 'hours',
  reason: 'Dentist',
  start: '2026-11-25T13:00:00',
  end: '2026-11-25T15:00:00',
  starts_at: '2026-11-25T13:00:00Z',
  ends_at: '2026-11-25T15:00:00Z',
};

/**
 * The fixture's week for A4 John Brown: default hours, Amy Archer on Monday 09:00, the dentist on
 * Wednesday 13:00-15:00, the school closed on Friday.
 */
function week(over: Partial<PlacementContext> = {}): PlacementContext {
  return {
    instructor: { adi_id: 4, fname: 'John', lname: 'Brown' },
    businessHours: WEEK_CALENDAR.businessHours,
    validRange: { start: '2026-11-22', end: '2026-11-29' },
    bookings: WEEK_CALENDAR.bookings,
    timeAway: [away],
    closedDays: WEEK_CALENDAR.closedDays,
    others: [],
    ...over,
  };
}

describe('lessonRefusal: why a lesson may not start there, in the server’s words', () => {
  it('answers null for a free slot within the hours', () => {
    expect(lessonRefusal('2026-11-24 10:00:00', week())).toBeNull();
    // right after Amy's lesson and right before the dentist
    expect(lessonRefusal('2026-11-23 10:00:00', week())).toBeNull();
    expect(lessonRefusal('2026-11-25 12:00:00', week())).toBeNull();
  });

  it('names the dates that can be booked when the day is outside them', () => {
    expect(lessonRefusal('2026-11-29 10:00:00', week())).toBe(
      'The lesson on 29/11/2026 is outside the dates that can be booked (22/11/2026 to 28/11/2026).',
    );
  });

  it("refuses a lesson that does not fit wholly inside the instructor's working hours", () => {
    expect(lessonRefusal('2026-11-28 10:00:00', week())).toBe(
      "The lesson at 10:00 on 28/11/2026 is outside the instructor's working hours.",
    );
    expect(lessonRefusal('2026-11-24 19:15:00', week())).toBe(
      "The lesson at 19:15 on 24/11/2026 is outside the instructor's working hours.",
    );
  });

  it('refuses a lesson on a bank holiday or a day the school has closed, naming it as the server does', () => {
    expect(lessonRefusal('2026-11-27 10:00:00', week())).toBe(
      'The lesson on 27/11/2026 falls on a day the school is closed (Staff training day).',
    );
    const newYear = week({
      validRange: { start: '2026-12-28', end: '2027-01-04' },
      closedDays: [{ date: '2027-01-01', name: "New Year's Day", kind: 'bank' }],
    });
    expect(lessonRefusal('2027-01-01 10:00:00', newYear)).toBe(
      "The lesson on 01/01/2027 falls on a bank holiday (New Year's Day): the school is closed.",
    );
    expect(lessonRefusal('2026-12-31 10:00:00', newYear)).toBeNull();
  });

  it('names the time away a lesson runs into, or its kind when it gives no reason', () => {
    expect(lessonRefusal('2026-11-25 12:30:00', week())).toBe(
      "The lesson at 12:30 on 25/11/2026 falls in the instructor's time away (Dentist, 13:00 on 25/11/2026 to 15:00 on 25/11/2026).",
    );
    expect(lessonRefusal('2026-11-25 14:00:00', week({ timeAway: [{ ...away, reason: ' ' }] }))).toBe(
      "The lesson at 14:00 on 25/11/2026 falls in the instructor's time away (time away (hours), 13:00 on 25/11/2026 to 15:00 on 25/11/2026).",
    );
  });

  it('names the learner and time of the booking a lesson clashes with, but not a cancelled one or the lesson being moved', () => {
    expect(lessonRefusal('2026-11-23 08:15:00', week())).toBe(
      'The lesson at 08:15 on 23/11/2026 clashes with booking B5 (L9 Amy Archer with A4 John Brown, 23/11/2026 09:00-10:00).',
    );
    const cancelled: DiaryBooking = { ...amy, overlap: true };
    expect(lessonRefusal('2026-11-23 08:15:00', week({ bookings: [cancelled] }))).toBeNull();
    expect(lessonRefusal('2026-11-23 09:30:00', week(), amy.booking_id)).toBeNull();
  });

  it('refuses a lesson on top of another of the same save, earlier one first', () => {
    expect(lessonRefusal('2026-11-24 10:30:00', week({ others: ['2026-11-24 10:00:00'] }))).toBe(
      'The lessons at 10:00 on 24/11/2026 and at 10:30 on 24/11/2026 overlap each other.',
    );
    expect(lessonRefusal('2026-11-24 09:30:00', week({ others: ['2026-11-24 10:00:00'] }))).toBe(
      'The lessons at 09:30 on 24/11/2026 and at 10:00 on 24/11/2026 overlap each other.',
    );
  });
});
