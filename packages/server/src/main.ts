import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { ConfigError, configFromEnv, DEMO_NOTICE, DEVELOPMENT_LICENCE_SECRET } from './config';
import { DataDirInUse } from './db/data-dir-lock';
import type { OpenedDatabase } from './db/database';

/** A start refused for a reason the operator can fix: its message alone on stderr, exit 1. */
function refuseStart(err: unknown): never {
  if (err instanceof ConfigError || err instanceof DataDirInUse) {
    process.stderr.write(`The server did not start. ${err.message}\n`);
    process.exit(1);
  }
  throw err;
}

/** `fn`'s answer, or the start refused as above. */
async function orRefuse<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    refuseStart(err);
  }
}

const config = await orRefuse(async () => configFromEnv());
// The database's modules, and the app's once the database is open: a start refused for its
// settings or its data folder says so without loading the app, most of a start's time.
const [{ openDatabase }, { openRuntimeDatabase, provisionRuntimeRole }] = await Promise.all([
  import('./db/database'),
  import('./db/runtime-role'),
]);
// A worker of several only serves, as the runtime role whose URL the primary handed it.
const opened = await orRefuse(() =>
  cluster.isWorker
    ? openRuntimeDatabase(config.databaseRuntimeUrl!)
    : openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
);
const [{ buildApp }, { migrate }, { scheduleLifecycle }, { createMailer }, { RUNS_JOBS_ENV, runPrimary }] = await Promise.all([
  import('./app'),
  import('./db/migrate'),
  import('./lifecycle/schedule'),
  import('./mail/mailer'),
  import('./processes/workers'),
]);
const mailer = createMailer(config);

// PGlite has one user, which migrates, seeds and serves. On PostgreSQL the handle opened above is
// the owner's (DATABASE_URL): it migrates and seeds, then the requests run as the runtime role,
// which cannot touch the audit trail (db/runtime-role.ts); with several workers the primary does
// the first part once and hands the runtime role's URL to the workers.
if (cluster.isWorker) {
  await serve(await built(opened), opened, { applied: [], seeded: false });
} else if (opened.engine === 'pglite') {
  // Built first, so a demo server's notice is its first line, before a long seed.
  const app = await built(opened);
  await serve(app, opened, await prepare(opened));
} else {
  const prepared = await prepare(opened);
  const runtimeUrl = await orRefuse(() =>
    provisionRuntimeRole(opened.db, { ownerUrl: config.databaseUrl!, runtimeUrl: config.databaseRuntimeUrl }).finally(
      opened.close,
    ),
  );
  if (config.workers > 1) {
    runPrimary(config.workers, { DATABASE_RUNTIME_URL: runtimeUrl });
  } else {
    const runtime = await orRefuse(() => openRuntimeDatabase(runtimeUrl));
    await serve(await built(runtime), runtime, prepared);
  }
}

async function built({ db }: OpenedDatabase): Promise<FastifyInstance> {
  const app = await buildApp({ db, config, mailer });
  if (config.demo) app.log.warn(DEMO_NOTICE);
  return app;
}

/** The migrations and, on an empty demo server, the demo school. */
async function prepare({ db }: OpenedDatabase): Promise<{ applied: string[]; seeded: boolean }> {
  const applied = await migrate(db);
  // The demo generator is loaded only when DEMO is on, so a production start never imports it.
  const seeded = config.demo ? await (await import('./demo/seed')).seedDemoIfEmpty(db, { today: new Date() }) : false;
  return { applied, seeded };
}

async function serve(
  app: FastifyInstance,
  { db, engine, close }: OpenedDatabase,
  { applied, seeded }: Awaited<ReturnType<typeof prepare>>,
) {
  app.log.info({ engine, migrations: applied, demoSeeded: seeded }, 'database ready');
  if (config.licenceSecret === DEVELOPMENT_LICENCE_SECRET)
    app.log.warn('LICENCE_SECRET is not set: using the development issuing secret, which only a demo server accepts');

  // A worker of several runs the job only if the primary gave it that role.
  const runsJobs = cluster.isPrimary || process.env[RUNS_JOBS_ENV] === '1';
  const stopLifecycle = runsJobs
    ? scheduleLifecycle(db, app.log, { retentionYears: config.retentionYears, mailer })
    : () => Promise.resolve();

  // The server stops taking requests at once; the database closes once they and the lifecycle
  // run under way have ended (closed under that run, its queries failed and were logged as faults).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void Promise.all([stopLifecycle(), app.close()])
        .then(close)
        .finally(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
}
