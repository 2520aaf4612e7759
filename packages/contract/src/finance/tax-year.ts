import { addDays, lightFormat, parseISO, subYears } from 'date-fns';
import { z } from 'zod';
import { isCalendarDate } from '../validation/fields';

/**
 * UK tax years (document 3 §9): 6 April to 5 April, labelled like 2024/25. A custom tax year is
 * the 12 months ending on the chosen date. Dates are 'YYYY-MM-DD' London calendar days.
 */
export const TaxYearOption = z.object({
  /** '2024/25', or 'Custom Tax Year...' */
  label: z.string(),
  /** the year the tax year starts in; null for the custom option */
  year: z.number().int().nullable(),
  start: z.string(),
  end: z.string(),
});
export type TaxYearOption = z.infer<typeof TaxYearOption>;

export const CUSTOM_TAX_YEAR_LABEL = 'Custom Tax Year...';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The tax year (its starting year) a date falls in: 2025-04-05 is in 2024/25, 2025-04-06 in 2025/26. */
export function taxYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  return date.slice(5) >= '04-06' ? year : year - 1;
}

export function taxYearLabel(year: number): string {
  return `${year}/${pad((year + 1) % 100)}`;
}

export function taxYearRange(year: number): { start: string; end: string } {
  return { start: `${pad(year, 4)}-04-06`, end: `${pad(year + 1, 4)}-04-05` };
}

/** The standard tax years from the one holding `today` back to `earliestYear`, newest first. */
export function taxYearOptions(today: string, earliestYear: number): TaxYearOption[] {
  const options: TaxYearOption[] = [];
  for (let year = taxYearOf(today); year >= earliestYear; year--) {
    options.push({ label: taxYearLabel(year), year, ...taxYearRange(year) });
  }
  return options;
}

/**
 * The 12 months ending on `end`: from the day after the same date a year earlier. Ending on
 * 2025-03-31 it starts 2024-04-01; ending on 29 February it starts on 1 March of the year before.
 */
export function customTaxYear(end: string): { start: string; end: string } {
  if (!isCalendarDate(end)) throw new Error(`Not a date: ${end}`);
  // A year back clamps 29 February to the 28th, so the day after is 1 March.
  const start = addDays(subYears(parseISO(end), 1), 1);
  return { start: lightFormat(start, 'yyyy-MM-dd'), end };
}
