// npm run bench: API throughput and latency under concurrent load on loopback, measured side by
// side in one run and printed as ratios to a request that touches no database. Bounded: a fixed
// number of requests per action. Runs on PGlite, and on PostgreSQL too when DATABASE_URL is set.
// Then the reports: each report's action time against its bare SQL's (report-bench.ts; on the
// large school when REPORTS_DATABASE_URL names a database filled by `npm run seed:large`), and
// the calendar's place-booking and booking-load calls (booking-bench.ts).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT, ensureInstalled } from './workspace.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const PORT = 8390;

const sha512 = (text) => createHash('sha512').update(text).digest('hex');

async function startServer(env) {
  const child = spawn('node', ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APPS_ROOT: '',
      LOG_LEVEL: 'error',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'dss-bench-')),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('The server did not start.');
}

async function load(makeRequest) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        const res = await makeRequest();
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { rps: REQUESTS / seconds, p50: at(0.5), p95: at(0.95) };
}

/**
 * The diary's drag-save case: `savediary` as View Instructor Diary sends it, moving one demo lesson
 * of the coming weeks among free slots of its instructor's working hours (found by trial moves
 * first). Each slot is free but for that lesson, so every move succeeds in whatever order they land.
 */
async function diaryMoveRequest(base, form, token) {
  const call = (fields) => fetch(`${base}/api/ctrouV2.php`, form({ token, ...fields }));
  const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const at = (date, minutes) =>
    `${date} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
  const move = (adi, lesson, date, minutes) =>
    call({
      savediary: '1',
      adi: String(adi),
      bookings: JSON.stringify([{ id: lesson, start: at(date, minutes), end: at(date, minutes + 60), durationEditable: false }]),
    });
  const { rows } = await (await call({ bookinginstructors: '1' })).json();
  for (const { adi_id: adi } of rows) {
    const diary = await (await call({ instructorbookings: '1', id: String(adi), start: day(7), end: day(35) })).json();
    const lesson = diary.bookings.find((b) => b.editable)?.booking_id;
    if (!lesson) continue;
    const slots = [];
    for (let n = 7; n < 35 && slots.length < 4; n++) {
      const date = day(n);
      const block = diary.businessHours.find((h) => h.daysOfWeek.includes(new Date(`${date}T12:00:00Z`).getUTCDay()));
      const [h, m] = (block?.startTime ?? '').split(':').map(Number);
      if (block && (await (await move(adi, lesson, date, h * 60 + m)).text()) === 'SUCCESS') slots.push([date, h * 60 + m]);
    }
    if (slots.length < 2) continue;
    let k = 0;
    return () => move(adi, lesson, ...slots[k++ % slots.length]);
  }
  throw new Error('No demo lesson to move in the coming weeks.');
}

async function benchEngine(label, env) {
  const server = await startServer(env);
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const form = (fields) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    const login = await (
      await fetch(`${base}/api/loginctr.php`, form({ loginid: '2', p: sha512('demo-user'), staffweblogin: '1' }))
    ).json();
    const token = login.result.data.token;
    const office =
      (action, extra = {}) =>
      () =>
        fetch(`${base}/api/ctrouV2.php`, form({ token, [action]: '1', ...extra }));
    const cases = [
      ['health (no database)', () => fetch(`${base}/api/health`)],
      ['quick information', office('quickinfo')],
      ['lesson packs', office('lessonpacks')],
      ['notification counts', office('notifications')],
      ['diary drag-save', await diaryMoveRequest(base, form, token)],
    ];
    const rows = [];
    for (const [name, request] of cases) rows.push([name, await load(request)]);
    const baseline = rows[0][1].rps;
    console.log(`\n${label}: ${REQUESTS} requests per action, ${CONCURRENCY} at a time`);
    console.log('action'.padEnd(24), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'vs health'.padStart(10));
    for (const [name, r] of rows) {
      console.log(
        name.padEnd(24),
        r.rps.toFixed(0).padStart(8),
        r.p50.toFixed(1).padStart(8),
        r.p95.toFixed(1).padStart(8),
        (r.rps / baseline).toFixed(2).padStart(10),
      );
    }
    return rows;
  } finally {
    server.kill();
  }
}

/** A fresh database on the DATABASE_URL server for one run, dropped afterwards. */
async function withScratchDatabase(run) {
  const pg = createRequire(join(ROOT, 'packages/server/package.json'))('pg');
  const name = `dss_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

ensureInstalled();
const embedded = await benchEngine('PGlite', { DATABASE_URL: '' });
if (process.env.DATABASE_URL) {
  const postgres = await withScratchDatabase((url) => benchEngine('PostgreSQL', { DATABASE_URL: url }));
  console.log('\nPostgreSQL throughput over PGlite, per action:');
  for (let i = 0; i < embedded.length; i++)
    console.log(`  ${embedded[i][0].padEnd(24)} ${(postgres[i][1].rps / embedded[i][1].rps).toFixed(2)}×`);
}

for (const [what, script] of [
  ['reports', 'packages/server/src/reports/report-bench.ts'],
  ['bookings', 'packages/server/src/bookings/booking-bench.ts'],
]) {
  await new Promise((resolve, reject) =>
    spawn('node', ['--import', 'tsx', script], { cwd: ROOT, stdio: 'inherit' }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The ${what} bench failed (${code}).`)),
    ),
  );
}
