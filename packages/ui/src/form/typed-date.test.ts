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

  it('reads digits alone and two-digit years, which fall in the hundred years ending twenty years ahead', () => {
    const in2026 = new Date(2026, 10, 29);
    expect(parseTypedDate('01022000', in2026)).toBe('2000-02-01');
    expect(parseTypedDate('010200', in2026)).toBe('2000-02-01');
    expect(parseTypedDate('1/2/85', in2026)).toBe('1985-02-01');
    expect(parseTypedDate('25 12 46', in2026)).toBe('2046-12-25');
    expect(parseTypedDate('25/12/47', in2026)).toBe('1947-12-25');
  });

  it('takes leap days, month ends and the days the clocks change', () => {
    expect(parseTypedDate('29/02/2028')).toBe('2028-02-29');
    expect(parseTypedDate('31/12/2026')).toBe('2026-12-31');
    expect(parseTypedDate('29/03/2026')).toBe('2026-03-29');
    expect(parseTypedDate('25102026')).toBe('2026-10-25');
  });

  it('refuses incomplete and impossible dates', () => {
    expect(parseTypedDate('25/12/2')).toBeNull();
    expect(parseTypedDate('2512202')).toBeNull();
    expect(parseTypedDate('31022026')).toBeNull();
    expect(parseTypedDate('31/02/2026')).toBeNull();
    expect(parseTypedDate('29/02/2026')).toBeNull();
    expect(parseTypedDate('2026-04-31')).toBeNull();
    expect(parseTypedDate('0000-00-00')).toBeNull();
    expect(parseTypedDate('12/25/2026')).toBeNull();
    expect(parseTypedDate('')).toBeNull();
  });

  it('shows a value as dd/mm/yyyy', () => {
    expect(dayMonthYear('2026-12-25')).toBe('25/12/2026');
    expect(dayMonthYear(undefined)).toBe('');
  });
});
