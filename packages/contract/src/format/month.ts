/** The months' names in en-GB, January first: a month is shown by name, never as a number. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A year-month as UK offices write it: '2019-07' → 'July 2019'. Anything else is returned as it is. */
export function monthYearText(yearMonth: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(yearMonth);
  return match ? `${MONTH_NAMES[Number(match[2]) - 1]} ${match[1]}` : yearMonth;
}
