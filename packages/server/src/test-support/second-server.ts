import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { createMailer, type Mailer } from '../mail/mailer';
import type { TestServer } from './test-server';

/**
 * Another server on the same PostgreSQL database as `first`, with its own connection pool, the
 * way a second process behind a load balancer would run (PostgreSQL only: PGlite is one process's
 * memory). Closing it leaves the database to `first`.
 */
export async function startSecondServer(first: TestServer, opts: { mailer?: Mailer } = {}): Promise<TestServer> {
  const databaseUrl = first.config.databaseUrl;
  if (!databaseUrl) throw new Error('A second server needs PostgreSQL (DATABASE_URL).');
  const { db, engine, close } = await openDatabase({ databaseUrl });
  const app = await buildApp({ db, config: first.config, mailer: opts.mailer ?? createMailer(first.config) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    app,
    config: first.config,
    engine,
    async close() {
      await app.close();
      await close();
    },
  };
}
