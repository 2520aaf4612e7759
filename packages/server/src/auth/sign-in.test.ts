import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { ResultEnvelope, UserSession } from '@dss/contract';
import { revokeStaffSessions } from './sessions';
import { sha256Hex, sha512Hex } from './sha512';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { post, signIn } from '../test-support/wire-client';
import { sessionNoticesHeard } from '../test-support/session-notices';

describe('sign-in and sessions', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  /** Signs in, answering the HTTP status and the result envelope. */
  const login = async (loginid: string, password: string) => {
    const res = await fetch(`${server.url}/api/loginctr.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ loginid, p: sha512Hex(password), staffweblogin: '1' }),
    });
    const { result } = (await res.json()) as ResultEnvelope<UserSession>;
    return { status: res.status, result };
  };

  it('answers the session of document 1 §3 with code 1 for the right password', async () => {
    const { status, result } = await login('2', 'demo-user');
    assert.equal(status, 200);
    assert.equal(result.code, 1);
    assert.ok(result.data);
    assert.equal(result.data.id, 2);
    assert.equal(result.data.isAdmin, false);
    assert.equal(result.data.full_name, 'Mr Daniel Okafor');
    assert.deepEqual(result.data.permissions, ['user', 'reports']);
    assert.match(result.data.token, /^[\w-]{40,}$/);
    assert.ok(!Number.isNaN(Date.parse(result.data.created)));
  });

  it('signs the administrator in with only the admin permission', async () => {
    const { result } = await login('1', 'demo-admin');
    assert.equal(result.code, 1);
    assert.equal(result.data?.isAdmin, true);
    assert.deepEqual(result.data?.permissions, ['admin']);
  });

  it('refuses a wrong password or unknown User ID with code 0 and a text', async () => {
    for (const [id, pw] of [
      ['3', 'wrong'],
      ['999', 'demo-clerk'],
    ] as const) {
      const { result } = await login(id, pw);
      assert.equal(result.code, 0);
      assert.equal(result.text, 'Invalid User ID or Password.');
      assert.equal(result.data, undefined);
    }
  });

  it('stores no password digest or token in the clear', async () => {
    const token = await signIn(server.url, 3, 'demo-clerk');
    const staff = await server.db.selectFrom('staff').select('password_hash').where('id', '=', 3).executeTakeFirstOrThrow();
    assert.match(staff.password_hash, /^scrypt\$/);
    assert.ok(!staff.password_hash.includes(sha512Hex('demo-clerk')));
    const sessions = await server.db.selectFrom('staff_sessions').select('token_hash').execute();
    assert.ok(sessions.every((s) => s.token_hash !== token && s.token_hash.length === 64));
  });

  it('answers 422 with the field messages when fields are missing', async () => {
    const res = await post(server.url, 'loginctr.php', { staffweblogin: '1', loginid: 'abc' });
    assert.equal(res.status, 422);
    const { result } = res.json();
    assert.equal(result.code, 0);
    assert.equal(result.errors.loginid, 'User ID must be a number.');
    assert.equal(result.errors.p, 'Password is required.');
  });

  it('logout revokes the token, after which ctrouV2.php answers 401', async () => {
    const token = await signIn(server.url, 3, 'demo-clerk');
    assert.equal((await post(server.url, 'ctrouV2.php', { token, lessonpacks: '1' })).status, 200);
    const out = await post(server.url, 'loginctr.php', { logout: token });
    assert.equal(out.status, 200);
    assert.equal(out.text, 'SUCCESS');
    assert.equal((await post(server.url, 'ctrouV2.php', { token, lessonpacks: '1' })).status, 401);
  });

  it('answers 401 without a token and for an expired session', async () => {
    assert.equal((await post(server.url, 'ctrouV2.php', { lessonpacks: '1' })).status, 401);
    const token = await signIn(server.url, 3, 'demo-clerk');
    await server.db
      .updateTable('staff_sessions')
      .set({ created_at: '2020-01-01T00:00:00Z', expires_at: '2020-01-01T12:00:00Z' })
      .execute();
    await sessionNoticesHeard(server.appDb);
    assert.equal((await post(server.url, 'ctrouV2.php', { token, lessonpacks: '1' })).status, 401);
  });

  it('answers 403 to an office user on an office-admin action and 400 to an unknown action', async () => {
    const token = await signIn(server.url, 2, 'demo-user');
    assert.equal((await post(server.url, 'ctroaV2.php', { token, loadquickinfo: '1' })).status, 403);
    const adminToken = await signIn(server.url, 1, 'demo-admin');
    const loaded = await post(server.url, 'ctroaV2.php', { token: adminToken, loadquickinfo: '1' });
    assert.equal(loaded.status, 200);
    assert.equal(loaded.json().address_lines.length, 7);
    assert.equal((await post(server.url, 'ctrouV2.php', { token, nosuchaction: '1' })).status, 400);
    // An action is answered only on its own endpoint.
    assert.equal((await post(server.url, 'ctrouV2.php', { token: adminToken, loadquickinfo: '1' })).status, 400);
  });

  const lessonPacks = async (token: string) => (await post(server.url, 'ctrouV2.php', { token, lessonpacks: '1' })).status;
  const lastUsed = async (token: string) =>
    (
      await server.db
        .selectFrom('staff_sessions')
        .select(sql<string>`last_used_at::text`.as('at'))
        .where('token_hash', '=', sha256Hex(token))
        .executeTakeFirstOrThrow()
    ).at;
  const idleFor = async (token: string, seconds: number) => {
    await server.db
      .updateTable('staff_sessions')
      .set({ last_used_at: sql<Date>`now() - make_interval(secs => ${seconds})` })
      .where('token_hash', '=', sha256Hex(token))
      .execute();
    await sessionNoticesHeard(server.appDb);
  };

  it('ends a session left unused for SESSION_IDLE_MINUTES (30) and renews one in use', async () => {
    assert.equal(server.config.sessionIdleMinutes, 30);
    const idle = await signIn(server.url, 3, 'demo-clerk');
    await idleFor(idle, 30 * 60 + 5);
    assert.equal(await lessonPacks(idle), 401);

    const busy = await signIn(server.url, 3, 'demo-clerk');
    await idleFor(busy, 29 * 60);
    assert.equal(await lessonPacks(busy), 200);
    await idleFor(busy, 2 * 60);
    // 29 + 2 minutes since sign-in, but 2 since the last call.
    assert.equal(await lessonPacks(busy), 200);
  });

  it('writes the last use at most once a minute', async () => {
    const token = await signIn(server.url, 3, 'demo-clerk');
    await idleFor(token, 30);
    const before = await lastUsed(token);
    assert.equal(await lessonPacks(token), 200);
    assert.equal(await lastUsed(token), before);
    await idleFor(token, 90);
    const stale = await lastUsed(token);
    assert.equal(await lessonPacks(token), 200);
    assert.ok((await lastUsed(token)) > stale);
  });

  it('keeps at most SESSIONS_PER_STAFF (10) open sessions per staff member, ending the oldest', async () => {
    assert.equal(server.config.sessionsPerStaff, 10);
    await revokeStaffSessions(server.db, 2);
    const tokens = [];
    for (let i = 0; i < 11; i++) tokens.push(await signIn(server.url, 2, 'demo-user'));
    assert.equal(await lessonPacks(tokens[0]!), 401);
    for (const token of tokens.slice(1)) assert.equal(await lessonPacks(token), 200);
    const open = await server.db
      .selectFrom('staff_sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('staff_id', '=', 2)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    assert.equal(Number(open.n), 10);
    // Another staff member's sessions are not theirs to end.
    assert.equal(await lessonPacks(await signIn(server.url, 3, 'demo-clerk')), 200);
  });

  it('changing your own password ends your other sessions and keeps this one', async () => {
    const here = await signIn(server.url, 3, 'demo-clerk');
    const elsewhere = await signIn(server.url, 3, 'demo-clerk');
    const other = await signIn(server.url, 2, 'demo-user');
    const changed = await post(server.url, 'ctrouV2.php', {
      token: here,
      changeownpassword: '1',
      current: sha512Hex('demo-clerk'),
      p: sha512Hex('new-clerk-pw'),
    });
    assert.equal(changed.text, 'SUCCESS');
    assert.equal(await lessonPacks(here), 200);
    assert.equal(await lessonPacks(elsewhere), 401);
    assert.equal(await lessonPacks(other), 200);
    // Back to the demo password for the tests that follow.
    await post(server.url, 'ctrouV2.php', {
      token: here,
      changeownpassword: '1',
      current: sha512Hex('new-clerk-pw'),
      p: sha512Hex('demo-clerk'),
    });
  });

  it('of many changes racing from one current password, one succeeds and its new password is the one that works', async () => {
    const here = await signIn(server.url, 3, 'demo-clerk');
    const attempts = Array.from({ length: 12 }, (_, i) => `racing-clerk-pw-${i}`);
    const answers = await Promise.all(
      attempts.map((password) =>
        post(server.url, 'ctrouV2.php', {
          token: here,
          changeownpassword: '1',
          current: sha512Hex('demo-clerk'),
          p: sha512Hex(password),
        }),
      ),
    );
    const won = answers.flatMap((res, i) => (res.text === 'SUCCESS' ? [attempts[i]!] : []));
    assert.equal(won.length, 1, answers.map((res) => `${res.status} ${res.text}`).join('\n'));
    for (const res of answers.filter((r) => r.text !== 'SUCCESS')) {
      assert.equal(res.status, 422);
      assert.equal(res.json().result.text, 'The current password is not correct.');
    }
    assert.equal((await login('3', won[0]!)).result.code, 1);
    // Two of the others, staying under the sign-in limits the tests after this one meet.
    for (const lost of attempts.filter((p) => p !== won[0]).slice(0, 2)) assert.equal((await login('3', lost)).result.code, 0);
    // Back to the demo password for the tests that follow.
    const back = await post(server.url, 'ctrouV2.php', {
      token: here,
      changeownpassword: '1',
      current: sha512Hex(won[0]!),
      p: sha512Hex('demo-clerk'),
    });
    assert.equal(back.text, 'SUCCESS');
  });

  it('ends the sessions of a blocked staff member at once and refuses their sign-in', async () => {
    const token = await signIn(server.url, 3, 'demo-clerk');
    await server.db.updateTable('staff').set({ acc_state: 0 }).where('id', '=', 3).execute();
    await sessionNoticesHeard(server.appDb);
    assert.equal((await post(server.url, 'ctrouV2.php', { token, lessonpacks: '1' })).status, 401);
    const { result } = await login('3', 'demo-clerk');
    assert.equal(result.code, 0);
    await server.db.updateTable('staff').set({ acc_state: 1 }).where('id', '=', 3).execute();
  });
});
