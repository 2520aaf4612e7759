import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, fsyncSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import { DataDirInUse, LOCK_FILE_NAME } from './data-dir-lock';
import { DURABLE_START_PARAMS, openDatabase } from './database';
import { DurableNodeFS } from './durable-node-fs';
import { SKIP_IN_POSTGRES_PASS } from '../test-support/engine-passes';

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

// One folder for the suite: PGlite creates the database on the first open only, which is the slow part.
describe('PGlite on disk', { skip: SKIP_IN_POSTGRES_PASS }, () => {
  let dataDir: string;
  before(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'dss-db-test-'));
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));
  const lockFile = () => join(dataDir, LOCK_FILE_NAME);

  it('runs with fsync on, flushing the WAL with fsync(), and holds its folder until closed', async () => {
    const first = await openDatabase({ dataDir });
    try {
      const setting = async (name: string) =>
        (await sql<Record<string, string>>`SHOW ${sql.raw(name)}`.execute(first.db)).rows[0]![name];
      assert.equal(await setting('fsync'), 'on');
      assert.equal(await setting('wal_sync_method'), 'fsync');
      assert.equal(await setting('synchronous_commit'), 'on');
      assert.equal(readFileSync(lockFile(), 'utf8').trim(), String(process.pid));
      await assert.rejects(openDatabase({ dataDir }), DataDirInUse);
    } finally {
      await first.close();
    }
    assert.equal(existsSync(lockFile()), false);
  });

  it('lets the event loop turn between one use of the connection and the next', async () => {
    const { db, close } = await openDatabase({ dataDir });
    try {
      // A timer due now fires before a chain of 50 queries has ended: PGlite answers in this
      // thread, and a long job on it (the monthly overview PDFs) must not keep the server from
      // accepting requests until it is done.
      const timer = new Promise((resolve) => setTimeout(resolve, 0)).then(() => 'the timer');
      const chain = (async () => {
        for (let i = 0; i < 50; i++) await sql`SELECT 1`.execute(db);
        return 'the chain';
      })();
      assert.equal(await Promise.race([timer, chain]), 'the timer');
      await chain;
    } finally {
      await close();
    }
  });

  it('takes over a lock left by a process that is no longer running', async () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(lockFile(), `${gone}\n`);
    const { close } = await openDatabase({ dataDir });
    assert.equal(readFileSync(lockFile(), 'utf8').trim(), String(process.pid));
    await close();
  });

  it('reaches the disk with fsync(2) on every commit', async () => {
    let syncs = 0;
    const client = await PGlite.create({
      fs: new DurableNodeFS(dataDir, (fd) => {
        syncs += 1;
        fsyncSync(fd);
      }),
      startParams: DURABLE_START_PARAMS,
    });
    try {
      await client.exec('CREATE TABLE t (x int)');
      for (let i = 0; i < 5; i++) {
        const before = syncs;
        await client.query('INSERT INTO t VALUES ($1)', [i]);
        assert.ok(syncs > before, `commit ${i} was not synced`);
      }
    } finally {
      await client.close();
    }
  });
});
