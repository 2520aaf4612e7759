import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * The cost of a password a person chose: a row of OWASP's Password Storage Cheat Sheet, N=2^14
 * (16 MiB), r=8, p=5, as strong there as N=2^17 with p=1 in an eighth of the memory. About 160 ms
 * a hash on one core here (the former p=1, 30 ms, was below the sheet's minimum). A hash keeps its
 * cost in its text, so hashes made at an earlier cost still verify
 * (docs/decisions/password-hashing-and-registration-under-load.md).
 */
export const STORAGE_COST: ScryptCost = { N: 16384, r: 8, p: 5 };

/**
 * The cost of a password the server generated (a new learner's: 10 random characters of 54,
 * about 57 bits): guessing it is hopeless at any cost, which guards the guessable passwords
 * people choose. The former cost, a fifth of STORAGE_COST's time, for registrations in bulk.
 */
export const GENERATED_PASSWORD_COST: ScryptCost = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 64;
// Above what any cost used here needs (128 × N × r bytes, 16 MiB for STORAGE_COST).
const MAX_MEMORY = 64 * 1024 * 1024;

let cost = STORAGE_COST;

/**
 * Hashes made from now on in this process use `next` (the test servers keep the former, cheaper
 * cost: a suite signs in hundreds of times); answers the cost used until now. Verifying always
 * reads the hash's own cost.
 */
export function useHashCost(next: ScryptCost): ScryptCost {
  const before = cost;
  cost = next;
  return before;
}

/**
 * Hashes that run at once. scrypt runs on libuv's thread pool (UV_THREADPOOL_SIZE threads, 4 by
 * default), which file reads and DNS lookups share, and keeps a core busy throughout: one fewer
 * than the cores, so the event loop (and PGlite, which runs in it) keeps one, and one fewer than
 * the pool's threads, so file reads keep one. 1 on a two-core machine; the others queue.
 */
export const HASHES_AT_ONCE = Math.max(1, Math.min(availableParallelism(), Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1);

let running = 0;
const queued: (() => void)[] = [];

async function oneOfTheFew<T>(work: () => Promise<T>): Promise<T> {
  if (running < HASHES_AT_ONCE) running++;
  else await new Promise<void>((start) => queued.push(start));
  try {
    return await work();
  } finally {
    // The place passes straight to the next in the queue, so `running` counts it still.
    const next = queued.shift();
    if (next) next();
    else running--;
  }
}

function derive(secret: string, salt: Buffer, { N, r, p }: ScryptCost): Promise<Buffer> {
  return oneOfTheFew(
    () =>
      new Promise((resolve, reject) =>
        scrypt(secret, salt, KEY_LENGTH, { N, r, p, maxmem: MAX_MEMORY }, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );
}

/**
 * Stores the browser's SHA-512 digest of a password as a salted scrypt hash:
 * `scrypt$N$r$p$salt$hash` (base64), at the cost of a chosen password unless told `made`.
 */
export async function hashPasswordDigest(digest: string, made: ScryptCost = cost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(digest.toLowerCase(), salt, made);
  return ['scrypt', made.N, made.r, made.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPasswordDigest(digest: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(digest.toLowerCase(), Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let unusable: { cost: ScryptCost; hash: Promise<string> } | undefined;

/**
 * A hash no digest matches, compared against for unknown User IDs so timing does not tell: made
 * at the cost passwords are stored at now, as a known User ID's hash is (the test servers' cheaper
 * cost included), once per cost. Made on import, so the first refusal waits for no extra hash.
 */
export function unusableHash(): Promise<string> {
  if (unusable?.cost !== cost) unusable = { cost, hash: hashPasswordDigest(randomBytes(32).toString('hex')) };
  return unusable.hash;
}
void unusableHash();
