import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Offline licence keys: 25 characters of Crockford base32 (125 bits), shown as five groups of
 * five. The first 8 characters carry the edition (8 bits) and the school's serial number
 * (32 bits); the last 17 carry 85 bits of an HMAC-SHA256 of those 8 under the issuing secret.
 * A key for another serial, or a mistyped key, fails the check. See docs/decisions/licence-activation.md.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PAYLOAD_CHARS = 8;
const TAG_CHARS = 17;

export interface LicencePayload {
  edition: number;
  serial: number;
}

function toBase32(bits: bigint, chars: number): string {
  let out = '';
  for (let i = chars - 1; i >= 0; i--) out += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return out;
}

function fromBase32(text: string): bigint | null {
  let bits = 0n;
  for (const ch of text) {
    const v = ALPHABET.indexOf(ch);
    if (v < 0) return null;
    bits = (bits << 5n) | BigInt(v);
  }
  return bits;
}

function tag(secret: string, payload: string): string {
  const mac = createHmac('sha256', secret).update(`DSS-LICENCE-1:${payload}`).digest();
  const bits = BigInt(`0x${mac.subarray(0, 11).toString('hex')}`) >> 3n; // 88 → 85 bits
  return toBase32(bits, TAG_CHARS);
}

export function issueLicenceKey(secret: string, { edition, serial }: LicencePayload): string {
  if (!Number.isInteger(edition) || edition < 0 || edition > 255) throw new Error('Edition must be 0 to 255.');
  if (!Number.isInteger(serial) || serial < 1 || serial > 0xffffffff) throw new Error('Serial must be 1 to 4294967295.');
  const payload = toBase32((BigInt(edition) << 32n) | BigInt(serial), PAYLOAD_CHARS);
  const key = payload + tag(secret, payload);
  return key.match(/.{5}/g)!.join('-');
}

/** The payload of a genuine key (25 characters, hyphens already removed), or null. */
export function verifyLicenceKey(secret: string, compactKey: string): LicencePayload | null {
  const key = compactKey.toUpperCase();
  if (key.length !== PAYLOAD_CHARS + TAG_CHARS) return null;
  const payload = key.slice(0, PAYLOAD_CHARS);
  const expected = Buffer.from(tag(secret, payload));
  const given = Buffer.from(key.slice(PAYLOAD_CHARS));
  if (!timingSafeEqual(expected, given)) return null;
  const bits = fromBase32(payload);
  if (bits === null) return null;
  return { edition: Number(bits >> 32n), serial: Number(bits & 0xffffffffn) };
}
