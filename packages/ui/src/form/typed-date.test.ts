import { dayMonthYear, parseTypedDate } from './typed-date';

describe('typed dates', () => {
  it('reads day, month, year', () => {
    expect(parseTypedDate('25/12/2026')).toBe('2026-12-25');
    expect(parseTypedDate('5/3/2026')).toBe('2026-03-05');
    expect(parseTypedDate('05.03.2026')).toBe('2026-03-05');
  });

  it('understands an ISO date pasted in', () => {
    expect(parseTypedDate('2026-03-05')).toBe('2026-03-05');
  });

  it('refuses incomplete and impossible dates', () => {
    expect(parseTypedDate('25/12/20')).toBeNull();
    expect(parseTypedDate('31/02/2026')).toBeNull();
    expect(parseTypedDate('12/25/2026')).toBeNull();
    expect(parseTypedDate('')).toBeNull();
  });

  it('shows a value as dd/mm/yyyy', () => {
    expect(dayMonthYear('2026-12-25')).toBe('25/12/2026');
    expect(dayMonthYear(undefined)).toBe('');
  });
});
