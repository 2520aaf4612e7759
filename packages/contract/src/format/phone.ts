/** Shown in place of a missing value (document 3 §9: "missing or zero shows 'N/A'"). */
const NOT_AVAILABLE = 'N/A';

type PhoneInput = string | number | null | undefined;

// The stored number without spaces, or null when missing or zero (document 3 §9).
function cleanPhone(value: PhoneInput): string | null {
  if (value === null || value === undefined) return null;
  const compact = String(value).replace(/\s+/g, '');
  return compact === '' || /^0+$/.test(compact) ? null : compact;
}

function splitGroups(value: string, sizes: readonly number[]): string {
  const groups: string[] = [];
  let rest = value;
  for (const size of sizes) {
    if (rest.length <= size) break;
    groups.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  groups.push(rest);
  return groups.join(' ');
}

/**
 * Mobile numbers split 4-3-rest: '07700900123' → '0770 090 0123'. Missing or zero → 'N/A'.
 * Here, not only in the UI kit, so the server's PDFs print them as the screens show them.
 */
export function mobileText(value: PhoneInput): string {
  const phone = cleanPhone(value);
  return phone === null ? NOT_AVAILABLE : splitGroups(phone, [4, 3]);
}

/** Landlines split 3-4-rest: '02079460000' → '020 7946 0000'. Missing or zero → 'N/A'. */
export function landlineText(value: PhoneInput): string {
  const phone = cleanPhone(value);
  return phone === null ? NOT_AVAILABLE : splitGroups(phone, [3, 4]);
}
