import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from './database';

const url = process.env.DATABASE_URL;

describe('the PostgreSQL pool', { skip: !url && 'needs DATABASE_URL' }, () => {
  it('survives the database ending an idle connection (a restart, a dropped test database)', async () => {
    const { db, close } = await openDatabase({ databaseUrl: url });
    const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db);
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', onUncaught);
    try {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.deepEqual(uncaught, []);
      // The pool opens a new connection for the next query.
      const again = await sql<{ one: number }>`SELECT 1 AS one`.execute(db);
      assert.equal(again.rows[0]!.one, 1);
    } finally {
      process.off('uncaughtException', onUncaught);
      await close();
    }
  });
});
