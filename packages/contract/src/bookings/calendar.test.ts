import { BOOKING_COLOURS, addDays, contrastRatio, dayOfWeek, daysBetween, lessonTextColour } from './calendar';
import { customTaxYear } from '../finance/tax-year';
import { TIME_CHOICES } from '../instructors/working-hours';
import { reportPeriods } from '../reports/periods';

// London's clocks change on 2026-03-29 (23 hours) and 2026-10-25 (25 hours); 2028 is a leap year.
describe('calendar date sums', () => {
  it('steps whole calendar days over clock changes, month ends and leap days', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-10-26', -1)).toBe('2026-10-25');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts days and weekdays across clock changes', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-26', '2026-10-24')).toBe(-2);
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(dayOfWeek('2026-03-29')).toBe(0);
    expect(dayOfWeek('2026-10-25')).toBe(0);
    expect(dayOfWeek('2028-02-29')).toBe(2);
  });

  it('lays report periods out by day and by month', () => {
    expect(reportPeriods('2026-03-28', '2026-03-30')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(reportPeriods('2026-10-31', '2027-02-01')).toEqual([
      '2026-10-01',
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
    ]);
  });

  it('starts a custom tax year the day after the same date a year before', () => {
    expect(customTaxYear('2028-02-29')).toEqual({ start: '2027-03-01', end: '2028-02-29' });
    expect(customTaxYear('2029-02-28')).toEqual({ start: '2028-02-29', end: '2029-02-28' });
    expect(customTaxYear('2026-03-31')).toEqual({ start: '2025-04-01', end: '2026-03-31' });
    expect(customTaxYear('2027-01-01')).toEqual({ start: '2026-01-02', end: '2027-01-01' });
  });

  it('offers working-hours times every half hour', () => {
    expect(TIME_CHOICES[0]).toBe('00:00');
    expect(TIME_CHOICES[3]).toBe('01:30');
    expect(TIME_CHOICES[47]).toBe('23:30');
  });
});

describe('lesson colours on the calendar', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FF3333', '#FFFFFF')).toBeCloseTo(3.64, 2);
  });

  it.each(Object.entries(BOOKING_COLOURS))('writes a %s lesson in a colour that reads at 4.5:1 or better', (_, fill) => {
    expect(contrastRatio(fill, lessonTextColour(fill))).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps white on the fills where white reads', () => {
    expect(lessonTextColour(BOOKING_COLOURS.blue)).toBe('#FFFFFF');
    expect(lessonTextColour(BOOKING_COLOURS.purple)).toBe('#FFFFFF');
    expect(lessonTextColour(BOOKING_COLOURS.red)).not.toBe('#FFFFFF');
  });
});
