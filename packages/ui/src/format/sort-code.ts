import { NOT_AVAILABLE } from './not-available';

/** Bank sort code as xx-xx-xx: '123456' → '12-34-56'. Anything not six digits is shown as stored. */
export function formatSortCode(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return NOT_AVAILABLE;
  const text = String(value).trim();
  const digits = text.replace(/[\s-]/g, '');
  if (digits === '' || /^0+$/.test(digits)) return NOT_AVAILABLE;
  return /^\d{6}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}` : text;
}
