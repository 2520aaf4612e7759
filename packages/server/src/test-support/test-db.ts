import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { openFreshDatabase } from './fresh-database';

export type Engine = 'pglite' | 'postgres';

/**
 * The engine of this run: PostgreSQL when DATABASE_URL is set, else PGlite, as for every other
 * server test (test-server.ts). CI runs the suite once on each (scripts/test.mjs).
 */
export const ENGINE: Engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';

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
