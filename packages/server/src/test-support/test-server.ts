import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app';
import { GENERATED_PASSWORD_COST, useHashCost } from '../auth/password-hash';
import { configFromEnv, type ServerConfig } from '../config';
import type { Database } from '../db/tables';
import { openRuntimeDatabase } from '../db/runtime-role';
import { seedPlatform } from '../demo/seed-platform';
import { createMailer, type Mailer } from '../mail/mailer';
import { openFreshDatabase } from './fresh-database';
import { scratchDir } from './scratch-dir';

// Test servers hash chosen passwords at a sixteenth of the generated passwords' memory (N=2^12,
// about 8 ms): each engine's pass seeds staff and signs in some 700 times, 28 s of scrypt at the
// generated cost, and its hashes guard nothing. password-hash.test.ts checks the real costs.
useHashCost({ ...GENERATED_PASSWORD_COST, N: 2 ** 12 });

export interface TestServer {
  url: string;
  /** the database's owner (PGlite's one user): for fixtures, and for reading what the app did */
  db: Kysely<Database>;
  /** the handle the app runs on: the runtime role's on PostgreSQL, `db` itself on PGlite */
  appDb: Kysely<Database>;
  /** PostgreSQL: the URL of the runtime role the app runs as */
  runtimeUrl?: string;
  app: FastifyInstance;
  config: ServerConfig;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface TestServerOptions {
  seed?: (db: Kysely<Database>) => Promise<void>;
  mailer?: Mailer;
  env?: NodeJS.ProcessEnv;
  /** Settings the environment cannot give a test, such as a folder of built apps to serve. */
  config?: Partial<ServerConfig>;
}

/** The app over a fresh database, built and ready but not listening (inject.ts and startTestServer share it). */
export async function buildTestApp(opts: TestServerOptions = {}): Promise<Omit<TestServer, 'url'>> {
  const { db, engine, url: databaseUrl, runtimeUrl, close } = await openFreshDatabase(process.env.DATABASE_URL || undefined);
  const outboxDir = scratchDir('dss-outbox-');
  const config: ServerConfig = {
    ...configFromEnv({ LOG_LEVEL: 'warn', ...opts.env }),
    databaseUrl,
    dataDir: 'memory://',
    appsRoot: null,
    outboxDir,
    ...opts.config,
  };
  await (opts.seed ?? seedPlatform)(db);
  // The app runs as the server's does: on PostgreSQL as the runtime role, so every test of the
  // app shows that role's grants are enough.
  const runtime = runtimeUrl ? await openRuntimeDatabase(runtimeUrl) : null;
  const appDb = runtime?.db ?? db;
  const app = await buildApp({ db: appDb, config, mailer: opts.mailer ?? createMailer(config) });
  await app.ready();
  return {
    db,
    appDb,
    runtimeUrl,
    app,
    config,
    engine,
    async close() {
      await app.close();
      await runtime?.close();
      await close();
    },
  };
}

/**
 * A real server on a loopback port over a fresh database: in-memory PGlite, or, when
 * DATABASE_URL is set, a new database on that PostgreSQL server, dropped afterwards. For tests
 * where real HTTP is the point (sign-in, static files, uploads); others use inject.ts.
 */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const built = await buildTestApp(opts);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { ...built, url: `http://127.0.0.1:${port}` };
}
