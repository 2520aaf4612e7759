import { buildApp } from './app';
import { configFromEnv, DEVELOPMENT_LICENCE_SECRET } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { scheduleLifecycle } from './lifecycle/schedule';
import { createMailer } from './mail/mailer';

const config = configFromEnv();
const { db, engine, close } = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(db);
// The demo generator is loaded only when DEMO is on, so a production start never imports it.
const seeded = config.demo ? await (await import('./demo/seed')).seedDemoIfEmpty(db, { today: new Date() }) : false;
const app = await buildApp({ db, config, mailer: createMailer(config) });
app.log.info({ engine, migrations: applied, demoSeeded: seeded }, 'database ready');
if (config.licenceSecret === DEVELOPMENT_LICENCE_SECRET)
  app.log.warn('LICENCE_SECRET is not set: using the development issuing secret');

const stopLifecycle = scheduleLifecycle(db, app.log);

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
