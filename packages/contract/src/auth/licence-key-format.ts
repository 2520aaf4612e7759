/** The licence key as shown: five groups of five letters or digits, uppercase, hyphenated. */
export const LICENCE_KEY_MESSAGE = 'Licence Key is reqired.';
export const LICENCE_KEY_LENGTH = 29;

/** Formats what a person types into the key mask: uppercase, hyphen after every five. */
export function maskLicenceKey(typed: string): string {
  const chars = typed
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 25);
  return chars.replace(/(.{5})(?=.)/g, '$1-');
}

/** The wire form: the masked key with its first hyphen removed (document 3 §7). */
export function licenceKeyForWire(masked: string): string {
  return masked.replace('-', '');
}

/** Accepts the masked key or its wire form; answers the 25 key characters, or null. */
export function normaliseLicenceKey(input: string): string | null {
  const compact = input.toUpperCase().replace(/-/g, '');
  return /^[A-Z0-9]{25}$/.test(compact) ? compact : null;
}
