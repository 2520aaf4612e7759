// npm test: every suite, quick stages first. Each stage names itself; the first failing stage
// stops the run. The last line counts the tests: 'N passed, N failed'.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { changedFiles, isSource, serverTestFiles, serverTestsFor, touchedProjects } from './changed-files.mjs';
import { APPS, ROOT, bin, ensureInstalled, runCaptured } from './workspace.mjs';

// Every workspace project with a tsconfig.json: the packages, the apps and the end-to-end suites.
// Those tsconfig.web.json includes, with the same options, are checked as that one program: each
// app's own program checked the UI kit again (8 programs of about 17 s against one of 30 s).
const WEB = JSON.parse(readFileSync(join(ROOT, 'tsconfig.web.json'), 'utf8')).include.map((src) => src.replace(/\/src$/, ''));
const inWeb = (project) => WEB.some((pattern) => new RegExp(`^${pattern.replace('*', '[^/]+')}$`).test(project));
const TYPECHECKED = [
  'tsconfig.web.json',
  ...[...readdirSync(join(ROOT, 'packages')).map((dir) => `packages/${dir}`), ...APPS, 'e2e'].filter(
    (project) => existsSync(join(ROOT, project, 'tsconfig.json')) && !inWeb(project),
  ),
];
const DEPCRUISED = [...APPS, 'packages', 'e2e'];
const totals = { passed: 0, failed: 0 };
const timings = [];
// `--changed` (or `--changed=<branch>`) narrows the stages to what a change touches, for the
// developer's loop; stage names still pick stages. Without it every check runs (as CI does).
const changedFlag = process.argv.slice(2).find((arg) => arg === '--changed' || arg.startsWith('--changed='));
const changed = changedFlag ? changedFiles(changedFlag.split('=')[1]) : null;
// Of those, the ones ESLint and Jest read: none when a change is of docs alone.
const changedSources = changed?.filter(isSource) ?? null;
const only = process.argv.slice(2).filter((arg) => arg !== changedFlag);
if (changed) {
  console.log(`--changed: ${changed.length} files${changed.length ? `\n  ${changed.join('\n  ')}` : ''}`);
  // The slow stages only when named: the build, its budgets and the browser suite.
  if (!only.length) only.push('contract', 'types', 'lint', 'unit', 'server');
}

/** Runs a stage; `fn` answers true when it passed, or false / a list of the checks that failed. */
async function stage(name, fn) {
  await together([name, fn]);
}

/** Runs stages at the same time; once all have ended, stops the run if any failed. */
async function together(...list) {
  const failed = [];
  await Promise.all(
    list.map(async ([name, fn]) => {
      // 'types + lint' runs when either is named.
      if (only.length && !name.split(' + ').some((part) => only.includes(part))) return;
      const t0 = Date.now();
      console.log(`\n━━ stage: ${name} ━━`);
      const result = await fn();
      timings.push(`${name} ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      if (result !== true) {
        const why = Array.isArray(result) && result.length ? `: ${result.join('; ')}` : '';
        failed.push(`\n✖ stage '${name}' failed${why}`);
      }
    }),
  );
  if (failed.length) {
    console.error(failed.join(''));
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

/** One engine's pass over `files`, in one process (run-in-one-process.ts says why). */
async function serverSuite(label, env, files, prefix = '') {
  console.log(`server tests on ${label}`);
  const { code, output } = await runCaptured(
    'node',
    ['--import', 'tsx', '--test-reporter=spec', 'packages/server/src/test-support/run-in-one-process.ts', ...files],
    { env, prefix },
  );
  const { failed } = count(output, /^ℹ pass (\d+)$/gm, /^ℹ fail (\d+)$/gm);
  return code === 0 && failed === 0;
}

/**
 * `files` in two shares of about as many tests each (the count of it( and test( calls in a file
 * followed its time on either engine within 1 %, where its size was 10 % off), biggest first.
 */
function twoShares(files) {
  const tests = (file) => (readFileSync(file, 'utf8').match(/\b(it|test)\(/g) ?? []).length;
  const shares = [
    { files: [], tests: 0 },
    { files: [], tests: 0 },
  ];
  for (const { file, count } of files.map((file) => ({ file, count: tests(file) })).sort((a, b) => b.count - a.count)) {
    const lighter = shares[0].tests <= shares[1].tests ? shares[0] : shares[1];
    lighter.files.push(file);
    lighter.tests += count;
  }
  return shares.map((share) => share.files.sort()).filter((share) => share.length);
}

function lastJsonLine(output) {
  try {
    return JSON.parse(output.trim().split('\n').pop());
  } catch {
    return null;
  }
}

const TEMPLATES_SCRIPT = 'packages/server/src/test-support/database-templates.ts';

/** The server suite's template databases: the environment naming them, and their removal. */
async function makeDatabaseTemplates() {
  const folder = mkdtempSync(join(tmpdir(), 'dss-test-templates-'));
  const { code, output } = await runCaptured('node', ['--import', 'tsx', TEMPLATES_SCRIPT, 'make', folder]);
  const env = code === 0 ? lastJsonLine(output) : null;
  const remove = async () => {
    rmSync(folder, { recursive: true, force: true });
    const postgres = env?.DSS_TEST_POSTGRES_TEMPLATE;
    if (postgres) await runCaptured('node', ['--import', 'tsx', TEMPLATES_SCRIPT, 'drop', postgres]);
  };
  if (!env) await remove();
  return env && { env, remove };
}

/**
 * The builds the e2e stage's skew tests serve (the baseline commit's, unpacked from their archive,
 * and today's remote with a screen added), made once: beside the server stage in a full run, else
 * by the e2e stage itself.
 * A folder named in DSS_SKEW_DIR is used as it is and kept (scripts/test-under-load.mjs makes it
 * once for several runs).
 */
let skewMade;
function skewBuilds() {
  const given = process.env.DSS_SKEW_DIR;
  if (given) skewMade ??= Promise.resolve({ dir: given, ok: existsSync(join(given, 'roots.json')), kept: true });
  skewMade ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dss-skew-'));
    const { code } = await runCaptured('node', ['e2e/skew/prepare-skew.mjs', dir], { prefix: '[skew builds] ' });
    if (code !== 0) rmSync(dir, { recursive: true, force: true });
    return { dir, ok: code === 0 };
  })();
  return skewMade;
}

ensureInstalled();

// What one app may rely on in another's deploy: the wire's compatibility with its released
// snapshots (packages/contract/compat/check-wire.ts) and the shared kit's and api's API reports
// (scripts/api-reports.mjs); the version each change needs is checked by the unit stage.
const sharedPackages = /^packages\/(contract|ui|api)\//;
const contract = () =>
  changed && !changed.some((file) => sharedPackages.test(file))
    ? true
    : checks([
        [
          'wire compatibility (npm run contract:snapshot after moving the version)',
          'node',
          ['--import', 'tsx', 'packages/contract/compat/check-wire.ts'],
        ],
        ['API reports of @dss/ui and @dss/api (npm run api:report)', 'node', ['scripts/api-reports.mjs', '--check']],
      ]);

// Lint's other checks: formatting and one-way imports. The rules are in .prettierrc.json and
// .dependency-cruiser.cjs; each failure names the rule it broke.
const formatAndImports = () => [
  [
    'formatting (prettier --check; prettier --write . fixes it)',
    bin('prettier'),
    ['--check', ...(changed ?? ['.']), '--ignore-unknown', '--log-level', 'warn'],
  ],
  [
    'one-way imports (dependency-cruiser)',
    bin('depcruise'),
    [...DEPCRUISED, '--config', '.dependency-cruiser.cjs', '--output-type', 'err-long'],
  ],
];

if (changed) {
  await stage('contract', contract);
  // The developer's loop: tsc on the projects a change touches, ESLint on its files.
  await together(
    [
      'types',
      async () => {
        const failed = [];
        await inPairs(touchedProjects(changed, TYPECHECKED, inWeb, 'tsconfig.web.json'), async (project) => {
          const { code } = await runCaptured(bin('tsc'), ['--noEmit', '-p', project]);
          if (code !== 0) failed.push(`type errors in ${project} (tsc)`);
        });
        return failed.length ? failed : true;
      },
    ],
    [
      'lint',
      () => {
        if (!changed.length) return true;
        // ESLint given no file lints the whole workspace: a change of docs alone has nothing for it.
        const eslint = [
          'lint (eslint, zero warnings)',
          bin('eslint'),
          [...changedSources, '--no-warn-ignored', '--max-warnings', '0'],
          LINT_ENV,
        ];
        return checks([...(changedSources.length ? [eslint] : []), ...formatAndImports()]);
      },
    ],
  );
} else {
  // The contract's checks (about 20 s, mostly one core) beside the two halves of types and lint.
  await together(['contract', contract], ['types + lint', typesAndLint]);
}

/**
 * Every project's types and the whole workspace's lint, the TypeScript programs built once for
 * both (scripts/types-and-lint.mjs): tsc and ESLint's type-aware rules each built them before, and
 * ESLint alone took twice tsc's time. Two halves of about equal work, one per core; formatting and
 * imports follow the shorter.
 */
async function typesAndLint() {
  const webDirs = [...new Set([...APPS, ...WEB].filter((dir) => !dir.includes('*') && inWeb(dir)))];
  const others = TYPECHECKED.filter((project) => project !== 'tsconfig.web.json' && project !== 'e2e');
  // Everything else ESLint's `eslint .` met: the other packages, the scripts, the root's files.
  const packages = readdirSync(join(ROOT, 'packages')).map((dir) => `packages/${dir}`);
  const rest = [
    ...packages.filter((dir) => !inWeb(dir)),
    ...readdirSync(ROOT).filter((entry) => !['node_modules', '.git', 'packages', 'e2e', ...APPS].includes(entry)),
  ];
  const half = async (projects, patterns, prefix) => {
    const { code, output } = await runCaptured('node', ['scripts/types-and-lint.mjs', ...projects, '--', ...patterns], {
      env: LINT_ENV,
      prefix,
    });
    const summary = lastJsonLine(output);
    if (code !== 0 || !summary) return ['types and lint (scripts/types-and-lint.mjs ended without its summary)'];
    const failed = summary.typeErrors.map((project) => `type errors in ${project} (tsc)`);
    if (summary.lintErrors || summary.lintWarnings) failed.push('lint (eslint, zero warnings)');
    return failed;
  };
  const failed = new Set(
    (
      await Promise.all([
        half(['tsconfig.web.json', 'e2e'], [...webDirs, 'e2e'], '[web and e2e] ').then(async (first) => {
          const next = await checks(formatAndImports());
          return [...first, ...(next === true ? [] : next)];
        }),
        half(others, rest, '[server and packages] '),
      ])
    ).flat(),
  );
  return failed.size ? [...failed] : true;
}

// Two workers: Jest's default on two cores is one, which leaves the other core idle (1.5× as
// long on two of the projects, measured).
await stage('unit', async () => {
  // Jest follows the imports of the changed files to the tests that reach them; given none, it
  // stops at its usage text.
  if (changedSources && !changedSources.length) return true;
  const related = changedSources ? ['--passWithNoTests', '--findRelatedTests', ...changedSources] : [];
  const { code, output } = await runCaptured(bin('jest'), ['--ci', '--silent', '--maxWorkers=2', ...related]);
  count(output, /^Tests:.*?(\d+) passed/gm, /^Tests:.*?(\d+) failed/gm);
  return code === 0;
});

// The two engines' suites run side by side, each process one test file at a time. PGlite's pass
// runs in two processes, each with half the tests: in one it was bound to one core for the whole
// stage while PostgreSQL's pass, split between its test process and the database, and the skew
// builds shared the other, and ended the stage long after them.
// Every test file starts from a copy of one migrated database made here, not a database it
// creates and migrates itself (test-support/fresh-database.ts).
// The skew builds (webpack, mostly one core) and the build with its budgets take the server
// stage's spare time: one after the other, each ended on one busy core while the other idled.
await together(
  [
    'build',
    async () => {
      const { code } = await runCaptured('node', ['scripts/build.mjs'], { prefix: '[build] ' });
      return code === 0 || ['the build (scripts/build.mjs)'];
    },
  ],
  [
    'server',
    async () => {
      const files = changed ? serverTestsFor(changed, serverTestFiles()) : serverTestFiles();
      if (!files.length) return true;
      const templates = await makeDatabaseTemplates();
      if (!templates) return ['the template databases could not be made (database-templates.ts)'];
      try {
        const pglite = twoShares(files).map((share, i) =>
          serverSuite(`PGlite (share ${i + 1} of 2)`, { ...templates.env, DATABASE_URL: '' }, share, `[PGlite ${i + 1}] `),
        );
        const postgres = process.env.DATABASE_URL
          ? [serverSuite(`PostgreSQL (${new URL(process.env.DATABASE_URL).host})`, templates.env, files, '[PostgreSQL] ')]
          : [];
        const passed = await Promise.all([...pglite, ...postgres]);
        return passed.every(Boolean);
      } finally {
        await templates.remove();
      }
    },
  ],
  ['skew builds', async () => (await skewBuilds()).ok || ['the skew builds could not be made (e2e/skew/prepare-skew.mjs)']],
);

await stage('budgets', async () => {
  const { code } = await runCaptured('node', ['scripts/bundle-budgets.mjs']);
  return code === 0 || ['bundle budgets (bundle-budgets.json)'];
});

await stage('e2e', async () => {
  const skew = await skewBuilds();
  if (!skew.ok) return ['the skew builds could not be made (e2e/skew/prepare-skew.mjs)'];
  const { code, output } = await runCaptured(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
    env: { DSS_SKEW_DIR: skew.dir },
  });
  if (!skew.kept) rmSync(skew.dir, { recursive: true, force: true });
  count(output, /^\s+(\d+) passed/gm, /^\s+(\d+) failed/gm);
  return code === 0;
});

finish(0);
