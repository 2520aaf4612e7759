// Prepares a PGlite data folder as a demo server leaves it after its first start, and exits:
// migrated, seeded with the demo school, and the lifecycle job run once (its first run builds
// last month's overview PDFs, a few seconds of work). A server started on the folder, or on a
// copy of it, has none of that left to do: the end-to-end suites prepare one folder this way and
// start each of their servers on a copy (e2e/playwright.config.ts).
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { runLifecycle } from '../lifecycle/job';
import { seedDemoIfEmpty } from './seed';

const dataDir = process.argv[2];
if (!dataDir) {
  process.stderr.write('Usage: node --import tsx packages/server/src/demo/seed-data-folder.ts <data folder>\n');
  process.exit(2);
}
const { db, close } = await openDatabase({ dataDir });
try {
  await migrate(db);
  await seedDemoIfEmpty(db, { today: new Date() });
  await runLifecycle(db, new Date());
} finally {
  await close();
}
