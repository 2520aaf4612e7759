import { addDays, isCalendarDate, PRODUCT_START_DATE } from '@dss/contract';
import { addMonths, addYears as plusYears, lastDayOfMonth, lightFormat, parseISO, subMonths } from 'date-fns';

/**
 * The arithmetic of the reporting time range (document 3 §5 "Date-range picker", §9). Dates are
 * Europe/London calendar days as 'YYYY-MM-DD' (the caller passes London's today), months
 * 'YYYY-MM'; a range's end is inclusive. Calendar sums are date-fns's, on whole calendar days.
 */

/** A reporting range as the picker emits it: start and end day, both included. */
export interface DateRange {
  s: string;
  e: string;
}

/** Time range codes (document 3 §9): 1 Week … 6 Year, 7-15 Last 2-10 Years, 16 Custom. */
export const RANGE_MODES: readonly { code: number; label: string }[] = [
  { code: 1, label: 'Week' },
  { code: 2, label: 'Fortnight' },
  { code: 3, label: 'Month' },
  { code: 4, label: 'Quarter' },
  { code: 5, label: '6 Months' },
  { code: 6, label: 'Year' },
  ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((years) => ({ code: years + 5, label: `Last ${years} Years` })),
  { code: 16, label: 'Custom Range' },
];

export const MODE = { week: 1, fortnight: 2, month: 3, quarter: 4, halfYear: 5, year: 6, custom: 16 } as const;

/** How many years a "Last N Years" code covers (7 → 2 … 15 → 10), or null for other codes. */
export function lastYearsOf(code: number): number | null {
  return code >= 7 && code <= 15 ? code - 5 : null;
}

/** 'YYYY-MM-DD' plus whole days (the contract's calendar sum). */
export { addDays };

const dateText = (d: Date) => lightFormat(d, 'yyyy-MM-dd');

/** The same day `years` later (or earlier); 29 February becomes 28 February in a common year. */
export function addYears(date: string, years: number): string {
  return dateText(plusYears(parseISO(date), years));
}

/** 'YYYY-MM' of a day. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The month before a day's month, 'YYYY-MM'. */
export function previousMonth(date: string): string {
  return lightFormat(subMonths(parseISO(`${monthOf(date)}-01`), 1), 'yyyy-MM');
}

/** A month from its first to its last day. */
export function monthRange(month: string): DateRange {
  return { s: `${month}-01`, e: dateText(lastDayOfMonth(parseISO(`${month}-01`))) };
}

export const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The earliest and latest choices each mode offers on `today` (document 3 §5). */
export function rangeLimits(today: string) {
  return {
    /** Week start: the product start date to 7 days before today (the week has ended by yesterday). */
    week: { min: PRODUCT_START_DATE, max: addDays(today, -7) },
    /** Fortnight start: the product start date to 14 days before today. */
    fortnight: { min: PRODUCT_START_DATE, max: addDays(today, -14) },
    /** Month: the product's first month to last month. */
    month: { min: monthOf(PRODUCT_START_DATE), max: previousMonth(today) },
    /** Custom: both dates between the product start date and today. */
    custom: { min: PRODUCT_START_DATE, max: today },
  };
}

/** "A week range is start plus 7 days" (document 3 §5), word for word: the end is the start + 7. */
export const weekRange = (start: string): DateRange => ({ s: start, e: addDays(start, 7) });
/** "A fortnight range is start plus 14 days": the end is the start + 14. */
export const fortnightRange = (start: string): DateRange => ({ s: start, e: addDays(start, 14) });

/** Today minus N years to yesterday (document 3 §9), from the product start date at the earliest. */
export function lastYearsRange(years: number, today: string): DateRange {
  return withinProductLife({ s: addYears(today, -years), e: addDays(today, -1) }, today);
}

/**
 * A range kept within the product's life: it starts on the product start date at the earliest
 * and ends today at the latest (no figures exist outside; docs/decisions/report-date-ranges.md).
 */
export function withinProductLife(range: DateRange, today: string): DateRange {
  return {
    s: range.s < PRODUCT_START_DATE ? PRODUCT_START_DATE : range.s,
    e: range.e > today ? today : range.e,
  };
}

/** A choice of the quarter, half-year and year lists: its value, its label and its range. */
export interface PeriodOption {
  value: string;
  label: string;
  range: DateRange;
}

const MONTH_ABBR = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Calendar periods of `months` months (3 quarters, 6 half-years, 12 years) that fall at least
 * partly between the product start date and today, newest first, each range kept within the
 * product's life. Half-year 1 ends on 30 June (the spec's "31st of June" does not exist).
 */
function periods(months: 3 | 6 | 12, today: string, name: (year: number, index: number) => string): PeriodOption[] {
  const options: PeriodOption[] = [];
  const firstYear = Number(PRODUCT_START_DATE.slice(0, 4));
  for (let year = Number(today.slice(0, 4)); year >= firstYear; year--) {
    for (let index = 12 / months - 1; index >= 0; index--) {
      const first = new Date(year, index * months, 1);
      const range = { s: dateText(first), e: dateText(lastDayOfMonth(addMonths(first, months - 1))) };
      if (range.s > today || range.e < PRODUCT_START_DATE) continue;
      options.push({ value: `${year}-${index + 1}`, label: name(year, index), range: withinProductLife(range, today) });
    }
  }
  return options;
}

/** Q1 Jan-Mar, Q2 Apr-Jun, Q3 Jul-Sep, Q4 Oct-Dec (document 3 §9). */
export function quarterOptions(today: string): PeriodOption[] {
  return periods(3, today, (year, i) => `Q${i + 1} ${year} (${MONTH_ABBR[i * 3]}-${MONTH_ABBR[i * 3 + 2]})`);
}

/** Jan-Jun and Jul-Dec (document 3 §9). */
export function halfYearOptions(today: string): PeriodOption[] {
  return periods(6, today, (year, i) => `${i === 0 ? 'Jan-Jun' : 'Jul-Dec'} ${year}`);
}

/** Calendar years, January to December. */
export function yearOptions(today: string): PeriodOption[] {
  return periods(12, today, (year) => String(year));
}

/** What the picker's form holds: the mode and the one value that mode asks for. */
export interface RangeChoice {
  mode?: string;
  /** Week and fortnight start, custom range start. */
  start?: string;
  /** Custom range end. */
  end?: string;
  /** 'YYYY-MM' in Month mode. */
  month?: string;
  /** A quarter, half-year or year option's value. */
  period?: string;
}

export const RANGE_MESSAGES = {
  mode: 'Time range is required.',
  start: 'Start date is required.',
  end: 'End date is required.',
  month: 'Month is required.',
  period: 'Please select a period.',
  order: 'The start date must be before the end date.',
  before: (min: string) => `The date can not be before ${displayDate(min)}.`,
  after: (max: string) => `The date can not be after ${displayDate(max)}.`,
  monthBefore: (min: string) => `The month can not be before ${displayMonth(min)}.`,
  monthAfter: (max: string) => `The month can not be after ${displayMonth(max)}.`,
} as const;

/** '2019-03-25' → '25/03/2019' (the display filter's day-month-year). */
const displayDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const displayMonth = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

type ChoiceErrors = Partial<Record<keyof RangeChoice, string>>;

function checkDate(value: string | undefined, required: string, limits: { min: string; max: string }): string | undefined {
  if (!value) return required;
  if (!isCalendarDate(value)) return required;
  if (value < limits.min) return RANGE_MESSAGES.before(limits.min);
  if (value > limits.max) return RANGE_MESSAGES.after(limits.max);
  return undefined;
}

function periodOptions(code: number, today: string): PeriodOption[] {
  if (code === MODE.quarter) return quarterOptions(today);
  if (code === MODE.halfYear) return halfYearOptions(today);
  return yearOptions(today);
}

/** The field messages of a choice on `today`: empty when it makes a range. */
export function validateChoice(choice: RangeChoice, today: string): ChoiceErrors {
  const code = Number(choice.mode);
  const limits = rangeLimits(today);
  const errors: ChoiceErrors = {};
  if (!RANGE_MODES.some((m) => m.code === code)) errors.mode = RANGE_MESSAGES.mode;
  else if (code === MODE.week || code === MODE.fortnight) {
    const error = checkDate(choice.start, RANGE_MESSAGES.start, code === MODE.week ? limits.week : limits.fortnight);
    if (error) errors.start = error;
  } else if (code === MODE.month) {
    if (!choice.month || !isMonth(choice.month)) errors.month = RANGE_MESSAGES.month;
    else if (choice.month < limits.month.min) errors.month = RANGE_MESSAGES.monthBefore(limits.month.min);
    else if (choice.month > limits.month.max) errors.month = RANGE_MESSAGES.monthAfter(limits.month.max);
  } else if (code === MODE.quarter || code === MODE.halfYear || code === MODE.year) {
    if (!periodOptions(code, today).some((p) => p.value === choice.period)) errors.period = RANGE_MESSAGES.period;
  } else if (code === MODE.custom) {
    const start = checkDate(choice.start, RANGE_MESSAGES.start, limits.custom);
    const end = checkDate(choice.end, RANGE_MESSAGES.end, limits.custom);
    if (start) errors.start = start;
    if (end) errors.end = end;
    else if (!start && choice.start! > choice.end!) errors.end = RANGE_MESSAGES.order;
  }
  return errors;
}

/** The range a choice makes on `today`, or null while it is incomplete or outside its limits. */
export function rangeOf(choice: RangeChoice, today: string): DateRange | null {
  if (Object.keys(validateChoice(choice, today)).length > 0) return null;
  const code = Number(choice.mode);
  const years = lastYearsOf(code);
  if (years !== null) return lastYearsRange(years, today);
  switch (code) {
    case MODE.week:
      return weekRange(choice.start!);
    case MODE.fortnight:
      return fortnightRange(choice.start!);
    case MODE.month:
      return withinProductLife(monthRange(choice.month!), today);
    case MODE.custom:
      return { s: choice.start!, e: choice.end! };
    default:
      return periodOptions(code, today).find((p) => p.value === choice.period)!.range;
  }
}
