import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { LEARNER_REFUSALS } from '@dss/contract';
import { build, post, signIn, type TestApp } from '../test-support/inject';
import { registrationFields, type RegistrationFields } from '../test-support/learner-registration';
import { watchScrypt } from '../test-support/scrypt-calls';

const AT_ONCE = 8;

/**
 * Register Learner when many requests come at once (docs/decisions/password-hashing-and-registration-under-load.md):
 * repeats of one key are answered from the first without hashing again, and the password is
 * hashed before the registration's transaction opens.
 */
describe('registering learners under load', () => {
  let server: TestApp;
  let clerk: string;
  const register = (fields: RegistrationFields, idemkey: string) =>
    post(server.url, 'ctrouV2.php', { token: clerk, registerlearner: '1', ...fields, idemkey });
  const learnersWithKey = async (idemkey: string) =>
    server.db.selectFrom('learners').select('driving_licence_no').where('idempotency_key', '=', idemkey).execute();
  const mailsTo = async (email: string) =>
    (
      await server.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('kind', '=', 'password')
        .where('recipient', '=', email)
        .execute()
    ).length;

  before(async () => {
    server = await build();
    clerk = await signIn(server.url, 3, 'demo-clerk');
  });
  after(() => server?.close());

  it('answers repeats of one key sent at once from the first: one learner, one mail, one hash', async () => {
    const fields = registrationFields({ inemail: 'at.once@example.invalid', dlno: 'ATONC504125O99AB' });
    const idemkey = randomUUID();
    const scrypt = watchScrypt();
    try {
      const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => register(fields, idemkey)));
      assert.deepEqual(
        answers.map((a) => a.text),
        Array(AT_ONCE).fill('SUCCESS'),
      );
      assert.equal(scrypt.calls, 1);
    } finally {
      scrypt.restore();
    }
    assert.equal((await learnersWithKey(idemkey)).length, 1);
    assert.equal(await mailsTo(fields.inemail), 1);

    // A repeat once the first has ended finds its learner before hashing anything.
    const later = watchScrypt();
    try {
      assert.equal((await register(fields, idemkey)).text, 'SUCCESS');
      assert.equal(later.calls, 0);
    } finally {
      later.restore();
    }
    assert.equal(await mailsTo(fields.inemail), 1);
  });

  it('refuses the key sent with other details, even while the first is under way', async () => {
    const idemkey = randomUUID();
    const one = registrationFields({ inemail: 'first.of.two@example.invalid', dlno: 'FIRST504125O99AB' });
    const other = registrationFields({ inemail: 'second.of.two@example.invalid', dlno: 'SECON504125O99AB' });
    const answers = await Promise.all([register(one, idemkey), register(other, idemkey)]);
    // Whichever came first is registered; the other is the reused-key refusal.
    const won = answers.findIndex((a) => a.text === 'SUCCESS');
    assert.notEqual(won, -1, answers.map((a) => a.text).join(' / '));
    const refused = answers[1 - won]!;
    assert.equal(refused.status, 409);
    assert.equal(refused.json().result.text, LEARNER_REFUSALS.registrationKeyReused);
    assert.deepEqual(await learnersWithKey(idemkey), [{ driving_licence_no: [one, other][won]!.dlno }]);
    // And after it, the same.
    const again = await register(other.dlno === [one, other][won]!.dlno ? one : other, idemkey);
    assert.equal(again.json().result.text, LEARNER_REFUSALS.registrationKeyReused);
  });

  it('hashes the password before the transaction opens, so the database serves others meanwhile', async () => {
    const fields = registrationFields({ inemail: 'held.hash@example.invalid', dlno: 'HELDH504125O99AB' });
    const scrypt = watchScrypt({ hold: true });
    try {
      const answer = register(fields, randomUUID());
      await scrypt.begun();
      // On PGlite a transaction holds the one connection, so this would wait for the hash.
      const open = await Promise.race([
        sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND state LIKE 'idle in transaction%'`.execute(server.db),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('The database waited for the password hash.')), 5000).unref(),
        ),
      ]);
      assert.equal(open.rows[0]!.n, 0, 'no transaction is open while the password is hashed');
      scrypt.release();
      assert.equal((await answer).text, 'SUCCESS');
    } finally {
      scrypt.restore();
    }
    assert.equal(await mailsTo(fields.inemail), 1);
  });
});
