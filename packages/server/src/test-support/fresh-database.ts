import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { dropUnusedRuntimeRoles, provisionRuntimeRole } from '../db/runtime-role';
import type { Database } from '../db/tables';

/**
 * Where the test runner (scripts/test.mjs, through database-templates.ts) leaves a migrated
 * database made once for the whole server suite: a PGlite data folder dumped to a file, and a
 * database on the PostgreSQL server. Unset, each fresh database is created and migrated here.
 */
export const TEMPLATE_ENV = { pglite: 'DSS_TEST_PGLITE_TEMPLATE', postgres: 'DSS_TEST_POSTGRES_TEMPLATE' } as const;

export interface FreshDatabase {
  db: Kysely<Database>;
  engine: 'pglite' | 'postgres';
  /** the database's own URL on PostgreSQL (as its owner), for a second handle or a server process */
  url?: string;
  /** PostgreSQL: the URL of the runtime role the server's requests run as (db/runtime-role.ts) */
  runtimeUrl?: string;
  close(): Promise<void>;
}

/**
 * A dumped data folder handed to PGlite as a Blob that answers `arrayBuffer()` with bytes already
 * in memory: PGlite reads it whole, and Node's own Blob read the suite's 46 MB template in chunks
 * and joined them, about 0.5 s of CPU for each of the 80-odd fresh databases of a pass. The same
 * bytes serve every database: PGlite only reads them (untar, then copies each file into its own
 * file system), and a copy for each cost 0.15 s more.
 */
class KeptDump extends Blob {
  readonly #kept: ArrayBuffer;
  constructor(kept: ArrayBuffer) {
    super([]);
    this.#kept = kept;
  }
  override arrayBuffer() {
    return Promise.resolve(this.#kept);
  }
}

// The template read once per process (a test file opens several databases).
let pgliteTemplate: { file: string; dump: Blob } | undefined;

/** Runs one statement on the server of `url` (CREATE/DROP DATABASE can not run on a pool's connection in a test's database). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A migrated database holding no rows, for one test file: in-memory PGlite, or, given
 * `postgresUrl`, a new database on that PostgreSQL server, dropped on close. Copied from the
 * suite's template when there is one: starting PGlite and migrating costs about 6 s of CPU, loading
 * the template about 1 s. `migrate` still runs, a no-op unless a migration is newer than the template.
 * On PostgreSQL `db` is the owner's, for fixtures; the runtime role is provisioned as a server's
 * start does, for the app (test-server.ts), and roles left by dropped databases are dropped on close.
 */
export async function openFreshDatabase(postgresUrl?: string): Promise<FreshDatabase> {
  if (!postgresUrl) {
    const file = process.env[TEMPLATE_ENV.pglite];
    if (file && pgliteTemplate?.file !== file) {
      const bytes = readFileSync(file);
      pgliteTemplate = { file, dump: new KeptDump(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)) };
    }
    const { db, close } = await openDatabase({ dataDir: 'memory://', loadDataDir: file ? pgliteTemplate!.dump : undefined });
    await migrate(db);
    return { db, engine: 'pglite', close };
  }
  const template = process.env[TEMPLATE_ENV.postgres];
  const name = `dss_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(postgresUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const { db, close } = await openDatabase({ databaseUrl: url.toString() });
  const drop = async () => {
    await close();
    await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropUnusedRuntimeRoles(postgresUrl);
  };
  let runtimeUrl: string;
  try {
    await migrate(db);
    runtimeUrl = await provisionRuntimeRole(db, { ownerUrl: url.toString() });
  } catch (error) {
    await drop();
    throw error;
  }
  return { db, engine: 'postgres', url: url.toString(), runtimeUrl, close: drop };
}
