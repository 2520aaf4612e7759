import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../auth/sha512';

/**
 * A calendar feed's token: 32 random bytes in base64url, shown once in the address; the
 * database keeps only its SHA-256 (hex), which is how the feed looks it up.
 */
export function newCalendarFeedToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256Hex(token) };
}

export const calendarFeedTokenHash = (token: string) => sha256Hex(token);
