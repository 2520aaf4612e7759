// npm run bench (lists part, --large): every list and search an office uses, on the demo school
// and on the large school side by side in one process, requests alternated, printed as large ÷
// demo. Every action whose request pages (`pagesize`) is found in the contract, so a new list is
// measured without being named here; the bell and the lists that answer whole are named below.
// For each paged list: the first page as its screen asks for it, a search, and a later page
// (the middle of the large school's list, as Next reaches it) against the first. LISTS_DATABASE_URL is a copy of the
// large school (`npm run seed:large`; the bench migrates it and runs the lifecycle job once, as a
// running server would have); the demo school is seeded into a scratch database on the same
// PostgreSQL server, dropped afterwards. LIST_BENCH_SQL=1 also prints, for each list over 2×,
// its statements on the large school with their times; LIST_BENCH_ONLY=field,field measures only
// those lists (with their searches), for work on a few.
import { ALL_ACTIONS, ENDPOINTS, type ActionDef } from '@dss/contract';
import type { CompiledQuery, Kysely } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { openDatabase, withPluginKept } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import type { Database } from '../src/db/tables';
import { seedDemoIfEmpty } from '../src/demo/seed';
import { runLifecycle } from '../src/lifecycle';
import { createMailer } from '../src/mail/mailer';
import { sha512Hex } from '../src/auth/sha512';
import { SCREEN_FIELDS, pagedActions, requestKeys, subjectsOf, type Subjects } from '../src/test-support/paged-lists';

const LARGE_URL = process.env.LISTS_DATABASE_URL;
if (!LARGE_URL) throw new Error('LISTS_DATABASE_URL must name a copy of the large school.');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const SHOW_SQL = process.env.LIST_BENCH_SQL === '1';
const ONLY = process.env.LIST_BENCH_ONLY?.split(',').map((field) => field.trim());
const chosen = (action: ActionDef) => !ONLY || ONLY.includes(action.field);
/** A list within this of its demo time, or a later page within this of the first, is flat. */
const FLAT = 2;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Lists and counts that answer whole (they do not grow with the school, or are the bell's). */
const WHOLE = ['notifications', 'instructorexpirycounts', 'learnermoneyliability', 'quickinfo', 'loadstaff'];

const paged = pagedActions().filter(chosen);
const wholeActions = WHOLE.map((field) => ALL_ACTIONS.find((a) => a.field === field)!).filter(chosen);

/** Records the statements a Kysely instance runs while `on` is set, with their times. */
function recording(db: Kysely<Database>) {
  const statements: { query: CompiledQuery; ms: number }[] = [];
  const state = { on: false };
  // A list's page and its count run at once: each statement is told apart by its query id.
  const running = new Map<unknown, { query: CompiledQuery; started: number }>();
  const recorder = withPluginKept(db, {
    transformQuery: (args) => {
      if (state.on)
        running.set(args.queryId, { query: db.getExecutor().compileQuery(args.node, args.queryId), started: performance.now() });
      return args.node;
    },
    transformResult: async (args) => {
      const done = running.get(args.queryId);
      running.delete(args.queryId);
      if (done) statements.push({ query: done.query, ms: performance.now() - done.started });
      return args.result;
    },
  });
  return { recorder, statements, state };
}

async function school(label: string, databaseUrl: string, seed: boolean) {
  const { db, close } = await openDatabase({ databaseUrl });
  await migrate(db);
  if (seed) await seedDemoIfEmpty(db, { today: new Date() });
  else await runLifecycle(db, new Date(), { overviewPdfs: 0 });
  const rec = recording(db);
  const config = { ...configFromEnv({ LOG_LEVEL: 'error' }), databaseUrl, appsRoot: null };
  const app = await buildApp({ db: rec.recorder, config, mailer: createMailer(config) });
  await app.ready();
  const signIn = async (loginid: string, password: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/loginctr.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ loginid, p: sha512Hex(password), staffweblogin: '1' }).toString(),
    });
    return (res.json() as { result: { data: { token: string } } }).result.data.token;
  };
  const tokens = { user: await signIn('2', 'demo-user'), admin: await signIn('1', 'demo-admin') };
  const subjects = await subjectsOf(db);

  /** One request of `action` with `fields`: its time in ms and its JSON reply. */
  const ask = async (action: ActionDef, fields: Record<string, string>) => {
    const admin = action.endpoint === ENDPOINTS.officeAdmin;
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api/${action.endpoint}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: admin ? tokens.admin : tokens.user, [action.field]: '1', ...fields }).toString(),
    });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`${label} ${action.field}: HTTP ${res.statusCode} ${res.body.slice(0, 300)}`);
    return { ms, body: res.json() as { total?: number; keys?: { last: string } } };
  };
  return {
    label,
    db,
    subjects,
    ask,
    rec,
    async close() {
      await app.close();
      await close();
    },
  };
}
type School = Awaited<ReturnType<typeof school>>;

/** Median times of one request on each school, alternated round by round after a warm-up. */
async function sideBySide(demo: School, large: School, action: ActionDef, fields: (s: Subjects) => Record<string, string>) {
  const times: [number[], number[]] = [[], []];
  for (let round = -2; round < ROUNDS; round++) {
    for (const [i, s] of [demo, large].entries()) {
      const { ms } = await s.ask(action, fields(s.subjects));
      if (round >= 0) times[i]!.push(ms);
    }
  }
  return [median(times[0]), median(times[1])] as const;
}

async function statementsOf(large: School, action: ActionDef, fields: Record<string, string>) {
  large.rec.statements.length = 0;
  large.rec.state.on = true;
  await large.ask(action, fields);
  large.rec.state.on = false;
  return large.rec.statements.filter((s) => !/\b(staff_sessions|staff_privileges)\b/.test(s.query.sql));
}

const admin = new pg.Client({ connectionString: LARGE_URL });
await admin.connect();
const demoName = `dss_lists_demo_${Date.now()}`;
await admin.query(`CREATE DATABASE ${demoName}`);
const demoUrl = new URL(LARGE_URL);
demoUrl.pathname = `/${demoName}`;
const demo = await school('demo', demoUrl.toString(), true);
const large = await school('large', LARGE_URL, false);
await admin.query('VACUUM ANALYZE');

const rows: { name: string; demo: number; large: number; later?: number; byNumber?: number }[] = [];
const over: { name: string; action: ActionDef; fields: Record<string, string> }[] = [];
const measure = async (name: string, action: ActionDef, fields: (s: Subjects) => Record<string, string>) => {
  const [d, l] = await sideBySide(demo, large, action, fields);
  const row: (typeof rows)[number] = { name, demo: d, large: l };
  rows.push(row);
  if (l / d > FLAT) over.push({ name, action, fields: fields(large.subjects) });
  return row;
};
try {
  for (const action of wholeActions) await measure(action.field, action, () => ({}));
  for (const action of paged) {
    const screen = SCREEN_FIELDS[action.field] ?? (() => ({}));
    const first = await measure(action.field, action, screen);
    // A later page: the middle of the large school's list as Next reaches it (from the last row of
    // the page before), timed against its first page there, and the same page asked by its number
    // (as a link to it would), alternated with it.
    const total = (await large.ask(action, screen(large.subjects))).body.total ?? 0;
    const middle = Math.floor(total / 10 / 2);
    if (middle > 1) {
      const before = await large.ask(action, { ...screen(large.subjects), page: String(middle - 1) });
      const next = { ...screen(large.subjects), page: String(middle), after: before.body.keys?.last ?? '' };
      const byNumber = { ...screen(large.subjects), page: String(middle) };
      const ms: number[] = [];
      const numbered: number[] = [];
      for (let i = 0; i < ROUNDS + 2; i++) {
        ms.push((await large.ask(action, next)).ms);
        numbered.push((await large.ask(action, byNumber)).ms);
      }
      first.later = median(ms.slice(2));
      first.byNumber = median(numbered.slice(2));
    }
    if ('search' in requestKeys(action) && !(action.field in SCREEN_FIELDS && 'id' in screen(large.subjects))) {
      await measure(`${action.field} "smi"`, action, (s) => ({ ...screen(s), search: 'smi' }));
    }
  }
} finally {
  console.log(`\nLists on the demo school and the large school (PostgreSQL, in process, median of ${ROUNDS} alternated rounds)`);
  console.log(
    'list'.padEnd(36),
    'demo ms'.padStart(8),
    'large ms'.padStart(9),
    'large÷demo'.padStart(11),
    'middle page (Next) ÷ first'.padStart(27),
    'by its number ÷ first'.padStart(22),
  );
  for (const r of rows) {
    const ratio = r.large / r.demo;
    console.log(
      r.name.padEnd(36),
      r.demo.toFixed(1).padStart(8),
      r.large.toFixed(1).padStart(9),
      `${ratio.toFixed(2)}×${ratio > FLAT ? ' !' : ''}`.padStart(11),
      (r.later === undefined ? '' : `${(r.later / r.large).toFixed(2)}×${r.later / r.large > FLAT ? ' !' : ''}`).padStart(27),
      (r.byNumber === undefined ? '' : `${(r.byNumber / r.large).toFixed(2)}×`).padStart(22),
    );
  }
  const flat = rows.filter((r) => r.large / r.demo <= FLAT).length;
  console.log(`${flat} of ${rows.length} within ${FLAT}× of the demo school`);
  if (SHOW_SQL) {
    for (const o of over) {
      console.log(`\n${o.name}:`);
      for (const s of await statementsOf(large, o.action, o.fields))
        console.log(`  ${s.ms.toFixed(1)} ms  ${s.query.sql.replace(/\s+/g, ' ').slice(0, 400)}`);
    }
  }
  await demo.close();
  await large.close();
  await admin.query(`DROP DATABASE IF EXISTS ${demoName} WITH (FORCE)`);
  await admin.end();
}
