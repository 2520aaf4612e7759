import {
  addMonthsToDay,
  dayNumber,
  dayText,
  londonClock,
  londonDate,
  londonDay,
  londonInstant,
  londonInstantMs,
  londonOffsetMinutes,
  londonReading,
  londonToday,
  londonWallClock,
  weekdayOfDay,
} from './london';
import { tzOffset } from '@date-fns/tz/tzOffset';
import { LONDON_CHANGE_STEPS, LONDON_TABLE_FROM_HOUR, LONDON_TABLE_UNTIL_HOUR } from './london-changes';
import { londonChangeSteps, londonChangesFromLibrary } from './london-changes-from-library';

const ms = (iso: string) => Date.parse(iso);
const iso = (t: number | Date) => new Date(t).toISOString();

// In 2026 British Summer Time runs from 01:00 UTC on Sunday 29 March (London's clocks jump
// 01:00 → 02:00) to 01:00 UTC on Sunday 25 October (London's clocks go back 02:00 → 01:00).
describe('London offset', () => {
  it('is GMT in winter and BST from the last Sunday of March to the last Sunday of October', () => {
    expect(londonOffsetMinutes(ms('2026-01-15T12:00:00Z'))).toBe(0);
    expect(londonOffsetMinutes(ms('2026-03-29T00:59:59.999Z'))).toBe(0);
    expect(londonOffsetMinutes(ms('2026-03-29T01:00:00Z'))).toBe(60);
    expect(londonOffsetMinutes(ms('2026-07-01T12:00:00Z'))).toBe(60);
    expect(londonOffsetMinutes(ms('2026-10-25T00:59:59.999Z'))).toBe(60);
    expect(londonOffsetMinutes(ms('2026-10-25T01:00:00Z'))).toBe(0);
    expect(londonOffsetMinutes(ms('2024-03-31T01:00:00Z'))).toBe(60);
    expect(londonOffsetMinutes(ms('2024-10-27T01:00:00Z'))).toBe(0);
  });
});

describe("the table of London's clock changes", () => {
  const HOUR_MS = 3_600_000;
  const library = londonChangesFromLibrary(LONDON_TABLE_FROM_HOUR, LONDON_TABLE_UNTIL_HOUR);

  it('holds the changes the time zone library gives for its years (else: node --import tsx packages/contract/tools/write-london-changes.ts)', () => {
    expect(LONDON_CHANGE_STEPS).toEqual(londonChangeSteps(library, LONDON_TABLE_FROM_HOUR));
  });

  it("gives the library's offset either side of each change, and the library answers outside it", () => {
    for (const [hour] of library) {
      for (const at of [hour * HOUR_MS - 1, hour * HOUR_MS, hour * HOUR_MS + 30 * 60_000]) {
        expect(londonOffsetMinutes(at)).toBe(tzOffset('Europe/London', new Date(at)));
      }
    }
    // British Summer Time of 1990 and 2150, and the table's last hour and the first after it.
    for (const iso of ['1990-07-01T12:00:00Z', '2150-07-01T12:00:00Z', '2099-12-31T23:59:59Z', '2100-01-01T00:00:00Z']) {
      expect(londonOffsetMinutes(ms(iso))).toBe(tzOffset('Europe/London', new Date(iso)));
    }
    expect(londonOffsetMinutes(ms('1990-07-01T12:00:00Z'))).toBe(60);
  });
});

describe("London's wall clock at an instant", () => {
  it('jumps from 00:59 GMT to 02:00 BST on the last Sunday of March', () => {
    expect(londonReading(new Date('2026-03-29T00:59:00Z'))).toBe('2026-03-29T00:59:00');
    expect(londonReading(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T02:00:00');
    expect(londonClock(new Date('2026-03-29T01:30:00Z'))).toEqual({ date: '2026-03-29', time: '02:30' });
  });

  it('shows 01:00-01:59 twice on the last Sunday of October', () => {
    expect(londonReading(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25T01:30:00');
    expect(londonReading(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25T01:30:00');
    expect(londonReading(new Date('2026-10-25T02:00:00Z'))).toBe('2026-10-25T02:00:00');
    expect(londonClock(new Date('2026-10-25T00:30:00Z'))).toEqual({ date: '2026-10-25', time: '01:30' });
    expect(londonClock(new Date('2026-10-25T01:30:00Z'))).toEqual({ date: '2026-10-25', time: '01:30' });
  });

  it('gives the fields of the reading, with the London weekday', () => {
    // 23:30 UTC on Saturday 27 June is 00:30 BST on Sunday 28 June.
    expect(londonWallClock(new Date('2026-06-27T23:30:00Z'))).toEqual({
      year: 2026,
      month: 6,
      day: 28,
      hour: 0,
      minute: 30,
      weekday: 0,
    });
    expect(londonWallClock(ms('2026-12-31T23:59:00Z'))).toMatchObject({ year: 2026, month: 12, day: 31, hour: 23 });
  });
});

describe("an instant's London calendar date", () => {
  it('turns at London midnight either side of each change', () => {
    expect(londonDate(new Date('2026-03-28T23:59:00Z'))).toBe('2026-03-28');
    expect(londonDate(ms('2026-03-29T01:00:00Z'))).toBe('2026-03-29');
    expect(londonDate(new Date('2026-03-29T23:30:00Z'))).toBe('2026-03-30');
    expect(londonDate(new Date('2026-10-24T23:30:00Z'))).toBe('2026-10-25');
    expect(londonDate(new Date('2026-10-25T01:00:00Z'))).toBe('2026-10-25');
    expect(londonDate(new Date('2026-10-25T23:30:00Z'))).toBe('2026-10-25');
    expect(londonDay(new Date('2026-10-24T23:30:00Z'))).toBe(dayNumber('2026-10-25'));
  });

  it("is today's date by the school's calendar", () => {
    expect(londonToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    expect(londonToday(new Date('2026-03-29T00:30:00Z'))).toBe('2026-03-29');
    expect(londonToday(new Date('2026-10-24T23:30:00Z'))).toBe('2026-10-25');
  });
});

describe('an instant from a London reading', () => {
  it('takes the missing spring hour (01:00-01:59 on the last Sunday of March) as GMT', () => {
    expect(iso(londonInstantMs('2026-03-29', 0))).toBe('2026-03-29T00:00:00.000Z');
    expect(iso(londonInstantMs('2026-03-29', 60))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(londonInstantMs('2026-03-29', 90))).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(londonInstantMs('2026-03-29', 120))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(londonInstant(dayNumber('2026-03-29'), 9 * 60))).toBe('2026-03-29T08:00:00.000Z');
  });

  it('takes the repeated autumn hour (01:00-01:59 on the last Sunday of October) as GMT', () => {
    expect(iso(londonInstantMs('2026-10-25', 30))).toBe('2026-10-24T23:30:00.000Z');
    expect(iso(londonInstantMs('2026-10-25', 60))).toBe('2026-10-25T01:00:00.000Z');
    expect(iso(londonInstantMs('2026-10-25', 90))).toBe('2026-10-25T01:30:00.000Z');
    expect(iso(londonInstantMs(dayNumber('2026-10-25'), 120))).toBe('2026-10-25T02:00:00.000Z');
    expect(iso(londonInstant('2026-07-01', 23 * 60 + 59))).toBe('2026-07-01T22:59:00.000Z');
  });
});

describe('day numbers', () => {
  it('count days, weekdays and calendar months', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayText(dayNumber('2026-03-29'))).toBe('2026-03-29');
    expect(weekdayOfDay(dayNumber('2026-03-29'))).toBe(0);
    expect(weekdayOfDay(dayNumber('2026-10-24'))).toBe(6);
    expect(weekdayOfDay(-1)).toBe(3);
    expect(dayText(addMonthsToDay(dayNumber('2026-01-31'), 1))).toBe('2026-02-28');
    expect(dayText(addMonthsToDay(dayNumber('2024-01-31'), 1))).toBe('2024-02-29');
    expect(dayText(addMonthsToDay(dayNumber('2026-11-30'), 3))).toBe('2027-02-28');
    expect(dayText(addMonthsToDay(dayNumber('2026-03-29'), -1))).toBe('2026-02-28');
    expect(dayText(addMonthsToDay(dayNumber('2028-02-29'), 12))).toBe('2029-02-28');
    expect(dayText(addMonthsToDay(dayNumber('2026-09-25'), 1))).toBe('2026-10-25');
    expect(dayText(addMonthsToDay(dayNumber('1969-12-31'), 2))).toBe('1970-02-28');
  });
});
