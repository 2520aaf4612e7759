import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** the new database's URL on the same server as the base URL */
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server of `baseUrl`, for one test file; drop() removes it. */
export async function createScratchDatabase(baseUrl: string): Promise<ScratchDatabase> {
  const name = `dss_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
