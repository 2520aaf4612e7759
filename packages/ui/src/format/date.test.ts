import { formatDate, formatDateTime, formatLongDate, formatTime } from './date';

describe('formatDate', () => {
  it('shows a server date as day/month/year without shifting it', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate('2026-03-05 23:30:00')).toBe('05/03/2026');
    expect(formatDate('2028-02-29')).toBe('29/02/2028');
    expect(formatDate('2026-10-25 01:30:00')).toBe('25/10/2026');
  });

  it('reads instants in London time across the clock change', () => {
    // 23:30 UTC on 28 June is 00:30 on 29 June in British Summer Time.
    expect(formatDate(new Date('2026-06-28T23:30:00Z'))).toBe('29/06/2026');
    // In winter London is on UTC.
    expect(formatDate('2026-01-10T23:30:00Z')).toBe('10/01/2026');
  });

  it.each([null, undefined, '', '0000-00-00', '2026-02-31', '2026-02-29', '2026-04-31 10:00', 'not a date'])(
    'shows N/A for %p',
    (input) => {
      expect(formatDate(input)).toBe('N/A');
    },
  );
});

describe('formatDateTime', () => {
  it('keeps the wall-clock time of a zoneless server value', () => {
    expect(formatDateTime('2026-03-05 14:30:00')).toBe('05/03/2026 14:30');
  });

  it('converts an instant to London time', () => {
    expect(formatDateTime(new Date('2026-07-01T08:05:00Z'))).toBe('01/07/2026 09:05');
  });

  it('moves with the clocks at 01:00 UTC on the last Sundays of March and October', () => {
    expect(formatDateTime(new Date('2026-03-29T00:59:00Z'))).toBe('29/03/2026 00:59');
    expect(formatDateTime(new Date('2026-03-29T01:00:00Z'))).toBe('29/03/2026 02:00');
    expect(formatDateTime('2026-10-25T00:59:00Z')).toBe('25/10/2026 01:59');
    expect(formatDateTime('2026-10-25T01:00:00Z')).toBe('25/10/2026 01:00');
    expect(formatDateTime('2026-10-25T01:00:00+00:00')).toBe('25/10/2026 01:00');
  });

  it('shows N/A when missing', () => {
    expect(formatDateTime(null)).toBe('N/A');
  });
});

describe('formatTime', () => {
  it('drops seconds', () => {
    expect(formatTime('14:30:00')).toBe('14:30');
    expect(formatTime('9:05')).toBe('09:05');
    expect(formatTime(undefined)).toBe('N/A');
  });
});

describe('formatLongDate', () => {
  it("writes the long date for Today's Tasks", () => {
    expect(formatLongDate('2026-11-21')).toBe('Saturday, 21 November 2026');
    expect(formatLongDate(new Date('2026-03-29T23:15:00Z'))).toBe('Monday, 30 March 2026');
    expect(formatLongDate(new Date('2026-10-24T23:30:00Z'))).toBe('Sunday, 25 October 2026');
    expect(formatLongDate(new Date('2026-10-25T23:30:00Z'))).toBe('Sunday, 25 October 2026');
  });
});
