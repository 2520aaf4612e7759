import { NOT_AVAILABLE } from './not-available';

type NumericInput = number | string | null | undefined;

// Made at first use, not as the kit loads (on every hard load): making the kit's three Intl
// formatters took 0.13 s of a hard load at 4× CPU throttling, most of it the page's first Intl use
// starting the locale data, and most screens show no amount.
let gbp: Intl.NumberFormat | undefined;
const pounds = () => (gbp ??= new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }));

// Amounts arrive as numbers or as numeric(12,2) strings; blanks and junk are "missing".
function toNumber(value: NumericInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' ? value : Number(value.trim());
  return Number.isFinite(number) ? number : null;
}

/** Pounds sterling, en-GB: 1234.5 → '£1,234.50'. Zero is a real amount ('£0.00'); missing → 'N/A'. */
export function formatGBP(amount: NumericInput): string {
  const number = toNumber(amount);
  return number === null ? NOT_AVAILABLE : pounds().format(number);
}

// One formatter per set of options, kept: making one costs far more than formatting with it (a
// report's chart formats every tick and label, about a millisecond each at 4× CPU throttling).
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions | undefined): Intl.NumberFormat {
  const key = JSON.stringify(options ?? {});
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat('en-GB', options)));
  return format;
}

/** en-GB grouping: 12345.678 → '12,345.678'. Missing → 'N/A'. */
export function formatNumber(value: NumericInput, options?: Intl.NumberFormatOptions): string {
  const number = toNumber(value);
  return number === null ? NOT_AVAILABLE : numberFormat(options).format(number);
}
