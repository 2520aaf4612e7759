// Dates as office staff type and read them: day, month, year ('25/12/2026', '1/2/00', '01022000'),
// whatever the browser's language. The form value (and the wire) stays 'YYYY-MM-DD'.

import { isRealDate } from '../format/date';

const DAY_MONTH_YEAR = /^(\d{1,2})[/. -](\d{1,2})[/. -](\d{2}|\d{4})$/;
// Digits alone, as typed on a number pad: ddmmyy or ddmmyyyy.
const DIGITS_ONLY = /^(\d{2})(\d{2})(\d{2}|\d{4})$/;
// A pasted or pre-filled ISO date is understood too.
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

function realIso(year: number, month: number, day: number): string | null {
  return isRealDate(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/**
 * A two-digit year in the hundred years that end twenty years from now: in 2026, 00 to 46 are
 * 2000 to 2046 and 47 to 99 are 1947 to 1999 (dates of birth and test dates alike).
 */
function fullYear(year: string, now: Date): number {
  if (year.length === 4) return Number(year);
  const thisYear = now.getFullYear();
  const candidate = Math.floor(thisYear / 100) * 100 + Number(year);
  return candidate > thisYear + 20 ? candidate - 100 : candidate;
}

/** 'YYYY-MM-DD' for a complete, real date typed as dd/mm/yyyy, d/m/yy, ddmmyyyy, ddmmyy (or ISO), else null. */
export function parseTypedDate(typed: string, now = new Date()): string | null {
  const text = typed.trim();
  const dmy = DAY_MONTH_YEAR.exec(text) ?? DIGITS_ONLY.exec(text);
  if (dmy) return realIso(fullYear(dmy[3]!, now), Number(dmy[2]), Number(dmy[1]));
  const iso = ISO.exec(text);
  if (iso) return realIso(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return null;
}

/** 'dd/mm/yyyy' for a 'YYYY-MM-DD' value; anything else is shown as it is. */
export function dayMonthYear(value: string | undefined): string {
  const iso = ISO.exec(value ?? '');
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : (value ?? '');
}
