import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/**
 * Drops the secondary indexes of `tables` before a bulk load and answers the step that builds
 * each once afterwards: maintaining dozens of indexes row by row is much of a large load's
 * cost, one build per index is a sort. Primary keys and the indexes behind constraints stay.
 * Only for a school nobody uses yet.
 */
export async function dropSecondaryIndexes(db: Kysely<Database>, tables: readonly string[]): Promise<() => Promise<void>> {
  const indexes = await sql<{ name: string; definition: string }>`
    SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid
    JOIN pg_class t ON t.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = current_schema() AND t.relname = ANY(${[...tables]}::text[])
      AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
    ORDER BY c.relname`.execute(db);
  for (const { name } of indexes.rows) await sql`DROP INDEX ${sql.ref(name)}`.execute(db);
  // Two connections build at once (CREATE INDEX takes a lock that another CREATE INDEX shares).
  const lanes = [0, 1].map((lane) => indexes.rows.filter((_, i) => i % 2 === lane));
  return async () => {
    await Promise.all(
      lanes.map(async (lane) => {
        for (const { definition } of lane) await sql.raw(definition).execute(db);
      }),
    );
  };
}

/** Whether this connection may switch triggers and foreign-key checks off (a superuser). */
export async function maySkipChecks(db: Kysely<Database>): Promise<boolean> {
  const r = await sql<{ rolsuper: boolean }>`SELECT rolsuper FROM pg_roles WHERE rolname = current_user`.execute(db);
  return r.rows[0]?.rolsuper === true;
}
