// Makes and removes the server suite's template databases (fresh-database.ts copies them):
//   make <folder> [postgres]
//                  migrates an in-memory PGlite and dumps it into <folder>; on DATABASE_URL's
//                  server it also creates and migrates a template database, with its
//                  runtime role. Prints the environment that points the tests at both, as
//                  one JSON line. With `postgres`, only the PostgreSQL template (a test of the
//                  PostgreSQL pass needs no PGlite template, 10 s of migrating).
//   drop <name>    drops the PostgreSQL template database, and the runtime role once unused.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { dropUnusedRuntimeRoles, provisionRuntimeRole } from '../db/runtime-role';
import { adminQuery, TEMPLATE_ENV } from './fresh-database';

async function make(folder: string, { pglite = true } = {}): Promise<Record<string, string>> {
  const env: Record<string, string> = {};
  if (pglite) {
    const memory = await openDatabase({ dataDir: 'memory://' });
    await migrate(memory.db);
    const file = join(folder, 'pglite-template.tar');
    writeFileSync(file, Buffer.from(await (await memory.pglite!.dumpDataDir('none')).arrayBuffer()));
    await memory.close();
    env[TEMPLATE_ENV.pglite] = file;
  }

  const base = process.env.DATABASE_URL;
  if (base) {
    const name = `dss_test_template_${randomBytes(5).toString('hex')}`;
    await adminQuery(base, `CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const postgres = await openDatabase({ databaseUrl: url.toString() });
    await migrate(postgres.db);
    // Its copies share the runtime role made here, and its grants.
    await provisionRuntimeRole(postgres.db, { ownerUrl: url.toString() });
    // No connection may remain on a database that CREATE DATABASE … TEMPLATE copies.
    await postgres.close();
    env[TEMPLATE_ENV.postgres] = name;
  }
  return env;
}

const [command, arg, engines] = process.argv.slice(2);
if (command === 'make' && arg && (engines === undefined || (engines === 'postgres' && process.env.DATABASE_URL))) {
  console.log(JSON.stringify(await make(arg, { pglite: engines !== 'postgres' })));
} else if (command === 'drop' && arg && /^dss_test_template_[0-9a-f]+$/.test(arg) && process.env.DATABASE_URL) {
  await adminQuery(process.env.DATABASE_URL, `DROP DATABASE IF EXISTS ${arg} WITH (FORCE)`);
  await dropUnusedRuntimeRoles(process.env.DATABASE_URL);
} else {
  console.error(
    'usage: database-templates.ts make <folder> [postgres] | drop <dss_test_template_…> (postgres and drop with DATABASE_URL)',
  );
  process.exit(2);
}
