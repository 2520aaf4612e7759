// npm run bench: API throughput and latency under concurrent load on loopback, measured side by
// side in one run and printed as ratios: on PostgreSQL (DATABASE_URL) to a raw-driver route
// running the same SQL as the cheapest action, on PGlite to a request that touches no database.
// Bounded: a fixed number of requests per action. Also: a cheap action's p99 while 4 lists load,
// WORKERS=2 against 1, 50 registrations at once (and 50 replays of one) beside a light request,
// and, with --large, the bell and the lists on a copy of the large school (BENCH_LARGE_DATABASE_URL),
// with 4 exports streaming there, and every list against the demo school (list-bench.ts). Adding
// a case: one function under "Cases", one call under "The run". Then the reports: each report's
// action time against its bare SQL's (report-bench.ts; on the large school with --large or when
// REPORTS_DATABASE_URL names a database filled by `npm run seed:large`), and the calendar's
// place-booking and booking-load calls (booking-bench.ts), and the security headers' cost against
// @fastify/helmet's (security-headers-bench.ts).
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT, ensureInstalled } from './workspace.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const PORT = 8390;
const RAW_PORT = 8391;
// `npm run bench -- --large`: also the large school, from a copy of it (npm run seed:large) in
// BENCH_LARGE_DATABASE_URL: the bell, every list against the demo school, the exports and the
// reports. The server migrates the copy, so never the seeded original.
const LARGE = process.argv.includes('--large');
const LARGE_URL = LARGE ? process.env.BENCH_LARGE_DATABASE_URL : undefined;
if (LARGE && !LARGE_URL) {
  console.error('--large needs BENCH_LARGE_DATABASE_URL: a copy of a database filled by `npm run seed:large`.');
  process.exit(2);
}
const REPORTS_URL = process.env.REPORTS_DATABASE_URL || LARGE_URL;

const sha512 = (text) => createHash('sha512').update(text).digest('hex');
const pg = () => createRequire(join(ROOT, 'packages/server/package.json'))('pg');

// ── Harness ──────────────────────────────────────────────────────────────────────────────

/** The server as `npm run serve` starts it, on PGlite or env.DATABASE_URL, one worker unless env.WORKERS. */
async function startServer(env) {
  const child = spawn('node', ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APPS_ROOT: '',
      LOG_LEVEL: 'error',
      WORKERS: '1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'dss-bench-')),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) {
        await settled(child.pid);
        if (env.DATABASE_URL) await quietDatabase(env.DATABASE_URL);
        return client(child);
      }
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('The server did not start.');
}

/** CPU seconds used so far by a process and its children (Linux /proc; 0 elsewhere). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    let ticks = Number(fields[11]) + Number(fields[12]);
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      for (const child of readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean))
        ticks += cpuSeconds(Number(child)) * 100;
    }
    return ticks / 100;
  } catch {
    return 0;
  }
}

/**
 * Waits until a started server is idle: after a start it runs the lifecycle job, which on a
 * fresh demo school builds last month's overview PDFs for some seconds. Measured through that,
 * the API's figures are the PDF builder's, not the request path's.
 */
async function settled(pid) {
  let last = cpuSeconds(pid);
  for (let i = 0; i < 240; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuSeconds(pid);
    if (now - last < 0.05) return;
    last = now;
  }
}

/**
 * Waits until no other session works on the database for 3 s in a row (up to 5 minutes): a
 * server's first lifecycle run on a large school erases the learners past the retention period
 * and recounts, for a minute or more, mostly in PostgreSQL where the server's CPU does not show it.
 */
async function quietDatabase(databaseUrl) {
  const client = new (pg().Client)({ connectionString: databaseUrl });
  await client.connect();
  try {
    let quiet = 0;
    for (let waited = 0; waited < 300_000 && quiet < 3; waited += 1000) {
      const { rows } = await client.query(
        `SELECT count(*)::int AS busy FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid()
           AND (state NOT IN ('idle') OR backend_type = 'autovacuum worker')`,
      );
      quiet = rows[0].busy === 0 ? quiet + 1 : 0;
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    await client.end();
  }
}

/**
 * A started server, signed in as the demo office user: `office(action, fields)` makes a request
 * function; `office(action, fields, RAW_PORT)` sends the very same request to the raw-driver route.
 */
async function client(child) {
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
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  return {
    health: () => fetch(`${base}/api/health`),
    office:
      (action, extra = {}, port = PORT) =>
      () =>
        fetch(`http://127.0.0.1:${port}/api/ctrouV2.php`, form({ token, [action]: '1', ...extra })),
    post: (fields) => fetch(`${base}/api/ctrouV2.php`, form({ token, ...fields })),
    /** CPU seconds the server's process (and any workers) has used so far (Linux). */
    cpuSeconds: () => cpuSeconds(child.pid),
    /** The server process's peak resident memory so far, in MiB (Linux). */
    peakMiB: () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) / 1024,
    async stop() {
      child.kill();
      await stopped;
    },
  };
}

/**
 * The raw-driver route (scripts/raw-pg-route.mjs), the ceiling the API's cheapest DB-bound action
 * is measured against, in its own process like the server. It is sent the action's own request
 * (form, token and all): the client shares the machine, and building and sending that form costs
 * it about a fifth of its throughput, which an empty request would leave out of the raw side only.
 */
async function startRawRoute(databaseUrl) {
  const child = spawn('node', ['scripts/raw-pg-route.mjs'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, RAW_PORT: String(RAW_PORT) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`The raw pg route stopped (${code}).`)));
  });
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  return {
    /** CPU seconds the route's process has used so far. */
    cpuSeconds: () => cpuSeconds(child.pid),
    async stop() {
      child.kill();
      await stopped;
    },
  };
}

/** Sends `requests` requests, `concurrency` at a time: req/s and latency percentiles (ms). */
async function load(makeRequest, { requests = REQUESTS, concurrency = CONCURRENCY } = {}) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
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
  return { rps: requests / seconds, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** Keeps `n` loops of `makeRequest` going until `during` settles; answers what `during` did. */
async function whileLoaded(n, makeRequest, during) {
  let done = false;
  const loops = Array.from({ length: n }, async () => {
    while (!done) await (await makeRequest()).arrayBuffer();
  });
  try {
    return await during();
  } finally {
    done = true;
    await Promise.all(loops);
  }
}

function table(title, rows, against) {
  console.log(`\n${title}`);
  console.log(
    'action'.padEnd(28),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    `req/s vs ${against.name}`.padStart(22),
    'p99 vs'.padStart(8),
  );
  for (const [name, r] of rows) {
    console.log(
      name.padEnd(28),
      r.rps.toFixed(0).padStart(8),
      r.p50.toFixed(1).padStart(8),
      r.p99.toFixed(1).padStart(8),
      (r.rps / against.r.rps).toFixed(2).padStart(22),
      (r.p99 / against.r.p99).toFixed(2).padStart(8),
    );
  }
}

/** A fresh database on the DATABASE_URL server for one run, dropped afterwards. */
async function withScratchDatabase(run) {
  const name = `dss_bench_${Date.now()}`;
  const admin = new (pg().Client)({ connectionString: process.env.DATABASE_URL });
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

// ── Cases: each is one function, called once below ───────────────────────────────────────

const ACTIONS = [
  ['quick information', 'quickinfo'],
  ['lesson packs', 'lessonpacks'],
  ['notification counts', 'notifications'],
];

/**
 * The diary's drag-save case: `savediary` as View Instructor Diary sends it, moving one demo lesson
 * of the coming weeks among free slots of its instructor's working hours (found by trial moves
 * first). Each slot is free but for that lesson, so every move succeeds in whatever order they land.
 */
async function diaryMoveRequest(server) {
  const call = server.post;
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

/** Each action's throughput and p99, against the raw-driver route (PostgreSQL) or a no-database request (PGlite). */
async function actionsCase(label, databaseUrl) {
  const server = await startServer({ DATABASE_URL: databaseUrl ?? '' });
  const raw = databaseUrl ? await startRawRoute(databaseUrl) : null;
  try {
    const rows = [['health (no database)', await load(server.health)]];
    if (raw) rows.push(['raw pg route (quick info SQL)', await load(server.office('quickinfo', {}, RAW_PORT))]);
    for (const [name, field] of ACTIONS) rows.push([name, await load(server.office(field))]);
    rows.push(['diary drag-save', await load(await diaryMoveRequest(server))]);
    const against = raw ? { name: 'raw', r: rows[1][1] } : { name: 'health', r: rows[0][1] };
    table(`${label}: ${REQUESTS} requests per action, ${CONCURRENCY} at a time`, rows, against);
    return rows;
  } finally {
    await raw?.stop();
    await server.stop();
  }
}

/**
 * The API's overhead: the cheapest DB-bound action against the raw-driver route running
 * its SQL, side by side in alternating rounds at 16 and at 100 concurrent, so a loaded machine
 * weighs on both alike. Prints each round's ratios and their median, and the CPU each server
 * process spent per request: the client and PostgreSQL share the machine's cores with them, so
 * throughput is partly theirs, and the CPU per request is the server's own cost.
 */
async function overheadCase(databaseUrl, rounds = Number(process.env.BENCH_ROUNDS ?? 3)) {
  const server = await startServer({ DATABASE_URL: databaseUrl });
  const raw = await startRawRoute(databaseUrl);
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  /** load()'s figures and the milliseconds of CPU the answering process spent per request. */
  const measured = async (request, answerer, opts) => {
    const cpu0 = answerer.cpuSeconds();
    const r = await load(request, opts);
    return { ...r, cpuMs: ((answerer.cpuSeconds() - cpu0) * 1000) / (opts.requests ?? REQUESTS) };
  };
  try {
    const cheap = server.office('quickinfo');
    const bare = server.office('quickinfo', {}, RAW_PORT);
    // Warm both (JIT, pools, plans) before anything counts.
    await load(bare, { requests: 2000 });
    await load(cheap, { requests: 2000 });
    console.log(`\nPostgreSQL, quick information against the raw pg route, ${REQUESTS} requests per round`);
    for (const concurrency of [CONCURRENCY, 100]) {
      const rps = [];
      const p99 = [];
      const cpu = [];
      for (let round = 1; round <= rounds; round++) {
        const r = await measured(bare, raw, { concurrency });
        const a = await measured(cheap, server, { concurrency });
        rps.push(a.rps / r.rps);
        p99.push(a.p99 / r.p99);
        cpu.push(a.cpuMs / r.cpuMs);
        console.log(
          `  ${String(concurrency).padStart(3)} at a time, round ${round}: raw ${r.rps.toFixed(0)} req/s p99 ${r.p99.toFixed(1)} ms ${r.cpuMs.toFixed(3)} ms CPU/request; action ${a.rps.toFixed(0)} req/s p99 ${a.p99.toFixed(1)} ms ${a.cpuMs.toFixed(3)} ms CPU/request; req/s ${(a.rps / r.rps).toFixed(2)} of raw, p99 ${(a.p99 / r.p99).toFixed(2)}× raw, CPU ${(a.cpuMs / r.cpuMs).toFixed(2)}× raw`,
        );
      }
      console.log(
        `  ${String(concurrency).padStart(3)} at a time, median of ${rounds}: req/s ${median(rps).toFixed(2)} of raw, p99 ${median(p99).toFixed(2)}× raw, server CPU per request ${median(cpu).toFixed(2)}× raw`,
      );
    }
  } finally {
    await raw.stop();
    await server.stop();
  }
}

/** p99 of a cheap action alone, then while 4 learner lists load without pause. */
async function interferenceCase(label, databaseUrl) {
  const server = await startServer({ DATABASE_URL: databaseUrl ?? '' });
  try {
    const cheap = server.office('quickinfo');
    const alone = await load(cheap, { requests: Math.min(REQUESTS, 500) });
    const loaded = await whileLoaded(4, server.office('loadlearners'), () => load(cheap, { requests: Math.min(REQUESTS, 500) }));
    console.log(`\n${label}: quick information while 4 learner lists load`);
    console.log(
      `  alone p99 ${alone.p99.toFixed(1)} ms, ${alone.rps.toFixed(0)} req/s; loaded p99 ${loaded.p99.toFixed(1)} ms, ${loaded.rps.toFixed(0)} req/s; p99 ratio ${(loaded.p99 / alone.p99).toFixed(2)}×`,
    );
  } finally {
    await server.stop();
  }
}

/** Throughput of a cheap action with WORKERS=2 against WORKERS=1 (PostgreSQL). */
async function workersCase(databaseUrl) {
  const rps = {};
  for (const workers of [1, 2]) {
    const server = await startServer({ DATABASE_URL: databaseUrl, WORKERS: String(workers) });
    try {
      rps[workers] = (await load(server.office('quickinfo'), { concurrency: 64 })).rps;
    } finally {
      await server.stop();
    }
  }
  console.log(
    `\nPostgreSQL, quick information at 64 concurrent: 1 worker ${rps[1].toFixed(0)} req/s, 2 workers ${rps[2].toFixed(0)} req/s (${(rps[2] / rps[1]).toFixed(2)}×)`,
  );
}

/** The bell, the learner list, the lessons awaiting feedback and a rating table on the large school. */
async function largeSchoolCase(databaseUrl) {
  const server = await startServer({ DATABASE_URL: databaseUrl });
  try {
    const rows = [
      ['health (no database)', await load(server.health, { requests: 300 })],
      ['notification counts', await load(server.office('notifications'), { requests: 300 })],
      ['learner list', await load(server.office('loadlearners'), { requests: 20, concurrency: 2 })],
      ['awaiting feedback list', await load(server.office('pendinglearnerfeedbacks'), { requests: 50, concurrency: 2 })],
      [
        'learner ratings by average',
        await load(server.office('instructorfeedbacksummary', { sort: 'average', dir: 'desc' }), {
          requests: 50,
          concurrency: 2,
        }),
      ],
    ];
    table('Large school (PostgreSQL)', rows, { name: 'health', r: rows[0][1] });
  } finally {
    await server.stop();
  }
}

/**
 * Exports stream: p99 of a cheap action alone, then while 4 downloads of the school's whole
 * income history (CSV) run without pause, and the server's peak memory before and after.
 */
async function exportInterferenceCase(databaseUrl) {
  const server = await startServer({ DATABASE_URL: databaseUrl });
  try {
    const cheap = server.office('quickinfo');
    const today = new Date().toISOString().slice(0, 10);
    const fields = { owner: 'school', start: '2010-01-01', end: today, type: 'income', exp_format: 'csv' };
    const exportAll = server.office('financeexport', fields);
    const lines = (await (await exportAll()).text()).trimEnd().split('\n').length - 1;
    const alone = await load(cheap, { requests: Math.min(REQUESTS, 500) });
    const peakBefore = server.peakMiB();
    const loaded = await whileLoaded(4, exportAll, () => load(cheap, { requests: Math.min(REQUESTS, 500) }));
    console.log(
      `\nLarge school (PostgreSQL): quick information while 4 income exports of ${lines.toLocaleString('en-GB')} rows stream`,
    );
    console.log(
      `  alone p99 ${alone.p99.toFixed(1)} ms; loaded p99 ${loaded.p99.toFixed(1)} ms, p99 ratio ${(loaded.p99 / alone.p99).toFixed(2)}×; server peak memory ${peakBefore.toFixed(0)} MiB before, ${server.peakMiB().toFixed(0)} MiB after`,
    );
  } finally {
    await server.stop();
  }
}

/** A valid Register Learner form (test-support/learner-registration.ts), `n` making it a learner of its own. */
const registration = (n, idemkey) => ({
  registerlearner: '1',
  idemkey,
  title: '1',
  gender: 'm',
  fname: 'Bench',
  mname: '',
  lname: `Learner${n}`,
  mobile: '07700900123',
  landline: '',
  inemail: `bench.${n}@example.invalid`,
  dob: '2005-04-12',
  dlno: `BENCH${String(n).padStart(11, '0')}`,
  lesstype: 'manual',
  haline1: '12 Forest Lane',
  haline2: '',
  hacity: 'London',
  hcounty: '',
  hapostcode: 'E7 9HZ',
  pickpostcode: 'E7 9HZ',
  adigender: 'any',
  adilang: '',
  cartype: '1',
});

/**
 * Registration under load (issue 34): 50 learners registered at once, each with its own key,
 * first alone, then while one caller asks for quick information every 50 ms (a light request:
 * the session check and a one-row read); then 50 replays of one key at once, beside it too. Per
 * burst: the time to the last answer (also the slowest, all being sent at one moment) and the
 * median answer, the light request's median and slowest answer during it, and the server's CPU
 * seconds. Each figure is the median over the rounds (the machine is shared).
 */
async function registrationCase(label, databaseUrl, rounds = Number(process.env.BENCH_ROUNDS ?? 5)) {
  const AT_ONCE = 50;
  const server = await startServer({
    DATABASE_URL: databaseUrl ?? '',
    OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'dss-bench-mail-')),
  });
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const cheap = server.office('quickinfo');
  let learner = 0;
  const learners = () => Array.from({ length: AT_ONCE }, () => registration(++learner, randomUUID()));
  /** `forms` sent at once, beside the light request unless `alone`: times since the start, in ms. */
  const burst = async (forms, { alone = false } = {}) => {
    const light = [];
    let done = alone;
    // One light request every 50 ms (a user, not a load of its own), the next at once if it took longer.
    const loop = (async () => {
      while (!done) {
        const t0 = performance.now();
        await (await cheap()).arrayBuffer();
        const took = performance.now() - t0;
        light.push(took);
        if (took < 50) await new Promise((resolve) => setTimeout(resolve, 50 - took));
      }
    })();
    const cpu0 = server.cpuSeconds();
    const t0 = performance.now();
    const answers = await Promise.all(
      forms.map(async (fields) => {
        const text = await (await server.post(fields)).text();
        if (text !== 'SUCCESS') throw new Error(`Registration answered ${text}`);
        return performance.now() - t0;
      }),
    );
    done = true;
    await loop;
    return {
      last: Math.max(...answers),
      median: median(answers),
      lightMedian: alone ? NaN : median(light),
      lightSlowest: alone ? NaN : Math.max(...light),
      cpu: server.cpuSeconds() - cpu0,
    };
  };
  try {
    await burst([registration(++learner, randomUUID())]);
    const lightAlone = [];
    const runs = { alone: [], beside: [], replays: [] };
    for (let round = 1; round <= rounds; round++) {
      lightAlone.push((await load(cheap, { requests: 100, concurrency: 1 })).p50);
      runs.alone.push(await burst(learners(), { alone: true }));
      runs.beside.push(await burst(learners()));
      const one = registration(++learner, randomUUID());
      runs.replays.push(await burst(Array.from({ length: AT_ONCE }, () => one)));
    }
    console.log(`\n${label}: ${AT_ONCE} registrations at once, median of ${rounds} rounds`);
    console.log(`  quick information alone: median ${median(lightAlone).toFixed(1)} ms`);
    for (const [name, list] of Object.entries({
      [`${AT_ONCE} learners, own keys`]: runs.alone,
      [`the same, light request beside`]: runs.beside,
      [`${AT_ONCE} replays of one key, beside`]: runs.replays,
    })) {
      const m = (field) => median(list.map((r) => r[field]));
      const light =
        list === runs.alone
          ? ''
          : `; quick information median ${m('lightMedian').toFixed(1)} ms, slowest ${m('lightSlowest').toFixed(0)} ms`;
      console.log(
        `  ${name.padEnd(34)} last (slowest) answer ${(m('last') / 1000).toFixed(2)} s, median answer ${(m('median') / 1000).toFixed(2)} s${light}; server CPU ${m('cpu').toFixed(2)} s`,
      );
    }
  } finally {
    await server.stop();
  }
}

// ── The run ──────────────────────────────────────────────────────────────────────────────

ensureInstalled();
// BENCH_CASES=overhead,workers runs only the named cases (see `wanted`); all of them by default.
const CASES = process.env.BENCH_CASES?.split(',').map((c) => c.trim());
const wanted = (name) => !CASES || CASES.includes(name);
const embedded = wanted('actions') ? await actionsCase('PGlite') : [];
if (wanted('interference')) await interferenceCase('PGlite');
if (wanted('registration')) await registrationCase('PGlite');
if (process.env.DATABASE_URL) {
  await withScratchDatabase(async (url) => {
    if (wanted('actions')) {
      const postgres = await actionsCase('PostgreSQL', url);
      console.log('\nPostgreSQL throughput over PGlite, per action:');
      for (const [name, r] of postgres.filter(([n]) => !n.startsWith('raw'))) {
        const same = embedded.find(([n]) => n === name);
        if (same) console.log(`  ${name.padEnd(24)} ${(r.rps / same[1].rps).toFixed(2)}×`);
      }
    }
    if (wanted('overhead')) await overheadCase(url);
    if (wanted('interference')) await interferenceCase('PostgreSQL', url);
    if (wanted('workers')) await workersCase(url);
    if (wanted('registration')) await registrationCase('PostgreSQL', url);
  });
}
if (LARGE_URL) {
  if (wanted('large')) await largeSchoolCase(LARGE_URL);
  if (wanted('exports')) await exportInterferenceCase(LARGE_URL);
}

for (const [what, script, env] of [
  ['lists', 'packages/server/bench/list-bench.ts', { LISTS_DATABASE_URL: LARGE_URL }],
  ['reports', 'packages/server/bench/report-bench.ts', REPORTS_URL ? { REPORTS_DATABASE_URL: REPORTS_URL } : {}],
  ['bookings', 'packages/server/bench/booking-bench.ts', {}],
  ['headers', 'packages/server/bench/security-headers-bench.ts', {}],
].filter(([what]) => wanted(what) && (what !== 'lists' || LARGE_URL))) {
  if (what === 'reports' && REPORTS_URL) await quietDatabase(REPORTS_URL);
  await new Promise((resolve, reject) =>
    spawn('node', ['--import', 'tsx', script], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } }).on(
      'exit',
      (code) => (code === 0 ? resolve() : reject(new Error(`The ${what} bench failed (${code}).`))),
    ),
  );
}
