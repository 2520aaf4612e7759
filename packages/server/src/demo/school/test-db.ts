import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { openFreshDatabase } from '../../test-support/fresh-database';

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
export function openTestDb(engine: Engine): Promise<TestDb> {
  return openFreshDatabase(engine === 'postgres' ? process.env.DATABASE_URL : undefined);
}
