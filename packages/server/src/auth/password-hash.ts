import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt cost: about 50 ms a hash on one core, so guessing is slow and sign-in is not.
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function derive(secret: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, KEY_LENGTH, { ...params, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/**
 * Stores the browser's SHA-512 digest of a password as a salted scrypt hash:
 * `scrypt$N$r$p$salt$hash` (base64).
 */
export async function hashPasswordDigest(digest: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(digest.toLowerCase(), salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPasswordDigest(digest: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(digest.toLowerCase(), Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash no digest matches, compared against for unknown User IDs so timing does not tell. */
export const UNUSABLE_HASH_PROMISE = hashPasswordDigest(randomBytes(32).toString('hex'));
