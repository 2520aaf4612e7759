import { WEEK_CALENDAR } from './calendar-fixtures';
import { datesBetween, freeStarts } from './free-starts';
import type { PlacementContext } from './wall-clock';

const week: PlacementContext = {
  instructor: { adi_id: 4, fname: 'John', lname: 'Brown' },
  businessHours: WEEK_CALENDAR.businessHours,
  validRange: { start: '2026-11-22', end: '2026-11-29' },
  bookings: WEEK_CALENDAR.bookings,
  timeAway: [],
  closedDays: WEEK_CALENDAR.closedDays,
  others: [],
};

describe('freeStarts: the quarter hours a lesson may start at on a day', () => {
  it('offers every quarter hour inside the working hours, the last one ending at closing time', () => {
    const tuesday = freeStarts('2026-11-24', week);
    expect(tuesday[0]).toBe('2026-11-24 07:30:00');
    expect(tuesday.at(-1)).toBe('2026-11-24 19:00:00');
    expect(tuesday).toHaveLength(47);
  });

  it('leaves out the starts that would overlap a booking or another lesson of this save', () => {
    const monday = freeStarts('2026-11-23', { ...week, others: ['2026-11-23 12:00:00'] });
    // Amy Archer is booked 09:00-10:00: 08:00 is the last start before her, 10:00 the first after
    expect(monday).toContain('2026-11-23 08:00:00');
    expect(monday).not.toContain('2026-11-23 08:15:00');
    expect(monday).not.toContain('2026-11-23 09:45:00');
    expect(monday).toContain('2026-11-23 10:00:00');
    expect(monday).not.toContain('2026-11-23 11:15:00');
    expect(monday).toContain('2026-11-23 13:00:00');
  });

  it('offers the slot of the lesson being moved, which does not clash with itself', () => {
    expect(freeStarts('2026-11-23', week, 5)).toContain('2026-11-23 09:00:00');
  });

  it('offers nothing on a closed day, a day without working hours or outside the dates that can be booked', () => {
    expect(freeStarts('2026-11-27', week)).toEqual([]);
    expect(freeStarts('2026-11-28', week)).toEqual([]);
    expect(freeStarts('2026-11-30', week)).toEqual([]);
  });
});

describe('datesBetween', () => {
  it('lists the dates of a range, its end left out, across a month', () => {
    expect(datesBetween('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    expect(datesBetween('2026-11-29', '2026-11-29')).toEqual([]);
  });
});
