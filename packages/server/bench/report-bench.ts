// npm run bench (reports part): each of the 54 reports over the last year, timed as its action
// (through the dispatcher: token, validation, SQL, shaping, JSON) and as its bare SQL (the same
// statements, recorded while the action ran, executed straight on the database), printed side
// by side with their ratio and with the time each request spends outside its queries. The
// school is REPORTS_DATABASE_URL's (e.g. a PostgreSQL database filled by `npm run seed:large`),
// or else the demo school on PGlite in a scratch folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CompiledQuery, Kysely } from 'kysely';
import { PRODUCT_START_DATE, REPORT_LISTS, addDays, londonToday } from '@dss/contract';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { openDatabase, withPluginKept } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import type { Database } from '../src/db/tables';
import { seedDemoIfEmpty } from '../src/demo/seed';
import { createMailer } from '../src/mail/mailer';
import { sha512Hex } from '../src/auth/sha512';

const FIELDS: Record<number, string> = {
  1: 'financialreport',
  2: 'managementreport',
  3: 'feedbackreport',
  4: 'complaintsreport',
  5: 'instructorreport',
};
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 3);
// BENCH_REPORT_DAYS widens the range (3650: Last 10 Years); BENCH_REPORTS picks reports by the
// first word of their list and their number, e.g. "Learner 2,Learner 18,Financial 6".
const DAYS = Number(process.env.BENCH_REPORT_DAYS ?? 365);
const ONLY = process.env.BENCH_REPORTS ? new Set(process.env.BENCH_REPORTS.split(',').map((s) => s.trim())) : null;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// Each timing's runs: RUNS at least, and for a query of a few milliseconds as many as fill
// 100 ms (up to 50), so that its median is not one noisy sample of three. Untimed runs go first,
// as many as fill 50 ms (up to 50): a running server answers with its request path compiled by
// the JIT, and a sub-millisecond report timed cold would time the compiler, not the report.
async function timed(run: () => Promise<unknown>): Promise<number[]> {
  for (let warm = 0, t0 = performance.now(); warm < 50 && performance.now() - t0 < 50; warm++) await run();
  const ms: number[] = [];
  let spent = 0;
  while (ms.length < RUNS || (spent < 100 && ms.length < 50)) {
    const t0 = performance.now();
    await run();
    const took = performance.now() - t0;
    ms.push(took);
    spent += took;
  }
  return ms;
}

/**
 * Records every statement a Kysely instance runs, compiled as the database receives it, while
 * `on` is set; the timed runs leave it off, so they do not pay for the recording. `inQueriesMs`
 * adds up the time from each statement's compiling to its rows, so that what a request spends
 * outside its queries (the server's own work) can be told from what it waits on the database.
 */
function recording(db: Kysely<Database>) {
  const statements: CompiledQuery[] = [];
  const state = { on: false, inQueriesMs: 0, queryStart: 0 };
  const recorder = withPluginKept(db, {
    transformQuery: (args) => {
      state.queryStart = performance.now();
      if (state.on) statements.push(db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => {
      state.inQueriesMs += performance.now() - state.queryStart;
      return args.result;
    },
  });
  return { recorder, statements, state };
}

const databaseUrl = process.env.REPORTS_DATABASE_URL || undefined;
const { db, engine, close } = await openDatabase({ databaseUrl, dataDir: mkdtempSync(join(tmpdir(), 'dss-report-bench-')) });
await migrate(db);
if (!databaseUrl) await seedDemoIfEmpty(db, { today: new Date() });

const { recorder, statements, state: recordingState } = recording(db);
const config = { ...configFromEnv({ LOG_LEVEL: 'error' }), databaseUrl, appsRoot: null };
const app = await buildApp({ db: recorder, config, mailer: createMailer(config) });
await app.ready();
const post = (fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/ctrouV2.php',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const signIn = await app.inject({
  method: 'POST',
  url: '/api/loginctr.php',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ loginid: '2', p: sha512Hex('demo-user'), staffweblogin: '1' }).toString(),
});
const token = (signIn.json() as { result: { data: { token: string } } }).result.data.token;

const today = londonToday();
const earliest = addDays(today, -DAYS);
const range = { start: earliest < PRODUCT_START_DATE ? PRODUCT_START_DATE : earliest, end: addDays(today, -1) };
console.log(
  `\nReports over ${range.start} to ${range.end} on ${engine}${databaseUrl ? '' : ' (demo school)'}, median of at least ${RUNS} runs`,
);

// The fixed cost every report request pays before its own SQL: the same signed-in request for a
// report number no list has, which validation refuses after the session check (reading the
// form, the session query, validation and a JSON reply). Where a report's SQL takes less than
// this, its action/SQL ratio cannot come near 1×. The first WARM_REQUESTS are not timed: they
// bring the request path to the JIT-compiled state a running server is in.
const WARM_REQUESTS = 2_000;
{
  const refused = { token, financialreport: '1', reportNo: '99', ...range };
  const floorMs: number[] = [];
  for (let i = 0; i < WARM_REQUESTS + 10 * RUNS; i++) {
    const t0 = performance.now();
    const res = await post(refused);
    if (i >= WARM_REQUESTS) floorMs.push(performance.now() - t0);
    if (res.statusCode !== 422) throw new Error(`The refused report request answered HTTP ${res.statusCode}.`);
  }
  const t0 = performance.now();
  for (let i = 0; i < 10 * RUNS; i++) await db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
  const roundTrip = (performance.now() - t0) / (10 * RUNS);
  console.log(
    `fixed cost of a signed-in report request (refused by validation): ${median(floorMs).toFixed(1)} ms;` +
      ` one round trip to the database (SELECT 1): ${roundTrip.toFixed(2)} ms`,
  );
}
console.log(
  'report'.padEnd(58),
  'action ms'.padStart(10),
  'SQL ms'.padStart(8),
  'action/SQL'.padStart(11),
  'outside its queries ms'.padStart(23),
);

const ratios: number[] = [];
for (const list of REPORT_LISTS) {
  for (const item of list.items.filter((i) => !i.disabled)) {
    if (ONLY && !ONLY.has(`${list.title.split(' ')[0]} ${item.number}`)) continue;
    const fields = { token, [FIELDS[list.type]!]: '1', reportNo: String(item.number), ...range };
    // The first request warms the plan and the cache and records the report's own statements
    // (the sign-in check before them is the dispatcher's).
    const outsideMs: number[] = [];
    const answer = async () => {
      recordingState.inQueriesMs = 0;
      const t0 = performance.now();
      const res = await post(fields);
      outsideMs.push(performance.now() - t0 - recordingState.inQueriesMs);
      if (res.statusCode !== 200) throw new Error(`${list.title} ${item.number}: HTTP ${res.statusCode} ${res.body}`);
    };
    recordingState.on = true;
    statements.length = 0;
    await answer();
    recordingState.on = false;
    const sqlOf = statements.filter((s) => !/\bsessions\b|\bstaff_privileges\b/.test(s.sql));
    const actionMs = await timed(answer);
    const sqlMs = await timed(async () => {
      for (const statement of sqlOf) await db.executeQuery(statement);
    });
    const a = median(actionMs);
    const s = median(sqlMs);
    ratios.push(a / s);
    console.log(
      `${list.title.split(' ')[0]} ${item.number}. ${item.text}`.slice(0, 58).padEnd(58),
      a.toFixed(1).padStart(10),
      s.toFixed(1).padStart(8),
      `${(a / s).toFixed(2)}×`.padStart(11),
      median(outsideMs.slice(-actionMs.length)).toFixed(2).padStart(23),
    );
  }
}
console.log(`median action/SQL ${median(ratios).toFixed(2)}×, worst ${Math.max(...ratios).toFixed(2)}×`);
await app.close();
await close();
