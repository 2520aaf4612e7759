import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import type { Database } from '../../db/tables';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (as in CI). */
export const ENGINES: Engine[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDb {
  db: Kysely<Database>;
  engine: Engine;
  /** a second, independent handle on the same database (PostgreSQL only) */
  url?: string;
  close(): Promise<void>;
}

/** A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database dropped on close. */
export async function openTestDb(engine: Engine): Promise<TestDb> {
  if (engine === 'pglite') {
    const { db, close } = await openDatabase({ dataDir: 'memory://' });
    await migrate(db);
    return { db, engine, close };
  }
  const base = process.env.DATABASE_URL!;
  const name = `dss_dm_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const { db, close } = await openDatabase({ databaseUrl: url.toString() });
  await migrate(db);
  return {
    db,
    engine,
    url: url.toString(),
    async close() {
      await close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
