import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app';
import { configFromEnv, type ServerConfig } from '../config';
import type { Database } from '../db/tables';
import { seedPlatform } from '../demo/seed-platform';
import { createMailer, type Mailer } from '../mail/mailer';
import { openFreshDatabase } from './fresh-database';

export interface TestServer {
  url: string;
  db: Kysely<Database>;
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
  const { db, engine, url: databaseUrl, close } = await openFreshDatabase(process.env.DATABASE_URL || undefined);
  const outboxDir = mkdtempSync(join(tmpdir(), 'dss-outbox-'));
  const config: ServerConfig = {
    ...configFromEnv({ LOG_LEVEL: 'warn', ...opts.env }),
    databaseUrl,
    dataDir: 'memory://',
    appsRoot: null,
    outboxDir,
    ...opts.config,
  };
  await (opts.seed ?? seedPlatform)(db);
  const app = await buildApp({ db, config, mailer: opts.mailer ?? createMailer(config) });
  await app.ready();
  return {
    db,
    app,
    config,
    engine,
    async close() {
      await app.close();
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
