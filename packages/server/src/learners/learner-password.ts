import { randomInt } from 'node:crypto';

// No 0/O, 1/l/I: the password is read from an e-mail and typed by hand.
const PASSWORD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

/** A random 10-character password for a new learner. */
export function generateLearnerPassword(length = 10): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}
