/**
 * How fast View/Edit Learners shows its first rows on a phone-class CPU (Chromium at 4× CPU
 * throttling): a cold hard load (new browser profile, empty cache) and a warm one (the same
 * profile loading the screen again). A measuring script, not a test: it prints the figures.
 *
 *   PERF_DATABASE_URL=postgres://…/large_copy node --import tsx e2e/perf/manage-learners.perf.ts
 *   PERF_BASE_URL=http://127.0.0.1:8080 node --import tsx e2e/perf/manage-learners.perf.ts
 *
 * With PERF_DATABASE_URL it starts the built server on that database (it runs the migrations, so
 * never point it at a database others measure on); with PERF_BASE_URL it uses a running server.
 * Targets: cold < 2 s, warm < 1 s. PERF_RUNS (default 3) loads each.
 *
 * In the same browser and run it also loads two floor pages with the same ten rows (floor/): a
 * static HTML page and a bare React page, so the screen's figures can be read against what this
 * machine's browser and React alone cost (PERF_FLOOR_PORT, default 8691). Each run takes its turn
 * at the screen, the floor pages and the moves below, so they meet the machine at the same speed.
 *
 * Then it moves inside the app as a clerk does, each move from a screen drawn and read for
 * READING_MS: Home to View/Edit Learners, Home to Book Learners, and a charted report opened from
 * the reports chooser. Each is timed from the click to the next screen's first rows (the report's
 * first chart; the whole report, drawn in parts, is timed too), and printed as a ratio to the bare
 * React page's cold hard load, its target (at most 1×).
 *
 * Every figure is read twice: by this script (from its command to Playwright seeing the element,
 * which counts Playwright's own checks, run in the throttled page, and its polling) and by the
 * page's own clock (in-page.ts: from the navigation's start, or each click's event, to the frame
 * after the element is in the page). A move of two clicks counts each click's wait in the page, not
 * the time Playwright takes to find and check the second button. The targets are read on the
 * page's clock, the bare React page's figures read the same way.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { startFloorPages } from './floor/floor-pages';
import { clicksToSeen, firstSeen, installPageClock, watchInPage, type InPageTest } from './in-page';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SCREEN = '/dashboard/managelearners';
const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.PERF_RUNS ?? 3);
const TARGET_MS = { cold: 2000, warm: 1000 };
// How long a clerk looks at a screen before moving on: the time the app has to fetch ahead.
const READING_MS = Number(process.env.PERF_READING_MS ?? 2000);

async function startServer(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', APPS_ROOT: ROOT, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let waited = 0; waited < 300_000; waited += 500) {
    if (child.exitCode !== null) throw new Error(`the server ended with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('the server did not answer /api/health within 5 minutes');
}

/**
 * The server runs its lifecycle job as it starts (on the large school, a minute or more of
 * queries): wait until the database has had no other busy session for 3 s, so the loads are not
 * measured against it. Needs psql on the PATH; gives up waiting after 5 minutes.
 */
async function waitForQuietDatabase(databaseUrl: string) {
  const busy = () =>
    Number(
      spawnSync(
        'psql',
        [
          databaseUrl,
          '-Atc',
          "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND state <> 'idle' AND pid <> pg_backend_pid()",
        ],
        { encoding: 'utf8' },
      ).stdout.trim() || 0,
    );
  let quiet = 0;
  for (let waited = 0; waited < 300_000 && quiet < 3; waited += 1000) {
    quiet = busy() === 0 ? quiet + 1 : 0;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** A signed-in office user's storage (the session lives in localStorage), made once: the demo's office user with the reports privilege, so the report move can be made. */
async function signedInState(browser: Browser, base: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.getByLabel('User ID').fill('2');
  const password = page.getByLabel(/^Password/);
  await password.fill('demo-user');
  await password.press('Enter');
  await page.waitForURL(/\/dashboard\/home$/);
  const state = await context.storageState();
  await context.close();
  return state;
}

const learnerRows = (page: Page) =>
  page.getByRole('table', { name: 'Learners' }).locator('tbody tr').filter({ hasText: /^L\d+/ });

/** The first row of a learners table, as the page itself tests it (in-page.ts). */
const learnerRowInPage: InPageTest = () =>
  Array.from(document.querySelectorAll('table[aria-label="Learners"] tbody tr')).some((tr) => /^L\d+/.test(tr.textContent ?? ''));

interface Timed {
  /** from the script's command to Playwright seeing it */
  driver: number;
  /** on the page's clock, to the frame after it is in the page */
  page: number;
}

/**
 * Milliseconds from asking for `url` to its first learner row being visible, CPU slowed; with
 * `keepRows`, also the rows' cell texts.
 */
async function loadToFirstRow(context: BrowserContext, url: string, keepRows?: string[][]): Promise<Timed> {
  const page = await context.newPage();
  await installPageClock(page, learnerRowInPage);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await learnerRows(page).first().waitFor({ state: 'visible', timeout: 120_000 });
  const driver = performance.now() - started;
  const inPage = await firstSeen(page);
  if (process.env.PERF_WATERFALL) await printWaterfall(page);
  if (keepRows)
    keepRows.push(
      ...(await learnerRows(page).evaluateAll((trs) =>
        (trs as HTMLTableRowElement[]).map((tr) => Array.from(tr.cells, (td) => td.innerText)),
      )),
    );
  await page.close();
  return { driver, page: inPage };
}

type ColdAndWarm = { cold: Timed[]; warm: Timed[] };

/** A cold load (a new profile) and a warm one (the same profile again), added to `into`. */
async function coldAndWarm(
  browser: Browser,
  url: string,
  into: ColdAndWarm,
  options: { storageState?: Awaited<ReturnType<typeof signedInState>>; keepRows?: string[][] } = {},
) {
  // A new context has an empty HTTP cache: the cold load fetches every script and the list.
  const context = await browser.newContext(options.storageState ? { storageState: options.storageState } : {});
  into.cold.push(await loadToFirstRow(context, url, options.keepRows));
  into.warm.push(await loadToFirstRow(context, url));
  await context.close();
}

/** PERF_WATERFALL=1: each request of the load (start → end in the page's clock, bytes on the wire). */
async function printWaterfall(page: Page) {
  const rows = await page.evaluate(() =>
    (performance.getEntries() as PerformanceResourceTiming[])
      .filter((e) => e.entryType === 'navigation' || e.entryType === 'resource' || e.entryType === 'paint')
      .map((e) => ({
        name: e.name.replace(location.origin, ''),
        start: Math.round(e.startTime),
        end: Math.round(e.responseEnd ?? e.startTime),
        bytes: e.transferSize ?? 0,
      })),
  );
  for (const r of rows)
    console.log(`  ${String(r.start).padStart(6)} → ${String(r.end).padStart(6)} ms ${String(r.bytes).padStart(8)} B  ${r.name}`);
}

/** A move inside the app: from a drawn screen, an action, and what shows the next screen is there. */
interface Move {
  name: string;
  from: string;
  /** Untimed steps on the first screen before the timed click (the reports' range dialog). */
  prepare?(page: Page): Promise<void>;
  click(page: Page): Promise<void>;
  ready(page: Page): Locator;
  /** What shows the whole of a screen drawn in parts, timed from the same click. */
  whole?(page: Page): Locator;
  /** The page's own tests: what each click of the move waits for, then the whole (in-page.ts). */
  inPage: InPageTest[];
}

const lastYear = () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return { start: day(-365), end: day(-1) };
};

const MOVES: Move[] = [
  {
    name: 'Home → View/Edit Learners',
    from: '/dashboard/home',
    click: (page) => page.getByRole('link', { name: 'View/Edit Learners' }).click(),
    ready: (page) => learnerRows(page).first(),
    inPage: [learnerRowInPage],
  },
  {
    name: 'Home → Book Learners, its instructors',
    from: '/dashboard/home',
    // The screen opens on its pickers: timed to the first instructor of the picker, its first rows.
    click: async (page) => {
      await page.getByRole('link', { name: 'Book Learners' }).click();
      await page.getByRole('button', { name: 'Select Instructor' }).click();
    },
    ready: (page) =>
      page
        .getByRole('dialog')
        .getByRole('table', { name: 'Instructors' })
        .locator('tbody tr')
        .filter({ hasText: /^A\d+/ })
        .first(),
    inPage: [
      () => Array.from(document.querySelectorAll('button')).some((button) => button.textContent === 'Select Instructor'),
      () =>
        Array.from(document.querySelectorAll('[role="dialog"] table[aria-label="Instructors"] tbody tr')).some((tr) =>
          /^A\d+/.test(tr.textContent ?? ''),
        ),
    ],
  },
  {
    name: 'Reports → 18. Lessons Taken (a year), its chart',
    // The report draws its sections in turn (InTurn in mfe-reports): first its first table and chart.
    from: '/dashboard/managementreports',
    prepare: async (page) => {
      await page.getByRole('list', { name: 'Learner Reports' }).getByRole('button', { name: '18. Lessons Taken' }).click();
      const dialog = page.getByRole('dialog', { name: 'Please select reporting time range' });
      await dialog.getByLabel('Time Range').selectOption({ label: 'Custom Range' });
      const { start, end } = lastYear();
      await dialog.getByLabel('Start Date').fill(start);
      await dialog.getByLabel('End Date').fill(end);
    },
    click: (page) => page.getByRole('dialog').getByRole('button', { name: 'View Report' }).click(),
    ready: (page) => page.getByRole('img', { name: 'Lessons per Month' }).locator('svg'),
    whole: (page) => page.getByRole('img', { name: /^Lessons by Geographical Area per Month/ }).locator('svg'),
    // A chart is an img named by its heading (aria-labelledby), drawn once its svg is in it.
    inPage: [
      () =>
        Array.from(document.querySelectorAll('[role="img"][aria-labelledby]')).some(
          (chart) =>
            document.getElementById(chart.getAttribute('aria-labelledby') ?? '')?.textContent === 'Lessons per Month' &&
            chart.querySelector('svg') !== null,
        ),
      () =>
        Array.from(document.querySelectorAll('[role="img"][aria-labelledby]')).some(
          (chart) =>
            (document.getElementById(chart.getAttribute('aria-labelledby') ?? '')?.textContent ?? '').startsWith(
              'Lessons by Geographical Area per Month',
            ) && chart.querySelector('svg') !== null,
        ),
    ],
  },
];

/**
 * Milliseconds from the move's click to its next screen (and to the whole of it, where it is drawn
 * in parts), CPU slowed, after a warm hard load of the first screen and READING_MS of reading it
 * (the profile has loaded the app once before).
 */
async function moveInApp(context: BrowserContext, base: string, move: Move): Promise<{ ready: Timed; whole?: Timed }> {
  const page = await context.newPage();
  await installPageClock(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${base}${move.from}`);
  await page.waitForLoadState('networkidle');
  await move.prepare?.(page);
  await page.waitForTimeout(READING_MS);
  const steps = move.inPage.length - (move.whole ? 1 : 0);
  await watchInPage(page, move.inPage, steps);
  const started = performance.now();
  await move.click(page);
  await move.ready(page).waitFor({ state: 'visible', timeout: 120_000 });
  const ready = performance.now() - started;
  await move.whole?.(page).waitFor({ state: 'visible', timeout: 120_000 });
  const whole = move.whole ? performance.now() - started : undefined;
  const inPage = await clicksToSeen(page, steps);
  await page.close();
  return {
    ready: { driver: ready, page: inPage.ready },
    whole: whole === undefined || inPage.whole === undefined ? undefined : { driver: whole, page: inPage.whole },
  };
}

/** Each move once, each in a new profile that has hard-loaded the move's first screen once; added to `times`. */
async function movesInApp(
  browser: Browser,
  base: string,
  storageState: Awaited<ReturnType<typeof signedInState>>,
  times: Map<string, Timed[]>,
) {
  for (const move of MOVES) {
    const context = await browser.newContext({ storageState });
    const warmUp = await context.newPage();
    await warmUp.goto(`${base}${move.from}`);
    await warmUp.waitForLoadState('networkidle');
    await warmUp.close();
    const { ready, whole } = await moveInApp(context, base, move);
    times.set(move.name, [...(times.get(move.name) ?? []), ready]);
    if (whole !== undefined) times.set(`${move.name}, all`, [...(times.get(`${move.name}, all`) ?? []), whole]);
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${Math.round(x)} ms`;

async function main() {
  const databaseUrl = process.env.PERF_DATABASE_URL;
  const port = Number(process.env.PERF_PORT ?? 8690);
  const base = process.env.PERF_BASE_URL ?? `http://127.0.0.1:${port}`;
  if (!databaseUrl && !process.env.PERF_BASE_URL)
    throw new Error('Set PERF_DATABASE_URL (a large-school copy) or PERF_BASE_URL.');
  const server = databaseUrl ? await startServer(databaseUrl, port) : null;
  if (databaseUrl) await waitForQuietDatabase(databaseUrl);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const storageState = await signedInState(browser, base);
    // Each run loads the screen, the two floor pages and makes the moves, one after the other: a
    // VM's speed drifts over minutes, and a floor measured minutes after the screen moved the
    // ratios as much as the screen did. The floor pages show the rows of the screen's first load.
    const rows: string[][] = [];
    const screen: ColdAndWarm = { cold: [], warm: [] };
    const staticPage: ColdAndWarm = { cold: [], warm: [] };
    const bareReact: ColdAndWarm = { cold: [], warm: [] };
    const moves = new Map<string, Timed[]>();
    await coldAndWarm(browser, `${base}${SCREEN}`, screen, { storageState, keepRows: rows });
    const floor = await startFloorPages(rows, Number(process.env.PERF_FLOOR_PORT ?? 8691));
    try {
      for (let run = 0; run < RUNS; run += 1) {
        if (run > 0) await coldAndWarm(browser, `${base}${SCREEN}`, screen, { storageState });
        await coldAndWarm(browser, `${floor.base}/static`, staticPage);
        await coldAndWarm(browser, `${floor.base}/react`, bareReact);
        await movesInApp(browser, base, storageState, moves);
      }
    } finally {
      await floor.stop();
    }

    const runs = (xs: number[]) => `(runs: ${xs.map(ms).join(', ')})`;
    const driver = (ts: Timed[]) => ts.map((t) => t.driver);
    const inPage = (ts: Timed[]) => ts.map((t) => t.page);
    const ratio = (ts: Timed[], floor: Timed[]) =>
      `${(median(driver(ts)) / median(driver(floor))).toFixed(2)}× (page's clock ${(median(inPage(ts)) / median(inPage(floor))).toFixed(2)}×)`;
    const line = (name: 'cold' | 'warm', ts: Timed[]) =>
      `${name.padEnd(5)} median ${ms(median(driver(ts))).padStart(8)}  ${runs(driver(ts))}  target < ${ms(TARGET_MS[name])}: ${
        median(driver(ts)) < TARGET_MS[name] ? 'met' : 'NOT met'
      };  ${ratio(ts, bareReact[name])} the bare React page\n${' '.repeat(6)}page's clock ${ms(median(inPage(ts))).padStart(8)}  ${runs(inPage(ts))}`;
    const floorLine = (name: 'cold' | 'warm', label: string, ts: Timed[]) =>
      `  ${label.padEnd(42)} ${name.padEnd(5)} median ${ms(median(driver(ts))).padStart(8)}  ${runs(driver(ts))}; page's clock ${ms(median(inPage(ts)))}`;
    console.log(`View/Edit Learners to first rows, Chromium at ${CPU_SLOWDOWN}× CPU throttling, ${base}`);
    console.log(line('cold', screen.cold));
    console.log(line('warm', screen.warm));
    console.log(`The same ${rows.length} rows in the same browser and run:`);
    for (const name of ['cold', 'warm'] as const) {
      console.log(floorLine(name, 'static HTML page', staticPage[name]));
      console.log(floorLine(name, 'bare React page (react-dom, rows fetched)', bareReact[name]));
    }
    console.log(
      `Moving inside the app after ${READING_MS} ms on the screen before, to first rows (target: at most the bare React page's cold load, on the page's clock):`,
    );
    for (const [name, ts] of moves)
      console.log(
        `  ${name.padEnd(52)} median ${ms(median(driver(ts))).padStart(8)}  ${runs(driver(ts))}  ${ratio(ts, bareReact.cold)} the bare React page's cold load\n${' '.repeat(
          55,
        )}page's clock ${ms(median(inPage(ts))).padStart(8)}  ${runs(inPage(ts))}`,
      );
  } finally {
    await browser.close();
    server?.kill();
  }
}

await main();
