// Bundle budgets: the gzip size of what each app's production build ships, against the limits
// committed in bundle-budgets.json. npm test runs it after the build stage; it fails naming the
// app, the chunk and the budget that was passed.
//
//   node scripts/bundle-budgets.mjs            measure, print the table, check the budgets
//   node scripts/bundle-budgets.mjs --update   rewrite bundle-budgets.json at today's sizes + 5 %
//
// The shell is measured as a browser sees it: the login route is opened in Chromium with the
// shell's dist/ served from disk, and every script it loads is counted (index.html's entry, the
// shell's own chunks and the shared singletons it provides). A remote is measured from its
// dist/mf-manifest.json: its remoteEntry.js, the chunks of its exposed ./routes, and apart from
// those the fallback copies of the shared singletons, which load only when the remote runs on
// its own. Lazy code of the shared workspace packages (such as the UI kit's PDF viewer) is served
// by the shell and budgeted there. What each chunk is made of comes from the chunk-origins.json
// every build writes (packages/build/chunk-origins-plugin.mjs).
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPS, ROOT } from './workspace.mjs';

const BUDGET_FILE = join(ROOT, 'bundle-budgets.json');
const MARGIN = 0.05;
/**
 * Targets to work toward, in KiB gzip: the login route's JS in total, and a remote's own screen
 * code (its exposed routes chunk and each lazy route chunk). Reported on every run; a remote's
 * screen code is budgeted at its target until it outgrows it, so that building new screens does
 * not need a budget change each time.
 */
const TARGETS = { 'login route total': 300, routes: 80, 'route chunk (largest)': 80 };
const FLOORED = ['routes', 'route chunk (largest)'];
// Once within its target, a metric's budget never passes the target again.
const CAPPED = ['login route total'];
/**
 * Libraries the login route must not load: the schema library. The login form checks its two
 * fields itself and the api sends its own actions by ref (packages/contract/src/action-refs.ts),
 * so a schema imported on the sign-in path again fails here, not only once the total passes 300.
 * Each app bundles its own zod, so this reads which npm packages each loaded script holds.
 */
const NOT_AT_LOGIN = ['zod'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const update = process.argv.includes('--update');
const kib = (bytes) => bytes / 1024;
const fmt = (n) => (n === undefined ? '—' : n.toFixed(1));

const gzCache = new Map();
function gzipKiB(file) {
  if (!gzCache.has(file)) gzCache.set(file, kib(gzipSync(readFileSync(file), { level: 9 }).length));
  return gzCache.get(file);
}
const sum = (dir, files) => [...new Set(files)].reduce((total, f) => total + gzipKiB(join(dir, f)), 0);

function readManifest(app) {
  const file = join(ROOT, app, 'dist/mf-manifest.json');
  if (!existsSync(file)) {
    console.error(`✖ bundle budgets: ${app}/dist/mf-manifest.json is missing; build first (npm run build)`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

const jsOf = (assets) => [...assets.js.sync, ...assets.js.async];

/**
 * A list per script of an app, written by the build's ChunkOriginsPlugin: `chunk-origins` (the
 * folders its code comes from: 'shell', 'mfe-admin', 'packages/ui', 'node_modules') or
 * `chunk-packages` (the npm packages it holds).
 */
function readChunkLists(app, name) {
  const file = join(ROOT, app, `dist/${name}.json`);
  if (!existsSync(file)) {
    console.error(`✖ bundle budgets: ${app}/dist/${name}.json is missing; build first (npm run build)`);
    process.exit(1);
  }
  const lists = JSON.parse(readFileSync(file, 'utf8'));
  return (f) => lists[f] ?? [];
}

/** Opens the shell's login route in Chromium and lists the scripts it loads. */
async function loginRouteScripts(dist) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const origin = 'http://shell.invalid';
    const scripts = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname.slice(1));
    });
    // dist/ is served from disk; the API is not there, as before anyone signs in.
    await page.route(`${origin}/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/remotes.json') return route.fulfill({ json: {} });
      if (pathname.startsWith('/api/')) return route.fulfill({ status: 503, body: '' });
      const file = normalize(join(dist, pathname));
      const found = file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
      return route.fulfill({ path: found && extname(file) ? file : join(dist, 'index.html') });
    });
    await page.goto(`${origin}/`);
    await page.getByLabel('User ID').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return [...new Set(scripts)];
  } finally {
    await browser.close();
  }
}

/**
 * The shell: what its login route loads, split by kind, and its lazy chunks. A loaded chunk of
 * library code only (Chakra UI inside @dss/ui, split out by webpack) is a vendor chunk, not the
 * shell's own code.
 */
async function measureShell() {
  const dist = join(ROOT, 'shell/dist');
  const manifest = readManifest('shell');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+)"/g)].map((m) => m[1]);
  const loaded = await loginRouteScripts(dist);
  const sharedOf = new Map();
  for (const shared of manifest.shared) for (const f of jsOf(shared.assets)) sharedOf.set(f, shared.name);

  const measures = {};
  measures['login route total'] = { size: sum(dist, loaded), files: loaded };
  measures['entry'] = { size: sum(dist, entries), files: entries };
  const originsOf = readChunkLists('shell', 'chunk-origins');
  const rest = loaded.filter((f) => !entries.includes(f) && !sharedOf.has(f));
  const own = rest.filter((f) => originsOf(f).some((o) => o !== 'node_modules'));
  const vendor = rest.filter((f) => !own.includes(f));
  measures['shell code'] = { size: sum(dist, own), files: own };
  measures['vendor chunks'] = { size: sum(dist, vendor), files: vendor, note: 'at login' };
  for (const shared of manifest.shared) {
    const files = jsOf(shared.assets);
    const atLogin = files.some((f) => loaded.includes(f));
    measures[`shared ${shared.name}`] = { size: sum(dist, files), files, note: atLogin ? 'at login' : 'later' };
  }
  const packagesOf = readChunkLists('shell', 'chunk-packages');
  for (const name of NOT_AT_LOGIN) {
    const files = loaded.filter((f) => packagesOf(f).includes(name));
    if (files.length)
      measures[name] = { size: sum(dist, files), files, note: 'at login', unbudgeted: true, forbiddenAtLogin: true };
  }
  const lazy = readdirSync(dist).filter((f) => f.endsWith('.js') && !loaded.includes(f) && !sharedOf.has(f));
  const largest = lazy.sort((a, b) => gzipKiB(join(dist, b)) - gzipKiB(join(dist, a)))[0];
  measures['lazy chunk (largest)'] = { size: largest ? gzipKiB(join(dist, largest)) : 0, files: largest ? [largest] : [] };
  return measures;
}

/** A remote: entry, exposed routes and their chunks, shared fallbacks. */
function measureRemote(app) {
  const dist = join(ROOT, app, 'dist');
  const manifest = readManifest(app);
  const sharedFiles = manifest.shared.flatMap((s) => jsOf(s.assets));
  const measures = {};
  measures['entry'] = { size: sum(dist, [manifest.metaData.remoteEntry.name]), files: [manifest.metaData.remoteEntry.name] };
  const sync = manifest.exposes.flatMap((e) => e.assets.js.sync);
  measures['routes'] = { size: sum(dist, sync), files: sync };
  const async = [...new Set(manifest.exposes.flatMap((e) => e.assets.js.async))].filter((f) => !sharedFiles.includes(f));
  const originsOf = readChunkLists(app, 'chunk-origins');
  const screens = async.filter((f) => originsOf(f).includes(app));
  const fromPackages = async.filter((f) => !screens.includes(f));
  const largest = [...screens].sort((a, b) => gzipKiB(join(dist, b)) - gzipKiB(join(dist, a)))[0];
  measures['route chunk (largest)'] = { size: largest ? gzipKiB(join(dist, largest)) : 0, files: largest ? [largest] : [] };
  measures['route chunks (all)'] = { size: sum(dist, screens), files: screens, unbudgeted: true };
  measures['shared fallbacks'] = { size: sum(dist, sharedFiles), files: sharedFiles };
  measures['shared packages\u2019 lazy code'] = {
    size: sum(dist, fromPackages),
    files: fromPackages,
    unbudgeted: true,
    note: 'served by the shell',
  };
  return measures;
}

function budgetFor(metric, size) {
  const withMargin = Math.max(size * (1 + MARGIN), size + 1);
  const floor = FLOORED.includes(metric) ? TARGETS[metric] : 0;
  const cap = CAPPED.includes(metric) && size <= TARGETS[metric] ? TARGETS[metric] : Infinity;
  return Math.ceil(Math.min(Math.max(withMargin, floor), cap) * 10) / 10;
}

const measured = { shell: await measureShell() };
for (const app of APPS.filter((a) => a !== 'shell')) measured[app] = measureRemote(app);

const committed = existsSync(BUDGET_FILE) ? JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) : { budgets: {} };
const failures = [];
const lines = [];
const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);
lines.push(`${pad('app', 16)}${pad('chunk', 37)}${padL('gzip KiB', 9)}${padL('budget', 9)}  files`);
for (const [app, measures] of Object.entries(measured)) {
  for (const [metric, m] of Object.entries(measures)) {
    const budget = m.unbudgeted ? undefined : committed.budgets[app]?.[metric];
    const files = m.files.length > 3 ? `${m.files.length} files` : m.files.join(' ');
    const note = m.note ? ` (${m.note})` : '';
    lines.push(`${pad(app, 16)}${pad(metric, 37)}${padL(fmt(m.size), 9)}${padL(fmt(budget), 9)}  ${files}${note}`);
    if (m.forbiddenAtLogin) failures.push(`${app} loads ${metric} on the login route (${m.files.join(', ')})`);
    if (update || m.unbudgeted) continue;
    if (budget === undefined)
      failures.push(`${app} "${metric}" has no budget in bundle-budgets.json (node scripts/bundle-budgets.mjs --update adds it)`);
    else if (m.size > budget)
      failures.push(
        `${app} "${metric}" is ${fmt(m.size)} KiB gzip, over its budget of ${fmt(budget)} KiB by ${fmt(m.size - budget)} KiB` +
          ` (${m.files.join(', ')})`,
      );
  }
}
console.log(lines.join('\n'));

console.log('\nTargets:');
for (const [app, measures] of Object.entries(measured)) {
  for (const [metric, target] of Object.entries(TARGETS)) {
    const size = measures[metric]?.size;
    if (size === undefined) continue;
    const verdict = size > target ? `over by ${fmt(size - target)} KiB` : 'within';
    console.log(`  ${app} ${metric}: ${fmt(size)} of ${target} KiB gzip, ${verdict}`);
  }
}

if (update) {
  const budgets = {};
  for (const [app, measures] of Object.entries(measured)) {
    budgets[app] = {};
    for (const [metric, m] of Object.entries(measures)) if (!m.unbudgeted) budgets[app][metric] = budgetFor(metric, m.size);
  }
  const file = {
    comment:
      'KiB gzip per app and kind of chunk; npm test fails when a build passes one. Written by ' +
      '`node scripts/bundle-budgets.mjs --update` at the measured size + 5 % (at least + 1 KiB); a remote\u2019s screen ' +
      `code (routes, route chunk) may grow to its ${TARGETS.routes} KiB target. Raise a budget only on purpose, in its own commit.`,
    targets: TARGETS,
    budgets,
  };
  writeFileSync(BUDGET_FILE, `${JSON.stringify(file, null, 2)}\n`);
  console.log(`\nWrote ${BUDGET_FILE}`);
} else if (failures.length) {
  for (const f of failures) console.error(`✖ bundle budget: ${f}`);
  process.exit(1);
} else console.log('All chunks within their budgets.');
