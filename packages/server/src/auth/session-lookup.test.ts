import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { postgresPoolOf, sessionWatchOf } from '../db/database';
import { sessionNoticesHeard } from '../test-support/session-notices';
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
    await sessionNoticesHeard(server.db);
    assert.equal(await authenticate(server.db, token, 30), undefined);
    const second = await signIn(server.url, 3, 'demo-clerk');
    assert.ok(await authenticate(server.db, second, 30));
    await server.db.updateTable('staff').set({ acc_state: 0 }).where('id', '=', 3).execute();
    await sessionNoticesHeard(server.db);
    assert.equal(await authenticate(server.db, second, 30), undefined);
    await server.db.updateTable('staff').set({ acc_state: 1 }).where('id', '=', 3).execute();
    await sessionNoticesHeard(server.db);
    assert.ok(await authenticate(server.db, second, 30));
    await server.db.updateTable('staff_sessions').set({ revoked_at: new Date() }).execute();
    await sessionNoticesHeard(server.db);
    assert.equal(await authenticate(server.db, second, 30), undefined);
  });
});

describe('sessions remembered between requests (PostgreSQL)', () => {
  let server: TestServer;
  let lookups = 0;
  before(async () => {
    server = await startTestServer();
    const pool = postgresPoolOf(server.appDb);
    if (!pool) return;
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    pool.query = ((...args: unknown[]) => {
      if ((args[0] as { name?: string }).name === 'dss_session_lookup') lookups++;
      return query(...args);
    }) as typeof pool.query;
  });
  after(() => server.close());

  const listening = async (live: boolean) => {
    const watch = sessionWatchOf(server.appDb)!;
    for (let waited = 0; watch.live !== live; waited += 10) {
      assert.ok(waited < 10_000, `the session notices' connection is still ${live ? 'down' : 'up'}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  /** A change made by someone else: another connection, as another process or psql would. */
  const elsewhere = async (text: string) => {
    const client = new pg.Client({ connectionString: server.config.databaseUrl! });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };

  it('looks a session up once, not on every request, while nothing changes', async (t) => {
    if (server.engine !== 'postgres') return t.skip('PGlite: one process, every request looks up');
    await listening(true);
    const token = await signIn(server.url, 2, 'demo-user');
    const before = lookups;
    for (let i = 0; i < 5; i++) assert.equal((await post(server.url, 'ctrouV2.php', { token, quickinfo: '1' })).status, 200);
    assert.equal(lookups - before, 1);
  });

  it('ends a remembered session when another connection revokes it, blocks its staff member or takes a privilege', async (t) => {
    if (server.engine !== 'postgres') return t.skip('PGlite: one process, every request looks up');
    await listening(true);
    const user = await signIn(server.url, 2, 'demo-user');
    assert.ok(await authenticate(server.appDb, user, 30));
    await elsewhere(
      `DELETE FROM staff_privileges WHERE staff_id = 2 AND privilege_id = (SELECT id FROM privileges WHERE code = 'reports')`,
    );
    await sessionNoticesHeard(server.appDb);
    assert.deepEqual((await authenticate(server.appDb, user, 30))?.permissions, ['user']);
    await elsewhere(`INSERT INTO staff_privileges (staff_id, privilege_id) SELECT 2, id FROM privileges WHERE code = 'reports'`);
    await elsewhere(`UPDATE staff SET acc_state = 0 WHERE id = 2`);
    await sessionNoticesHeard(server.appDb);
    assert.equal(await authenticate(server.appDb, user, 30), undefined);
    await elsewhere(`UPDATE staff SET acc_state = 1 WHERE id = 2`);
    await sessionNoticesHeard(server.appDb);
    assert.deepEqual((await authenticate(server.appDb, user, 30))?.permissions, ['user', 'reports']);
    await elsewhere(`UPDATE staff_sessions SET revoked_at = now() WHERE staff_id = 2`);
    await sessionNoticesHeard(server.appDb);
    assert.equal(await authenticate(server.appDb, user, 30), undefined);
  });

  it('remembers nothing while its notices cannot arrive, and again once they can', async (t) => {
    if (server.engine !== 'postgres') return t.skip('PGlite: one process, every request looks up');
    await listening(true);
    const token = await signIn(server.url, 2, 'demo-user');
    assert.ok(await authenticate(server.appDb, token, 30));
    await elsewhere(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query = 'LISTEN "dss_sessions"'`);
    await listening(false);
    const before = lookups;
    assert.ok(await authenticate(server.appDb, token, 30));
    assert.ok(await authenticate(server.appDb, token, 30));
    assert.equal(lookups - before, 2);
    await listening(true);
    assert.ok(await authenticate(server.appDb, token, 30));
    assert.ok(await authenticate(server.appDb, token, 30));
    assert.equal(lookups - before, 3);
  });
});
