import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { ResultEnvelope, UserSession } from '@dss/contract';
import { ACCOUNT_LOCK_CLASS } from './rate-limit';
import { sha512Hex } from './sha512';
import { startTestServer, type TestServer } from '../test-support/test-server';

/** Signs in with an optional X-Forwarded-For, answering the HTTP status and the result envelope. */
async function login(server: TestServer, loginid: string, password: string, forwardedFor?: string) {
  const res = await fetch(`${server.url}/api/loginctr.php`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: new URLSearchParams({ loginid, p: sha512Hex(password), staffweblogin: '1' }),
  });
  const { result } = (await res.json()) as ResultEnvelope<UserSession>;
  return { status: res.status, result };
}

/** Moves every recorded failure into the past, as if that many seconds had gone by. */
async function letTimePass(server: TestServer, seconds: number) {
  await server.db
    .updateTable('login_failures')
    .set({ failed_at: sql<Date>`failed_at - make_interval(secs => ${seconds})` })
    .execute();
}

const LONG_FORWARDED_FOR = (i: number) => `${'203.0.113.250, '.repeat(6)}198.51.100.${i}`;

describe('sign-in limits with no proxy trusted (the default)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());
  beforeEach(() => server.db.deleteFrom('login_failures').execute());

  it('counts a failure with a long forged X-Forwarded-For and never answers 500', async () => {
    for (let i = 0; i < 5; i++) {
      const { status, result } = await login(server, '3', `guess-${i}`, LONG_FORWARDED_FOR(i));
      assert.equal(status, 200);
      assert.equal(result.text, 'Invalid User ID or Password.');
    }
    const limited = await login(server, '3', 'demo-clerk', LONG_FORWARDED_FOR(9));
    assert.equal(limited.status, 429);
    assert.equal(limited.result.text, 'Too many failed sign-in attempts. Please wait 1 minute.');
    const rows = await server.db.selectFrom('login_failures').select('client_ip').execute();
    assert.ok(
      rows.every((r) => r.client_ip === '127.0.0.1'),
      'the socket address is counted, not the header',
    );
  });

  it("counts '2', '02' and '000000002' as one account", async () => {
    for (const spelling of ['2', '02', '002', '0002', '000000002']) {
      assert.equal((await login(server, spelling, 'wrong')).result.code, 0);
    }
    const limited = await login(server, '2', 'demo-user');
    assert.equal(limited.status, 429);
  });

  it('keeps the per-address limit over every User ID whatever X-Forwarded-For says', async () => {
    for (let id = 10; id < 30; id++) {
      const { status } = await login(server, String(id), 'wrong', `198.51.100.${id}`);
      assert.equal(status, 200);
    }
    const limited = await login(server, '3', 'demo-clerk', '198.51.100.200');
    assert.equal(limited.status, 429);
    assert.equal(limited.result.text, 'Too many failed sign-in attempts. Please wait 15 minutes.');
  });

  it('lets parallel guesses past the limit no more than one at a time would', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(server, '2', `parallel-${i}`)));
    assert.equal(answers.filter((a) => a.status === 200).length, 5);
    assert.equal(answers.filter((a) => a.status === 429).length, 7);
  });

  it('doubles the wait with each further failure, and a success forgets the failures', async () => {
    for (let i = 0; i < 5; i++) await login(server, '2', `guess-${i}`);
    assert.equal((await login(server, '2', 'demo-user')).result.text, 'Too many failed sign-in attempts. Please wait 1 minute.');
    await letTimePass(server, 61);
    assert.equal((await login(server, '2', 'guess-5')).result.text, 'Invalid User ID or Password.');
    assert.equal((await login(server, '2', 'demo-user')).result.text, 'Too many failed sign-in attempts. Please wait 2 minutes.');
    await letTimePass(server, 121);
    assert.equal((await login(server, '2', 'demo-user')).result.code, 1);
    const left = await server.db.selectFrom('login_failures').select('id').where('login_key', '=', '2').execute();
    assert.equal(left.length, 0);
  });
});

describe('sign-in limits behind a trusted proxy (TRUST_PROXY)', () => {
  let server: TestServer;
  before(async () => {
    // The test client plays the one proxy in front of the server.
    server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  });
  after(() => server.close());
  beforeEach(() => server.db.deleteFrom('login_failures').execute());

  it("does not let failures from one address lock the administrator out at another's", async () => {
    for (let i = 0; i < 5; i++) await login(server, '1', `guess-${i}`, '203.0.113.7');
    assert.equal((await login(server, '1', 'demo-admin', '203.0.113.7')).status, 429);
    const admin = await login(server, '1', 'demo-admin', '198.51.100.2');
    assert.equal(admin.status, 200);
    assert.equal(admin.result.code, 1);
  });

  it('counts the forwarded address, however long, without a fault', async () => {
    const forwarded = `client-${'x'.repeat(120)}`;
    const { status, result } = await login(server, '3', 'wrong', forwarded);
    assert.equal(status, 200);
    assert.equal(result.code, 0);
    const rows = await server.db.selectFrom('login_failures').select(['client_ip', 'login_key']).execute();
    assert.deepEqual(rows, [{ client_ip: forwarded, login_key: '3' }]);
  });
});

describe('the per-account limit over many addresses (TRUST_PROXY)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  });
  after(() => server.close());
  beforeEach(async () => {
    await server.db.deleteFrom('login_failures').execute();
    await server.db.deleteFrom('sign_in_addresses').execute();
  });

  const botnet = (i: number) => `203.0.${Math.floor(i / 250)}.${i % 250}`;
  const WAIT_1 = 'Too many failed sign-in attempts. Please wait 1 minute.';
  const WAIT_60 = 'Too many failed sign-in attempts. Please wait 60 minutes.';

  it('answers each address once, then holds the addresses that failed to the growing wait of the account', async () => {
    for (let i = 0; i < 10; i++) {
      assert.equal((await login(server, '3', `guess-${i}`, botnet(i))).result.text, 'Invalid User ID or Password.');
    }
    for (let i = 0; i < 10; i++) {
      const again = await login(server, '3', `again-${i}`, botnet(i));
      assert.equal(again.status, 429);
      assert.equal(again.result.text, WAIT_1);
    }
    for (let i = 10; i < 40; i++) assert.equal((await login(server, '3', `guess-${i}`, botnet(i))).status, 200);
    assert.equal((await login(server, '3', 'again', botnet(0))).result.text, WAIT_60);
    // An hour after the last failure one address that failed gets one more guess, and the next waits again.
    await letTimePass(server, 3601);
    assert.equal((await login(server, '3', 'hourly', botnet(1))).result.text, 'Invalid User ID or Password.');
    assert.equal((await login(server, '3', 'hourly', botnet(2))).result.text, WAIT_60);
    const counted = await server.db.selectFrom('login_failures').select('id').where('login_key', '=', '3').execute();
    assert.equal(counted.length, 41, 'refused tries are not counted');
  });

  it('lets parallel guesses from many addresses that failed past the account limit one at a time', async () => {
    for (let i = 0; i < 10; i++) await login(server, '3', `guess-${i}`, botnet(i));
    await letTimePass(server, 61);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login(server, '3', `parallel-${i}`, botnet(i))));
    assert.equal(answers.filter((a) => a.status === 200).length, 1);
    assert.equal(answers.filter((a) => a.status === 429).length, 9);
  });

  it('tells an attempt to wait, not to queue, while another on the account is being decided', async (t) => {
    if (server.engine !== 'postgres') return t.skip('PGlite: one connection, nothing else can hold the lock');
    await login(server, '3', 'guess', botnet(0));
    // This transaction plays another attempt on the account, being decided on another connection.
    await server.db.transaction().execute(async (tx) => {
      await sql`SELECT pg_advisory_xact_lock(${ACCOUNT_LOCK_CLASS}, hashtext('3'))`.execute(tx);
      assert.equal((await login(server, '03', 'again', botnet(0))).result.text, WAIT_1);
    });
    assert.equal((await login(server, '03', 'again', botnet(0))).result.text, 'Invalid User ID or Password.');
  });

  it("counts '3', '03' and '000003' from different addresses as one account", async () => {
    for (let i = 0; i < 10; i++) await login(server, `${'0'.repeat(i % 5)}3`, `guess-${i}`, botnet(i));
    assert.equal((await login(server, '000003', 'again', botnet(0))).result.text, WAIT_1);
  });

  it('signs the administrator in from an address that has not failed while the account is under attack', async () => {
    for (let i = 0; i < 40; i++) await login(server, '1', `guess-${i}`, botnet(i));
    assert.equal(
      (await login(server, '1', 'demo-admin', botnet(0))).result.text,
      WAIT_60,
      'the right password from a guesser still waits',
    );
    const admin = await login(server, '1', 'demo-admin', '198.51.100.2');
    assert.equal(admin.status, 200);
    assert.equal(admin.result.code, 1);
  });

  it('keeps an address the account signed in from outside the account limit, but not its pair limit', async () => {
    assert.equal((await login(server, '1', 'demo-admin', '198.51.100.2')).result.code, 1);
    for (let i = 0; i < 40; i++) await login(server, '1', `guess-${i}`, botnet(i));
    // The administrator mistypes at their own address, and still signs in there.
    assert.equal((await login(server, '1', 'typo', '198.51.100.2')).result.code, 0);
    assert.equal((await login(server, '01', 'demo-admin', '198.51.100.2')).result.code, 1);
    // A new address that mistypes shares the account's limit with the guessers: the trade-off.
    assert.equal((await login(server, '1', 'typo', '198.51.100.3')).result.code, 0);
    assert.equal((await login(server, '1', 'demo-admin', '198.51.100.3')).result.text, WAIT_60);
    // The pair limit still holds at a known address.
    for (let i = 0; i < 5; i++) assert.equal((await login(server, '1', `typo-${i}`, '198.51.100.2')).status, 200);
    assert.equal((await login(server, '1', 'demo-admin', '198.51.100.2')).result.text, WAIT_1);
  });

  it('forgets an address the account has not signed in from for 90 days', async () => {
    assert.equal((await login(server, '1', 'demo-admin', '198.51.100.2')).result.code, 1);
    await server.db
      .updateTable('sign_in_addresses')
      .set({ signed_in_at: sql<Date>`signed_in_at - make_interval(days => 90, secs => 1)` })
      .execute();
    for (let i = 0; i < 40; i++) await login(server, '1', `guess-${i}`, botnet(i));
    assert.equal((await login(server, '1', 'typo', '198.51.100.2')).result.code, 0);
    assert.equal((await login(server, '1', 'demo-admin', '198.51.100.2')).result.text, WAIT_60);
  });
});
