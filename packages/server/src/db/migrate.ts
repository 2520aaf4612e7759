import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { transactionally } from './transactionally';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any fixed number: every server process takes the same lock before migrating.
const MIGRATION_LOCK = 82_190_325;

/**
 * Applies each `migrations/*.sql` file once, in name order, each in its own transaction,
 * under an advisory lock so several starting processes do not race.
 */
export async function migrate<DB>(db: Kysely<DB>): Promise<string[]> {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK})`.execute(conn);
    try {
      await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(conn);
      const done = new Set(
        (await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(conn)).rows.map((r) => r.name),
      );
      const applied: string[] = [];
      for (const file of files.filter((f) => !done.has(f))) {
        const text = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
        await transactionally(conn, async (tx) => {
          await sql.raw(text).execute(tx);
          await sql`INSERT INTO schema_migrations (name) VALUES (${file})`.execute(tx);
        });
        applied.push(file);
      }
      return applied;
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`.execute(conn);
    }
  });
}
