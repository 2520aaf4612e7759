import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, type KyselyPlugin } from 'kysely';
import pg from 'pg';
import { watchChannel, type ChannelWatch } from './channel-watch';
import { lockDataDir } from './data-dir-lock';
import { DurableNodeFS } from './durable-node-fs';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './tables';

export interface OpenedDatabase {
  db: Kysely<Database>;
  engine: 'pglite' | 'postgres';
  /** the in-memory PGlite behind `db` (memory:// only), whose data folder the test templates dump */
  pglite?: PGlite;
  close(): Promise<void>;
}

// numeric (1700) stays a string so money is never a float; int8 (20) counts become numbers;
// date (1082) stays 'YYYY-MM-DD' so a calendar date never shifts with a time zone.
const keepText = (v: string) => v;
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1082, keepText);

/**
 * PGlite starts PostgreSQL with `-F` (fsync off). On disk it runs with fsync on, and the WAL is
 * flushed with fsync() because Emscripten's fdatasync() does nothing (docs/decisions/server.md,
 * "PGlite durability").
 */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((p) => p !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];

const poolsOf = new WeakMap<Kysely<Database>, pg.Pool>();

/**
 * The pg pool behind a PostgreSQL handle opened here (undefined on PGlite or a transaction), for
 * the one query that runs on every request as a named prepared statement (auth/sessions.ts).
 */
export function postgresPoolOf(db: Kysely<Database>): pg.Pool | undefined {
  return poolsOf.get(db);
}

const sessionWatchesOf = new WeakMap<Kysely<Database>, ChannelWatch>();

/**
 * `db.withPlugin(plugin)` that keeps the handle's pool and session watch, so a server built on it
 * (the report bench's recording handle) takes the same request path as one built on `db`.
 */
export function withPluginKept(db: Kysely<Database>, plugin: KyselyPlugin): Kysely<Database> {
  const derived = db.withPlugin(plugin);
  const pool = poolsOf.get(db);
  const watch = sessionWatchesOf.get(db);
  if (pool) poolsOf.set(derived, pool);
  if (watch) sessionWatchesOf.set(derived, watch);
  return derived;
}

/**
 * The watch on the 'dss_sessions' channel behind a PostgreSQL handle opened here (undefined on
 * PGlite, where this process is the only one): session-change notices (migration 019), for the
 * sessions this process remembers (auth/session-cache.ts).
 */
export function sessionWatchOf(db: Kysely<Database>): ChannelWatch | undefined {
  return sessionWatchesOf.get(db);
}

/**
 * PostgreSQL when `databaseUrl` is given, otherwise PGlite with its data in `dataDir`
 * (`memory://` keeps it in memory, for tests). A data folder on disk is locked to this process
 * while it is open; another process on it is refused with DataDirInUse.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  /** a dumped data folder to start an in-memory PGlite from (the test templates) */
  loadDataDir?: Blob;
}): Promise<OpenedDatabase> {
  if (opts.databaseUrl) {
    // JIT compilation costs 100-300 ms on the report queries and pays back only on far longer
    // ones; no action here runs long enough to gain from it (measured on the large school).
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, options: '-c jit=off' });
    // An idle connection the database ends (a restart, a failover, a dropped test database) is
    // reported on the pool; unhandled, it would end the whole process. The pool opens a new
    // connection on next use, so it is only reported.
    pool.on('error', (err) => process.stderr.write(`database connection ended: ${err.message}\n`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    poolsOf.set(db, pool);
    const sessionWatch = watchChannel(opts.databaseUrl, 'dss_sessions');
    sessionWatchesOf.set(db, sessionWatch);
    return { db, engine: 'postgres', close: () => sessionWatch.close().then(() => db.destroy()) };
  }
  const dataDir = opts.dataDir ?? './data';
  const common = { extensions: { btree_gist, pg_trgm }, parsers: { 20: (v: string) => Number(v), 1082: keepText } };
  if (dataDir.startsWith('memory://')) {
    const pglite = await PGlite.create({ dataDir, loadDataDir: opts.loadDataDir, ...common });
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    return { db, engine: 'pglite', pglite, close: () => db.destroy() };
  }
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const unlock = lockDataDir(folder);
  let client: PGlite;
  try {
    client = await PGlite.create({ fs: new DurableNodeFS(folder), startParams: DURABLE_START_PARAMS, ...common });
  } catch (err) {
    unlock();
    throw err;
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return {
    db,
    engine: 'pglite',
    close: () => db.destroy().finally(unlock),
  };
}
