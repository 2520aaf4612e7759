// npm test: every suite, quick stages first. Each stage names itself; the first failing stage
// stops the run. The last line counts the tests: 'N passed, N failed'.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, ROOT, bin, ensureInstalled, run, runCaptured } from './workspace.mjs';

// Every workspace project with a tsconfig.json: the packages, the apps and the end-to-end suites.
const TYPECHECKED = [...readdirSync(join(ROOT, 'packages')).map((dir) => `packages/${dir}`), ...APPS, 'e2e'].filter((project) =>
  existsSync(join(ROOT, project, 'tsconfig.json')),
);
const DEPCRUISED = [...APPS, 'packages', 'e2e'];
const totals = { passed: 0, failed: 0 };
const timings = [];
const only = process.argv.slice(2);

/** Runs a stage; `fn` answers true when it passed, or false / a list of the checks that failed. */
async function stage(name, fn) {
  if (only.length && !only.includes(name)) return;
  const t0 = Date.now();
  console.log(`\n━━ stage: ${name} ━━`);
  const result = await fn();
  timings.push(`${name} ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  if (result !== true) {
    const why = Array.isArray(result) && result.length ? `: ${result.join('; ')}` : '';
    console.error(`\n✖ stage '${name}' failed${why}`);
    finish(1);
  }
}

// Type-aware linting holds every project's TypeScript program at once: past Node's default
// 4 GiB heap once the five remotes were built. The machines have 24 GiB.
const LINT_ENV = { NODE_OPTIONS: '--max-old-space-size=8192' };

/** Runs checks one after another, all of them, and answers true or the names of those that failed. */
async function checks(list) {
  const failed = [];
  for (const [label, cmd, args, env] of list) {
    console.log(`· ${label}`);
    const { code } = await runCaptured(cmd, args, { env });
    if (code !== 0) failed.push(label);
  }
  return failed.length ? failed : true;
}

/** Runs `task` over `items`, two at a time (the machines have two cores). */
async function inPairs(items, task) {
  const queue = [...items];
  const worker = async () => {
    while (queue.length) await task(queue.shift());
  };
  await Promise.all([worker(), worker()]);
}

function finish(code) {
  console.log(`\nStages: ${timings.join(', ')}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

function count(output, passRe, failRe) {
  const pick = (re) => [...output.matchAll(re)].reduce((sum, m) => sum + Number(m[1]), 0);
  const passed = pick(passRe);
  const failed = pick(failRe);
  totals.passed += passed;
  totals.failed += failed;
  return { passed, failed };
}

function serverTestFiles() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.test.ts')) files.push(path);
    }
  };
  walk(join(ROOT, 'packages/server/src'));
  return files.sort();
}

async function serverSuite(label, env, prefix = '') {
  console.log(`server tests on ${label}`);
  const { code, output } = await runCaptured(
    'node',
    ['--import', 'tsx', '--test', '--test-reporter=spec', ...serverTestFiles()],
    { env, prefix },
  );
  const { failed } = count(output, /^ℹ pass (\d+)$/gm, /^ℹ fail (\d+)$/gm);
  return code === 0 && failed === 0;
}

ensureInstalled();

await stage('types', async () => {
  const failed = [];
  await inPairs(TYPECHECKED, async (project) => {
    const { code } = await runCaptured(bin('tsc'), ['--noEmit', '-p', project]);
    if (code !== 0) failed.push(`type errors in ${project} (tsc)`);
  });
  return failed.length ? failed : true;
});

// Lint, formatting and one-way imports: the rules are in eslint.config.mjs, .prettierrc.json
// and .dependency-cruiser.cjs; each failure below names the rule it broke.
await stage('lint', () =>
  checks([
    ['lint (eslint, zero warnings)', bin('eslint'), ['.', '--max-warnings', '0'], LINT_ENV],
    ['formatting (prettier --check; prettier --write . fixes it)', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
    [
      'one-way imports (dependency-cruiser)',
      bin('depcruise'),
      [...DEPCRUISED, '--config', '.dependency-cruiser.cjs', '--output-type', 'err-long'],
    ],
  ]),
);

await stage('unit', async () => {
  const { code, output } = await runCaptured(bin('jest'), ['--ci', '--silent']);
  count(output, /^Tests:.*?(\d+) passed/gm, /^Tests:.*?(\d+) failed/gm);
  return code === 0;
});

// The two engines' suites run side by side: each runs one test file at a time, and PGlite's is
// bound to one core where PostgreSQL's is split between the test process and the database.
await stage('server', async () => {
  if (!process.env.DATABASE_URL) return serverSuite('PGlite', { DATABASE_URL: '' });
  const passed = await Promise.all([
    serverSuite('PGlite', { DATABASE_URL: '' }, '[PGlite] '),
    serverSuite(`PostgreSQL (${new URL(process.env.DATABASE_URL).host})`, {}, '[PostgreSQL] '),
  ]);
  return passed.every(Boolean);
});

await stage('build', async () => {
  run('node', ['scripts/build.mjs'], { label: 'build' });
  return true;
});

await stage('budgets', async () => {
  const { code } = await runCaptured('node', ['scripts/bundle-budgets.mjs']);
  return code === 0 || ['bundle budgets (bundle-budgets.json)'];
});

await stage('e2e', async () => {
  const { code, output } = await runCaptured(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']);
  count(output, /^\s+(\d+) passed/gm, /^\s+(\d+) failed/gm);
  return code === 0;
});

finish(0);
