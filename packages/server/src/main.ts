import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, configFromEnv, DEMO_NOTICE, DEVELOPMENT_LICENCE_SECRET, type ServerConfig } from './config';
import { DataDirInUse } from './db/data-dir-lock';
import { openDatabase, type OpenedDatabase } from './db/database';
import { migrate } from './db/migrate';
import { scheduleLifecycle } from './lifecycle/schedule';
import { createMailer } from './mail/mailer';
import { RUNS_JOBS_ENV, runPrimary } from './processes/workers';

/** A start refused for a reason the operator can fix: its message alone on stderr, exit 1. */
function refuseStart(err: unknown): never {
  if (err instanceof ConfigError || err instanceof DataDirInUse) {
    process.stderr.write(`The server did not start. ${err.message}\n`);
    process.exit(1);
  }
  throw err;
}

let config: ServerConfig;
let opened: OpenedDatabase;
try {
  config = configFromEnv();
  opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (err) {
  refuseStart(err);
}
const { db, engine, close } = opened;
// With several workers (PostgreSQL only), the primary migrates and seeds once, then forks them.
const primaryOfWorkers = config.workers > 1 && cluster.isPrimary;
const mailer = createMailer(config);
const app = primaryOfWorkers ? null : await buildApp({ db, config, mailer });
if (config.demo) app?.log.warn(DEMO_NOTICE);
const applied = await migrate(db);
// The demo generator is loaded only when DEMO is on, so a production start never imports it.
const seeded = config.demo ? await (await import('./demo/seed')).seedDemoIfEmpty(db, { today: new Date() }) : false;
if (!app) {
  await close();
  runPrimary(config.workers);
} else {
  await serve(app);
}

async function serve(app: FastifyInstance) {
  app.log.info({ engine, migrations: applied, demoSeeded: seeded }, 'database ready');
  if (config.licenceSecret === DEVELOPMENT_LICENCE_SECRET)
    app.log.warn('LICENCE_SECRET is not set: using the development issuing secret, which only a demo server accepts');

  // A worker of several runs the job only if the primary gave it that role.
  const runsJobs = cluster.isPrimary || process.env[RUNS_JOBS_ENV] === '1';
  const stopLifecycle = runsJobs ? scheduleLifecycle(db, app.log, { retentionYears: config.retentionYears, mailer }) : () => {};

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopLifecycle();
      void app
        .close()
        .then(close)
        .finally(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
}
