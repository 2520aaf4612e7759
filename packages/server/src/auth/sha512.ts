import { createHash } from 'node:crypto';

/** What the browser sends for a password (document 1 §5): the SHA-512 hex digest. */
export function sha512Hex(text: string): string {
  return createHash('sha512').update(text, 'utf8').digest('hex');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
