import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../db/database';
import type { Database } from '../db/tables';
import { ENGINE } from './test-db';
import { adminQuery, openFreshDatabase, TEMPLATE_ENV } from './fresh-database';

const MIGRATIONS = readdirSync(join(import.meta.dirname, '../db/migrations')).filter((f) => f.endsWith('.sql')).length;
const MARK = 'CREATE TABLE template_mark (n int); INSERT INTO template_mark VALUES (1)';

/**
 * Runs database-templates.ts as the test runner does and answers the environment it prints: on
 * the PostgreSQL pass only its template, which is all this pass copies.
 */
function makeTemplates(folder: string): Record<string, string> {
  const script = join(import.meta.dirname, 'database-templates.ts');
  const engines = ENGINE === 'postgres' ? ['postgres'] : [];
  const made = spawnSync('node', ['--import', 'tsx', script, 'make', folder, ...engines], { encoding: 'utf8' });
  assert.equal(made.status, 0, made.stderr);
  return JSON.parse(made.stdout.trim().split('\n').pop()!);
}

const marks = async (db: Kysely<Database>) =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM template_mark`.execute(db)).rows[0]!.n;

describe('fresh databases copied from the suite template', () => {
  const saved = { ...process.env };
  const folder = mkdtempSync(join(tmpdir(), 'dss-template-test-'));
  let env: Record<string, string> = {};

  before(async () => {
    env = makeTemplates(folder);
    // A mark put into each template shows that a fresh database was copied from it.
    const file = env[TEMPLATE_ENV.pglite];
    if (file) {
      const template = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(file)]) });
      await sql.raw(MARK).execute(template.db);
      writeFileSync(file, Buffer.from(await (await template.pglite!.dumpDataDir('none')).arrayBuffer()));
      await template.close();
    }
    if (env[TEMPLATE_ENV.postgres]) {
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${env[TEMPLATE_ENV.postgres]}`;
      await adminQuery(url.toString(), MARK);
    }
    Object.assign(process.env, env);
  });

  after(async () => {
    process.env = saved;
    rmSync(folder, { recursive: true, force: true });
    const postgres = env[TEMPLATE_ENV.postgres];
    if (postgres) await adminQuery(process.env.DATABASE_URL!, `DROP DATABASE IF EXISTS ${postgres} WITH (FORCE)`);
  });

  it('names a PostgreSQL template database exactly when the suite runs on PostgreSQL, and a PGlite data folder when it runs on PGlite', () => {
    assert.equal(Boolean(env[TEMPLATE_ENV.postgres]), Boolean(process.env.DATABASE_URL));
    assert.equal(Boolean(env[TEMPLATE_ENV.pglite]), ENGINE === 'pglite');
  });

  it(`gives ${ENGINE} copies of the template, migrated, each its own`, async () => {
    const url = ENGINE === 'postgres' ? process.env.DATABASE_URL : undefined;
    const first = await openFreshDatabase(url);
    const second = await openFreshDatabase(url);
    try {
      assert.equal(first.engine, ENGINE);
      const migrated = await sql<{ n: number }>`SELECT count(*)::int AS n FROM schema_migrations`.execute(first.db);
      assert.equal(migrated.rows[0]!.n, MIGRATIONS);
      assert.equal(await marks(first.db), 1);
      await sql`INSERT INTO template_mark VALUES (2)`.execute(first.db);
      assert.equal(await marks(first.db), 2);
      assert.equal(await marks(second.db), 1);
    } finally {
      await first.close();
      await second.close();
    }
    // PGlite's copies are all read from one dump kept in memory: a copy written to leaves it as it was.
    const third = await openFreshDatabase(url);
    try {
      assert.equal(await marks(third.db), 1);
    } finally {
      await third.close();
    }
  });
});
