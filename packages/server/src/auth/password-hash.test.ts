import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  GENERATED_PASSWORD_COST,
  HASHES_AT_ONCE,
  STORAGE_COST,
  hashPasswordDigest,
  unusableHash,
  useHashCost,
  verifyPasswordDigest,
} from './password-hash';
import { sha512Hex } from './sha512';
import { watchScrypt } from '../test-support/scrypt-calls';

const digest = sha512Hex('a password');

/** The cost a hash's text names. */
function costOf(hash: string) {
  const [, N, r, p] = hash.split('$');
  return { N: Number(N), r: Number(r), p: Number(p) };
}

describe('password hashing', () => {
  it('runs at most HASHES_AT_ONCE hashes and checks at once; the others wait their turn', async () => {
    // The module's own hash, made on import, must not hold a place while this counts.
    await unusableHash();
    const stored = await hashPasswordDigest(digest);
    const scrypt = watchScrypt();
    try {
      const many = 3 * HASHES_AT_ONCE + 2;
      const answers = await Promise.all(
        Array.from({ length: many }, (_, k) => (k % 2 ? hashPasswordDigest(digest) : verifyPasswordDigest(digest, stored))),
      );
      assert.equal(scrypt.calls, many);
      assert.equal(scrypt.mostAtOnce, HASHES_AT_ONCE);
      for (const [k, answer] of answers.entries()) {
        if (k % 2) assert.ok(await verifyPasswordDigest(digest, answer as string));
        else assert.equal(answer, true);
      }
    } finally {
      scrypt.restore();
    }
  });

  it('hashes at the storage cost, a generated password at its own, and verifies hashes made at any', async () => {
    const before = useHashCost(STORAGE_COST);
    try {
      const stored = await hashPasswordDigest(digest);
      assert.deepEqual(costOf(stored), STORAGE_COST);
      const generated = await hashPasswordDigest(digest, GENERATED_PASSWORD_COST);
      assert.deepEqual(costOf(generated), GENERATED_PASSWORD_COST);
      useHashCost({ N: 1024, r: 8, p: 1 });
      const cheaper = await hashPasswordDigest(digest);
      assert.deepEqual(costOf(cheaper), { N: 1024, r: 8, p: 1 });
      for (const hash of [stored, generated, cheaper]) {
        assert.equal(await verifyPasswordDigest(digest, hash), true);
        assert.equal(await verifyPasswordDigest(sha512Hex('another password'), hash), false);
      }
    } finally {
      useHashCost(before);
    }
  });
});
