import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { ResultEnvelope, UserSession } from '@dss/contract';
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
