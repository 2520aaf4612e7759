import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

import {
  BROKEN_REMOTE_PORT,
  EMPTY_DATABASE_LICENCE_SECRET,
  EMPTY_DATABASE_PORT,
  PORT,
  SKEW_PORTS,
  WORKERS,
  workerPorts,
} from './ports';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// The runner loads this file, and so does every worker, where the servers are only addresses: only
// the runner makes the servers' folders (the seeded demo school, each server's data folder, a remote
// map), all in one that goes when the run ends. Each run left about 0.9 GB behind before.
const inRunner = process.env.TEST_WORKER_INDEX === undefined;
const scratch = inRunner ? mkdtempSync(join(tmpdir(), 'dss-e2e-')) : null;
if (scratch) {
  process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
  // The workers keep their browser profiles in it too (support/fixtures.ts).
  process.env.DSS_E2E_SCRATCH = scratch;
}

/** A new folder in this run's own, or none in a worker. */
function runFolder(name: string): string {
  return scratch ? mkdtempSync(join(scratch, `${name}-`)) : '';
}

// A remote map whose learners app points where nothing is deployed, for the contained-error test.
const brokenMap = join(runFolder('remotes'), 'remotes.json');
if (scratch)
  writeFileSync(
    brokenMap,
    JSON.stringify({
      learners: '/remotes/not-deployed/mf-manifest.json',
      instructors: '/remotes/instructors/mf-manifest.json',
      bookings: '/remotes/bookings/mf-manifest.json',
      reports: '/remotes/reports/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    }),
  );

// The demo school is seeded once, into a folder that each demo server starts on a copy of: five
// servers seeding their own at once held the suite's start for two minutes on two cores.
const demoFolder = scratch ? seededDemoFolder() : null;

function seededDemoFolder(): string {
  const folder = join(runFolder('demo'), 'data');
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'packages/server/src/demo/seed-data-folder.ts', folder], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('The demo school could not be seeded for the end-to-end servers.');
  return folder;
}

/** A data folder of its own for one server: a copy of the seeded demo school, or empty. */
function dataFolder(demo: boolean): string {
  const folder = runFolder('server');
  if (demo && demoFolder) cpSync(demoFolder, folder, { recursive: true });
  return folder;
}

const server = (port: number, env: Record<string, string>) => ({
  command: 'node --import tsx packages/server/src/main.ts',
  cwd: ROOT,
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  // Six servers start at once; on a busy two-core machine that can take a minute.
  timeout: 300_000,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    APPS_ROOT: ROOT,
    DATA_DIR: dataFolder(env.DEMO !== '0'),
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    ...env,
  },
});

// The apps roots of the skew servers, when e2e/skew/prepare-skew.mjs has built them (npm test's
// e2e stage does, and names its folder in DSS_SKEW_DIR); skew.spec.ts says so when they are missing.
const skewRoots: Record<keyof typeof SKEW_PORTS, string> | null = process.env.DSS_SKEW_DIR
  ? JSON.parse(readFileSync(join(process.env.DSS_SKEW_DIR, 'roots.json'), 'utf8'))
  : null;
// A root links today's builds, which npm test makes while the skew builds are made: checked here,
// when the servers start, not when the roots are put together.
for (const root of Object.values(skewRoots ?? {}))
  for (const app of readdirSync(root))
    if (!existsSync(join(root, app, 'dist')))
      throw new Error(`${join(root, app, 'dist')} is not built: run npm run build first.`);

export default defineConfig({
  testDir: './tests',
  // Files are shared out between the workers; a file's tests run in order in one worker, on
  // that worker's own servers (ports.ts).
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  // A test's budget, not a wait, sized for a loaded machine: beside one busy loop per core on the
  // slower kind of two-core machine, tests without a budget of their own took up to 40 s of the
  // 45 s they had, and the diary's four axe passes over 45 s in one run. A hung test still fails.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: join(ROOT, 'test-results'),
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // A new page of a site joins the renderer of the page kept open on it (support/fixtures.ts).
        '--process-per-site',
      ],
    },
  },
  webServer: [
    ...Array.from({ length: WORKERS }, (_, index) => workerPorts(index)).flatMap(({ port, mail, smtp }) => [
      server(port, {}),
      server(mail, { SMTP_URL: `smtp://127.0.0.1:${smtp}` }),
    ]),
    server(BROKEN_REMOTE_PORT, { REMOTES_FILE: brokenMap }),
    server(EMPTY_DATABASE_PORT, { DEMO: '0', LICENCE_SECRET: EMPTY_DATABASE_LICENCE_SECRET }),
    ...(skewRoots
      ? (Object.keys(SKEW_PORTS) as (keyof typeof SKEW_PORTS)[]).map((name) =>
          server(SKEW_PORTS[name], { APPS_ROOT: skewRoots[name] }),
        )
      : []),
  ],
});
