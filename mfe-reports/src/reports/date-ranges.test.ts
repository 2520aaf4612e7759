import { PRODUCT_START_DATE } from '@dss/contract';
import {
  addDays,
  addYears,
  fortnightRange,
  halfYearOptions,
  lastYearsOf,
  lastYearsRange,
  monthRange,
  previousMonth,
  quarterOptions,
  RANGE_MESSAGES,
  RANGE_MODES,
  rangeLimits,
  rangeOf,
  validateChoice,
  weekRange,
  yearOptions,
} from './date-ranges';

const TODAY = '2026-11-22';

describe('calendar sums on London dates', () => {
  it('adds days across month, year and clock-change boundaries', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('moves by whole years, 29 February becoming 28 February in a common year', () => {
    expect(addYears('2026-11-22', -2)).toBe('2024-11-22');
    expect(addYears('2028-02-29', -1)).toBe('2027-02-28');
    expect(addYears('2028-02-29', -4)).toBe('2024-02-29');
  });

  it('finds the month before, across a year end', () => {
    expect(previousMonth('2026-11-22')).toBe('2026-10');
    expect(previousMonth('2027-01-01')).toBe('2026-12');
    expect(previousMonth('2026-03-31')).toBe('2026-02');
    expect(previousMonth('2028-03-29')).toBe('2028-02');
  });
});

describe('the time range codes of document 3 §9', () => {
  it('numbers the modes 1 Week to 16 Custom, with 7 to 15 the last 2 to 10 years', () => {
    expect(RANGE_MODES.map((m) => `${m.code} ${m.label}`)).toEqual([
      '1 Week',
      '2 Fortnight',
      '3 Month',
      '4 Quarter',
      '5 6 Months',
      '6 Year',
      '7 Last 2 Years',
      '8 Last 3 Years',
      '9 Last 4 Years',
      '10 Last 5 Years',
      '11 Last 6 Years',
      '12 Last 7 Years',
      '13 Last 8 Years',
      '14 Last 9 Years',
      '15 Last 10 Years',
      '16 Custom Range',
    ]);
    expect(lastYearsOf(7)).toBe(2);
    expect(lastYearsOf(15)).toBe(10);
    expect(lastYearsOf(6)).toBeNull();
    expect(lastYearsOf(16)).toBeNull();
  });
});

describe('week, fortnight and month', () => {
  it('ends a week at the start plus 7 days and a fortnight at the start plus 14, as the spec words it', () => {
    expect(weekRange('2026-03-02')).toEqual({ s: '2026-03-02', e: '2026-03-09' });
    expect(fortnightRange('2026-11-02')).toEqual({ s: '2026-11-02', e: '2026-11-16' });
    expect(weekRange('2026-12-29')).toEqual({ s: '2026-12-29', e: '2027-01-05' });
  });

  it('limits the starts to the product start date and 7 or 14 days before today, so the latest period ends today', () => {
    const limits = rangeLimits(TODAY);
    expect(limits.week).toEqual({ min: PRODUCT_START_DATE, max: '2026-11-15' });
    expect(limits.fortnight).toEqual({ min: PRODUCT_START_DATE, max: '2026-11-08' });
    expect(weekRange(limits.week.max).e).toBe(TODAY);
    expect(fortnightRange(limits.fortnight.max).e).toBe(TODAY);
  });

  it('runs a month from its first to its last day, leap years included', () => {
    expect(monthRange('2026-06')).toEqual({ s: '2026-06-01', e: '2026-06-30' });
    expect(monthRange('2028-02')).toEqual({ s: '2028-02-01', e: '2028-02-29' });
    expect(monthRange('2027-02')).toEqual({ s: '2027-02-01', e: '2027-02-28' });
    // The months London's clocks change in.
    expect(monthRange('2026-03')).toEqual({ s: '2026-03-01', e: '2026-03-31' });
    expect(monthRange('2026-10')).toEqual({ s: '2026-10-01', e: '2026-10-31' });
    expect(monthRange('2026-12')).toEqual({ s: '2026-12-01', e: '2026-12-31' });
  });

  it('offers months from the product start month to last month', () => {
    expect(rangeLimits(TODAY).month).toEqual({ min: '2019-03', max: '2026-10' });
    expect(rangeLimits('2027-01-01').month.max).toBe('2026-12');
  });

  it('lets custom dates run from the product start date to today', () => {
    expect(rangeLimits(TODAY).custom).toEqual({ min: PRODUCT_START_DATE, max: TODAY });
  });
});

describe('quarters, half-years and years', () => {
  it('lists the quarters from the one in progress back to the one holding the product start date', () => {
    const quarters = quarterOptions(TODAY);
    expect(quarters[0]).toEqual({ value: '2026-4', label: 'Q4 2026 (Oct-Dec)', range: { s: '2026-10-01', e: TODAY } });
    expect(quarters[1]).toEqual({ value: '2026-3', label: 'Q3 2026 (Jul-Sep)', range: { s: '2026-07-01', e: '2026-09-30' } });
    expect(quarters.find((q) => q.value === '2025-2')!.range).toEqual({ s: '2025-04-01', e: '2025-06-30' });
    expect(quarters.find((q) => q.value === '2025-1')!.range).toEqual({ s: '2025-01-01', e: '2025-03-31' });
    expect(quarters.find((q) => q.value === '2024-4')!.range).toEqual({ s: '2024-10-01', e: '2024-12-31' });
    const last = quarters[quarters.length - 1]!;
    expect(last).toEqual({ value: '2019-1', label: 'Q1 2019 (Jan-Mar)', range: { s: PRODUCT_START_DATE, e: '2019-03-31' } });
    // 2019 Q1 to 2026 Q4: 7 whole years and this year's four quarters.
    expect(quarters).toHaveLength(32);
  });

  it('leaves out a quarter that has not begun', () => {
    expect(quarterOptions('2026-09-30')[0]!.value).toBe('2026-3');
    expect(quarterOptions('2026-10-01')[0]).toMatchObject({ value: '2026-4', range: { s: '2026-10-01', e: '2026-10-01' } });
  });

  it('ends the first half-year on 30 June, not on the 31st of June', () => {
    const halves = halfYearOptions(TODAY);
    expect(halves[0]).toEqual({ value: '2026-2', label: 'Jul-Dec 2026', range: { s: '2026-07-01', e: TODAY } });
    expect(halves[1]).toEqual({ value: '2026-1', label: 'Jan-Jun 2026', range: { s: '2026-01-01', e: '2026-06-30' } });
    expect(halves.find((h) => h.value === '2025-2')!.range).toEqual({ s: '2025-07-01', e: '2025-12-31' });
    expect(halves[halves.length - 1]).toEqual({
      value: '2019-1',
      label: 'Jan-Jun 2019',
      range: { s: PRODUCT_START_DATE, e: '2019-06-30' },
    });
    expect(halves).toHaveLength(16);
  });

  it('lists the calendar years from this one back to the product start year', () => {
    const years = yearOptions(TODAY);
    expect(years.map((y) => y.label)).toEqual(['2026', '2025', '2024', '2023', '2022', '2021', '2020', '2019']);
    expect(years[0]!.range).toEqual({ s: '2026-01-01', e: TODAY });
    expect(years[1]!.range).toEqual({ s: '2025-01-01', e: '2025-12-31' });
    expect(years[7]!.range).toEqual({ s: PRODUCT_START_DATE, e: '2019-12-31' });
  });
});

describe('last N years', () => {
  it('runs from today minus N years to yesterday', () => {
    expect(lastYearsRange(2, TODAY)).toEqual({ s: '2024-11-22', e: '2026-11-21' });
    expect(lastYearsRange(5, TODAY)).toEqual({ s: '2021-11-22', e: '2026-11-21' });
    expect(lastYearsRange(2, '2028-02-29')).toEqual({ s: '2026-02-28', e: '2028-02-28' });
    expect(lastYearsRange(3, '2027-01-01')).toEqual({ s: '2024-01-01', e: '2026-12-31' });
  });

  it('starts no earlier than the product start date', () => {
    expect(lastYearsRange(10, TODAY)).toEqual({ s: PRODUCT_START_DATE, e: '2026-11-21' });
    expect(lastYearsRange(7, TODAY)).toEqual({ s: '2019-11-22', e: '2026-11-21' });
    expect(lastYearsRange(8, TODAY)).toEqual({ s: PRODUCT_START_DATE, e: '2026-11-21' });
  });
});

describe('a choice and its range', () => {
  it('asks for a mode first', () => {
    expect(validateChoice({}, TODAY)).toEqual({ mode: RANGE_MESSAGES.mode });
    expect(validateChoice({ mode: '17' }, TODAY)).toEqual({ mode: RANGE_MESSAGES.mode });
    expect(rangeOf({}, TODAY)).toBeNull();
  });

  it('makes a week from a start within its limits and refuses one outside them', () => {
    expect(rangeOf({ mode: '1', start: '2026-11-15' }, TODAY)).toEqual({ s: '2026-11-15', e: '2026-11-22' });
    expect(validateChoice({ mode: '1' }, TODAY)).toEqual({ start: RANGE_MESSAGES.start });
    expect(validateChoice({ mode: '1', start: '2026-11-16' }, TODAY)).toEqual({
      start: 'The date can not be after 15/11/2026.',
    });
    expect(validateChoice({ mode: '1', start: '2019-03-24' }, TODAY)).toEqual({
      start: 'The date can not be before 25/03/2019.',
    });
    expect(rangeOf({ mode: '1', start: '2019-03-25' }, TODAY)).toEqual({ s: '2019-03-25', e: '2019-04-01' });
    expect(rangeOf({ mode: '1', start: '2026-02-30' }, TODAY)).toBeNull();
  });

  it('makes a fortnight from a start at least 14 days back', () => {
    expect(rangeOf({ mode: '2', start: '2026-11-08' }, TODAY)).toEqual({ s: '2026-11-08', e: '2026-11-22' });
    expect(validateChoice({ mode: '2', start: '2026-11-09' }, TODAY)).toEqual({
      start: 'The date can not be after 08/11/2026.',
    });
  });

  it('makes a month up to last month, the product start month beginning on the product start date', () => {
    expect(rangeOf({ mode: '3', month: '2026-10' }, TODAY)).toEqual({ s: '2026-10-01', e: '2026-10-31' });
    expect(rangeOf({ mode: '3', month: '2019-03' }, TODAY)).toEqual({ s: PRODUCT_START_DATE, e: '2019-03-31' });
    expect(validateChoice({ mode: '3', month: '2026-11' }, TODAY)).toEqual({ month: 'The month can not be after 10/2026.' });
    expect(validateChoice({ mode: '3', month: '2019-02' }, TODAY)).toEqual({
      month: 'The month can not be before 03/2019.',
    });
    expect(validateChoice({ mode: '3', month: '2026-13' }, TODAY)).toEqual({ month: RANGE_MESSAGES.month });
  });

  it('makes a quarter, half-year or year from one of its listed periods', () => {
    expect(rangeOf({ mode: '4', period: '2026-2' }, TODAY)).toEqual({ s: '2026-04-01', e: '2026-06-30' });
    expect(rangeOf({ mode: '5', period: '2026-1' }, TODAY)).toEqual({ s: '2026-01-01', e: '2026-06-30' });
    expect(rangeOf({ mode: '6', period: '2025-1' }, TODAY)).toEqual({ s: '2025-01-01', e: '2025-12-31' });
    expect(validateChoice({ mode: '4' }, TODAY)).toEqual({ period: RANGE_MESSAGES.period });
    expect(validateChoice({ mode: '4', period: '2027-1' }, TODAY)).toEqual({ period: RANGE_MESSAGES.period });
    expect(validateChoice({ mode: '4', period: '2018-4' }, TODAY)).toEqual({ period: RANGE_MESSAGES.period });
  });

  it('needs nothing more for the last N years', () => {
    expect(validateChoice({ mode: '7' }, TODAY)).toEqual({});
    expect(rangeOf({ mode: '7' }, TODAY)).toEqual({ s: '2024-11-22', e: '2026-11-21' });
    expect(rangeOf({ mode: '15' }, TODAY)).toEqual({ s: PRODUCT_START_DATE, e: '2026-11-21' });
  });

  it('needs both custom dates between the product start date and today, in order', () => {
    expect(rangeOf({ mode: '16', start: '2026-01-01', end: TODAY }, TODAY)).toEqual({ s: '2026-01-01', e: TODAY });
    expect(rangeOf({ mode: '16', start: TODAY, end: TODAY }, TODAY)).toEqual({ s: TODAY, e: TODAY });
    expect(validateChoice({ mode: '16' }, TODAY)).toEqual({ start: RANGE_MESSAGES.start, end: RANGE_MESSAGES.end });
    expect(validateChoice({ mode: '16', start: '2026-01-01' }, TODAY)).toEqual({ end: RANGE_MESSAGES.end });
    expect(validateChoice({ mode: '16', start: '2026-02-01', end: '2026-01-31' }, TODAY)).toEqual({
      end: RANGE_MESSAGES.order,
    });
    expect(validateChoice({ mode: '16', start: '2019-03-24', end: '2026-11-23' }, TODAY)).toEqual({
      start: 'The date can not be before 25/03/2019.',
      end: 'The date can not be after 22/11/2026.',
    });
  });
});
