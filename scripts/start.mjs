// npm start: install, build and serve the whole product on the embedded database with demo data.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, ensureInstalled, run } from './workspace.mjs';

ensureInstalled();
if (process.env.SKIP_BUILD !== '1' || !existsSync(join(ROOT, 'shell/dist/index.html')))
  run('node', ['scripts/build.mjs'], { label: 'build' });
console.log(`Starting the Driving School System on http://localhost:${process.env.PORT ?? 8080}`);
run('node', ['--import', 'tsx', 'packages/server/src/main.ts'], { label: 'server' });
