import { MONTH_NAMES, monthYearText } from './month';

describe('month names', () => {
  it('writes a year-month as the month by name and the year', () => {
    expect(monthYearText('2019-07')).toBe('July 2019');
    expect(monthYearText('2026-01')).toBe('January 2026');
    expect(monthYearText('2026-12')).toBe('December 2026');
  });

  it('returns what is not a year-month as it is', () => {
    expect(monthYearText('')).toBe('');
    expect(monthYearText('2019-13')).toBe('2019-13');
    expect(monthYearText('2019-07-01')).toBe('2019-07-01');
  });

  it('names the twelve months in en-GB, January first', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });
    expect(MONTH_NAMES).toEqual(Array.from({ length: 12 }, (_, m) => intl.format(Date.UTC(2026, m, 1))));
  });
});
