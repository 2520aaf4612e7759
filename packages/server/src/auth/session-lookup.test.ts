import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { postgresPoolOf } from '../db/database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { post, signIn } from '../test-support/wire-client';
import { authenticate } from './sessions';

describe('the session lookup on every request', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  it('finds the signed-in staff member and no one behind another token', async () => {
    const token = await signIn(server.url, 2, 'demo-user');
    const staff = await authenticate(server.db, token, 30);
    assert.equal(staff?.staffId, 2);
    assert.deepEqual(staff?.permissions, ['user', 'reports']);
    assert.equal(await authenticate(server.db, `${token}x`, 30), undefined);
    assert.equal((await post(server.url, 'ctrouV2.php', { token, quickinfo: '1' })).status, 200);
  });

  it('is a prepared statement on PostgreSQL, parsed and planned once per pooled connection', async (t) => {
    const pool = postgresPoolOf(server.db);
    if (!pool) return t.skip('PGlite: one connection, no pool');
    const token = await signIn(server.url, 2, 'demo-user');
    // One at a time, so the pool hands the same idle connection back each time.
    for (let i = 0; i < 5; i++) assert.ok(await authenticate(server.db, token, 30));
    const client = await pool.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = 'dss_session_lookup'`,
      );
      assert.equal(rows[0]?.n, 1);
    } finally {
      client.release();
    }
  });

  it('refuses a session at once when it is revoked, idle too long or its staff member blocked', async () => {
    const token = await signIn(server.url, 3, 'demo-clerk');
    assert.ok(await authenticate(server.db, token, 30));
    await server.db
      .updateTable('staff_sessions')
      .set({ last_used_at: new Date(Date.now() - 31 * 60_000) })
      .execute();
    assert.equal(await authenticate(server.db, token, 30), undefined);
    const second = await signIn(server.url, 3, 'demo-clerk');
    assert.ok(await authenticate(server.db, second, 30));
    await server.db.updateTable('staff').set({ acc_state: 0 }).where('id', '=', 3).execute();
    assert.equal(await authenticate(server.db, second, 30), undefined);
    await server.db.updateTable('staff').set({ acc_state: 1 }).where('id', '=', 3).execute();
    assert.ok(await authenticate(server.db, second, 30));
    await server.db.updateTable('staff_sessions').set({ revoked_at: new Date() }).execute();
    assert.equal(await authenticate(server.db, second, 30), undefined);
  });
});
