// The builds the skew tests serve (e2e/tests/skew.spec.ts), made before the suite starts:
// - the bookings remote and the shell as the baseline commit (baseline.json) built them, the
//   remote also once more as if built against the next major of the wire: these are the
//   baseline's deployed artifacts, kept in baseline-builds.tar.xz beside baseline.json and only
//   unpacked here (`--baseline` builds them again, once, when the baseline moves);
// - today's learners remote with a screen added that the shell has never seen, built each run
//   from a copy of this checkout's mfe-learners beside it, on this checkout's installed packages.
// The baseline's builds are made in a git worktree of its commit, so nothing in this checkout
// changes, and each app folder is put together with today's builds under one root that a test
// server serves (APPS_ROOT). Usage: node e2e/skew/prepare-skew.mjs OUT_DIR | --baseline
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const APPS = ['shell', 'mfe-learners', 'mfe-instructors', 'mfe-bookings', 'mfe-reports', 'mfe-admin'];
const PNPM = ['--yes', `pnpm@${JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).packageManager.split('@')[1]}`];
const { commit } = JSON.parse(readFileSync(join(ROOT, 'e2e/skew/baseline.json'), 'utf8'));
const ARCHIVE = join(ROOT, 'e2e/skew/baseline-builds.tar.xz');
const BASELINE_BUILDS = ['bookings-baseline', 'shell-baseline', 'bookings-next-major'];

const packing = process.argv[2] === '--baseline';
const out = resolve(packing ? mkdtempSync(join(tmpdir(), 'dss-skew-pack-')) : (process.argv[2] ?? join(tmpdir(), 'dss-skew')));
const log = (line) => console.log(`[skew] ${line}`);
const sh = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });

/** A worktree of `ref` with its dependencies installed. */
function worktree(ref) {
  const dir = mkdtempSync(join(tmpdir(), 'dss-skew-tree-'));
  sh('git', ['worktree', 'add', '--detach', dir, ref], ROOT);
  sh('npx', [...PNPM, 'install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent'], dir);
  return dir;
}

function removeWorktree(dir) {
  sh('git', ['worktree', 'remove', '--force', dir], ROOT);
}

/** Builds `app` in `tree` and keeps its dist/ as `name` under OUT_DIR/builds. */
function build(tree, app, name) {
  log(`building ${app} as ${name}`);
  sh('npx', [...PNPM, '--filter', `./${app}`, 'build'], tree);
  return keep(join(tree, app, 'dist'), name);
}

/** Keeps a build's dist/ folder as `name` under OUT_DIR/builds. */
function keep(dist, name) {
  const kept = join(out, 'builds', name);
  cpSync(dist, kept, { recursive: true });
  return kept;
}

/**
 * Today's learners remote with the Lesson Records screen, built from a copy of its folder whose
 * node_modules is this checkout's. A worktree of HEAD needed an install of its own first, of
 * packages this checkout has already: the skew builds took 37 s and 40 s of CPU that way, 18 s and
 * 25 s this way (one idle run each).
 */
function buildLearnersWithLessonRecords() {
  const tree = mkdtempSync(join(tmpdir(), 'dss-skew-learners-'));
  const app = join(tree, 'mfe-learners');
  try {
    cpSync(join(ROOT, 'mfe-learners'), app, {
      recursive: true,
      filter: (path) => !/[\\/]mfe-learners[\\/](node_modules|dist)$/.test(path),
    });
    symlinkSync(join(ROOT, 'mfe-learners/node_modules'), join(app, 'node_modules'));
    addLessonRecords(tree);
    log('building mfe-learners as learners-with-lesson-records');
    sh(join(app, 'node_modules/.bin/webpack'), ['--mode', 'production'], app);
    return keep(join(app, 'dist'), 'learners-with-lesson-records');
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
}

/** An apps root (APPS_ROOT) with today's builds, some replaced: { app: dist folder }. */
function appsRoot(name, replaced) {
  const root = join(out, 'roots', name);
  for (const app of APPS) {
    mkdirSync(join(root, app), { recursive: true });
    symlinkSync(replaced[app] ?? join(ROOT, app, 'dist'), join(root, app, 'dist'));
  }
  return root;
}

/** The wire's version of a checkout, moved to the next major. */
function nextMajor(tree) {
  const file = join(tree, 'packages/contract/src/wire/version.ts');
  const text = readFileSync(file, 'utf8');
  const major = Number(/CONTRACT_VERSION = '(\d+)\./.exec(text)[1]);
  writeFileSync(file, text.replace(/CONTRACT_VERSION = '[^']+'/, `CONTRACT_VERSION = '${major + 1}.0.0'`));
}

/**
 * A screen added to the learners remote, with an action the server already has: it shows how many
 * learners are on record.
 */
const LESSON_RECORDS_PAGE = `import { learnersApi } from '../api/learners-api';
import { ScreenLayout } from '@dss/ui';

export function LessonRecordsPage() {
  const { data } = learnersApi.useLearnersListQuery();
  return (
    <ScreenLayout title="Lesson Records">
      <p>{data ? \`\${data.total} learners on record\` : 'Loading learners…'}</p>
    </ScreenLayout>
  );
}
`;

/** A Lesson Records screen in the learners remote, listed in its routes, that the shell never saw. */
function addLessonRecords(tree) {
  const src = join(tree, 'mfe-learners/src');
  mkdirSync(join(src, 'lesson-records'));
  writeFileSync(join(src, 'lesson-records/LessonRecordsPage.tsx'), LESSON_RECORDS_PAGE);
  const routes = JSON.parse(readFileSync(join(src, 'routes.json'), 'utf8'));
  routes.push({ path: 'lessonrecords', title: 'Lesson Records', permissions: ['user'] });
  writeFileSync(join(src, 'routes.json'), JSON.stringify(routes, null, 2));
  const screens = readFileSync(join(src, 'routes.tsx'), 'utf8');
  const lesson = `  lessonrecords: lazyScreen(\n    () => import('./lesson-records/LessonRecordsPage'),\n    (m) => m.LessonRecordsPage,\n  ),\n`;
  if (!/export const screens: Record<string, ComponentType> = \{\n/.test(screens))
    throw new Error('mfe-learners/src/routes.tsx changed shape');
  writeFileSync(
    join(src, 'routes.tsx'),
    screens.replace(/(export const screens: Record<string, ComponentType> = \{\n)/, `$1${lesson}`),
  );
}

/**
 * The baseline's three builds, made at its commit and packed into ARCHIVE with the commit's name:
 * the precompressed copies are left out (the server compresses what has none), and xz finds the
 * two bookings builds' common files, so the archive holds about one build's worth.
 */
function packBaseline() {
  const baseline = worktree(commit);
  build(baseline, 'mfe-bookings', 'bookings-baseline');
  build(baseline, 'shell', 'shell-baseline');
  nextMajor(baseline);
  build(baseline, 'mfe-bookings', 'bookings-next-major');
  removeWorktree(baseline);
  writeFileSync(join(out, 'builds', 'commit'), `${commit}\n`);
  sh(
    'tar',
    [
      '--create',
      '--xz',
      '--file',
      ARCHIVE,
      '--sort=name',
      '--exclude=*.br',
      '--exclude=*.gz',
      '--mtime=@0',
      '--owner=0',
      '--group=0',
      '--numeric-owner',
      '-C',
      join(out, 'builds'),
      'commit',
      ...BASELINE_BUILDS,
    ],
    ROOT,
  );
  rmSync(out, { recursive: true, force: true });
  log(`baseline ${commit.slice(0, 10)}: three builds packed in ${ARCHIVE} in ${Math.round((Date.now() - t0) / 1000)} s`);
}

/** The baseline's builds from ARCHIVE, refused when they are of another commit than baseline.json names. */
function unpackBaseline() {
  const builds = join(out, 'builds');
  mkdirSync(builds, { recursive: true });
  sh('tar', ['--extract', '--xz', '--file', ARCHIVE, '-C', builds], ROOT);
  const packed = readFileSync(join(builds, 'commit'), 'utf8').trim();
  if (packed !== commit)
    throw new Error(
      `${ARCHIVE} holds the builds of ${packed}, baseline.json names ${commit}: run node e2e/skew/prepare-skew.mjs --baseline`,
    );
  const missing = BASELINE_BUILDS.filter((name) => !readdirSync(builds).includes(name));
  if (missing.length) throw new Error(`${ARCHIVE} lacks ${missing.join(', ')}: run node e2e/skew/prepare-skew.mjs --baseline`);
  return Object.fromEntries(BASELINE_BUILDS.map((name) => [name, join(builds, name)]));
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
// A worktree left by an earlier run that stopped half-way.
sh('git', ['worktree', 'prune'], ROOT);
const t0 = Date.now();

if (packing) {
  packBaseline();
} else {
  const baseline = unpackBaseline();
  const extraLearners = buildLearnersWithLessonRecords();

  const roots = {
    oldRemote: appsRoot('baseline-bookings', {
      'mfe-bookings': baseline['bookings-baseline'],
      'mfe-learners': extraLearners,
    }),
    oldShell: appsRoot('baseline-shell', { shell: baseline['shell-baseline'] }),
    nextMajor: appsRoot('next-major-bookings', { 'mfe-bookings': baseline['bookings-next-major'] }),
  };
  writeFileSync(join(out, 'roots.json'), JSON.stringify(roots, null, 2));
  log(
    `baseline ${commit.slice(0, 10)} unpacked and one build made in ${Math.round((Date.now() - t0) / 1000)} s, roots in ${join(out, 'roots.json')}`,
  );
}
