import type { Kysely } from 'kysely';
import { ALL_ACTIONS, ENDPOINTS, STAFF_STATES, type ActionDef } from '@dss/contract';
import { hashPasswordDigest } from '../../auth/password-hash';
import { sha512Hex } from '../../auth/sha512';
import type { Database } from '../../db/tables';
import { DEMO_STAFF } from '../../demo/platform-data';
import { seedPlatform } from '../../demo/seed-platform';
import { ADMIN_PRIVILEGE_ID, REPORTS_PRIVILEGE_ID, USER_PRIVILEGE_ID } from '../../staff/privilege-ids';
import { build, signIn, type TestApp } from '../inject';
import { addInstructor, addLearner, assign } from '../school-fixtures';
import { casesFor, type FuzzCase } from './payloads';

export interface FuzzOptions {
  seed: number;
  /** Cases sent to each action at most. */
  perAction: number;
  /** The whole run's time budget; each action gets an even share of what is left. */
  seconds: number;
  /** Seeds the database after the platform (sign-ins, plans, terms); a few rows by default. */
  school?: (db: Kysely<Database>) => Promise<void>;
  /** Only these actions (by field), for a rerun of a failure. */
  only?: readonly string[];
  progress?: (line: string) => void;
}

export interface FuzzFailure {
  action: string;
  endpoint: string;
  label: string;
  payload: string;
  status: number | 'no answer' | 'threw';
  body: string;
}

export interface FuzzReport {
  engine: string;
  requests: number;
  actions: number;
  /** Actions whose share of the time ran out before all their cases were sent. */
  cut: number;
  statuses: Record<string, number>;
  failures: FuzzFailure[];
  seconds: number;
}

/** The two sign-ins of the fixtures: the administrator, and an office user with the reports privilege. */
const CALLERS = {
  admin: DEMO_STAFF.find((s) => s.privileges.includes('admin'))!,
  user: DEMO_STAFF.find((s) => s.privileges.includes('user') && s.privileges.includes('reports'))!,
};
type CallerName = keyof typeof CALLERS;
const PRIVILEGE_IDS = { admin: ADMIN_PRIVILEGE_ID, user: USER_PRIVILEGE_ID, reports: REPORTS_PRIVILEGE_ID } as const;

// Bad sign-ins among the cases are counted against this address, never against the runner's own.
const FUZZ_ADDRESS = '192.0.2.10';
const REQUEST_TIMEOUT_MS = 15_000;

/** A few rows so that ids 1 name a learner, an instructor and an assignment. */
async function smallSchool(db: Kysely<Database>) {
  const adi = await addInstructor(db);
  const learner = await addLearner(db);
  await assign(db, learner, adi);
}

/** Who runs an action: the administrator on the admin endpoint or when only they may; else the office user. */
function callerFor(action: ActionDef, index: number): CallerName | null {
  if (action.permissions === null) return null;
  if (action.endpoint === ENDPOINTS.officeAdmin) return 'admin';
  const admin = action.permissions.includes('admin');
  const user = action.permissions.includes('user');
  if (admin && user) return index % 2 ? 'admin' : 'user';
  return admin ? 'admin' : 'user';
}

/**
 * Sends each action's cases through `app.inject` on a fresh database and keeps every answer of
 * status 500 or more, every request that threw and every one left unanswered. Cases may write
 * (a valid-looking one may register a learner, block a staff member, end the session): when a
 * caller's request is refused as signed out or forbidden, the two callers are restored in the
 * database, signed in again and the request is sent once more.
 */
export async function runFuzz(opts: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const deadline = started + opts.seconds * 1000;
  const server = await build({
    seed: async (db) => {
      await seedPlatform(db);
      await (opts.school ?? smallSchool)(db);
    },
  });
  const escaped: unknown[] = [];
  const onEscape = (err: unknown) => escaped.push(err);
  process.on('uncaughtException', onEscape);
  process.on('unhandledRejection', onEscape);
  const report: FuzzReport = {
    engine: server.engine,
    requests: 0,
    actions: 0,
    cut: 0,
    statuses: {},
    failures: [],
    seconds: 0,
  };
  try {
    const tokens = await signInAll(server);
    const actions = ALL_ACTIONS.filter((a) => !opts.only?.length || opts.only.includes(a.field));
    for (const [n, action] of actions.entries()) {
      const share = (deadline - Date.now()) / (actions.length - n);
      const until = Date.now() + share;
      const cases = casesFor(action, opts.seed, opts.perAction);
      let sent = 0;
      for (const [i, fuzzCase] of cases.entries()) {
        // Every action gets its first case (the baseline) whatever the clock says.
        if (i > 0 && Date.now() > until) break;
        const caller = callerFor(action, i);
        const send = () => sendCase(server, action, fuzzCase, tokenFor(fuzzCase, caller, tokens));
        let answer = await send();
        if (fuzzCase.auth === 'caller' && caller && (answer.status === 401 || answer.status === 403)) {
          Object.assign(tokens, await restoreCallers(server));
          answer = await send();
        }
        sent++;
        report.requests++;
        const key = String(answer.status);
        report.statuses[key] = (report.statuses[key] ?? 0) + 1;
        if (typeof answer.status !== 'number' || answer.status >= 500) {
          report.failures.push({
            action: action.field,
            endpoint: action.endpoint,
            label: fuzzCase.label,
            payload: fuzzCase.shown,
            status: answer.status,
            body: answer.body.slice(0, 500),
          });
        }
        for (const err of escaped.splice(0)) {
          report.failures.push({
            action: action.field,
            endpoint: action.endpoint,
            label: `${fuzzCase.label} (escaped the request)`,
            payload: fuzzCase.shown,
            status: 'threw',
            body: err instanceof Error ? (err.stack ?? err.message) : String(err),
          });
        }
      }
      report.actions++;
      if (sent < cases.length) report.cut++;
      opts.progress?.(`${action.field}: ${sent}/${cases.length} cases, ${report.failures.length} failures so far`);
    }
  } finally {
    process.off('uncaughtException', onEscape);
    process.off('unhandledRejection', onEscape);
    await server.close();
  }
  report.seconds = Math.round((Date.now() - started) / 1000);
  return report;
}

function tokenFor(fuzzCase: FuzzCase, caller: CallerName | null, tokens: Record<CallerName, string>): string | undefined {
  if (fuzzCase.auth === 'none' || caller === null) return undefined;
  if (fuzzCase.auth === 'wrong-role') return tokens[caller === 'admin' ? 'user' : 'admin'];
  return tokens[caller];
}

async function sendCase(
  server: TestApp,
  action: ActionDef,
  fuzzCase: FuzzCase,
  token: string | undefined,
): Promise<{ status: number | 'no answer' | 'threw'; body: string }> {
  const { contentType, body } = fuzzCase.encode(token);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'no answer'>((resolve) => {
    timer = setTimeout(() => resolve('no answer'), REQUEST_TIMEOUT_MS);
  });
  try {
    const res = await Promise.race([
      server.app.inject({
        method: 'POST',
        url: `/api/${action.endpoint}`,
        headers: contentType ? { 'content-type': contentType } : {},
        payload: body,
        remoteAddress: FUZZ_ADDRESS,
      }),
      timeout,
    ]);
    if (res === 'no answer') return { status: res, body: `no answer within ${REQUEST_TIMEOUT_MS} ms` };
    return { status: res.statusCode, body: res.body };
  } catch (err) {
    return { status: 'threw', body: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  } finally {
    clearTimeout(timer);
  }
}

async function signInAll(server: TestApp): Promise<Record<CallerName, string>> {
  return {
    admin: await signIn(server.url, CALLERS.admin.id, CALLERS.admin.password),
    user: await signIn(server.url, CALLERS.user.id, CALLERS.user.password),
  };
}

/** Puts both callers back as seeded (active, their password, no forced change, their privileges) and signs them in. */
async function restoreCallers(server: TestApp): Promise<Record<CallerName, string>> {
  for (const person of Object.values(CALLERS)) {
    await server.db
      .updateTable('staff')
      .set({
        acc_state: STAFF_STATES.active,
        must_change_password: false,
        password_hash: await hashPasswordDigest(sha512Hex(person.password)),
      })
      .where('id', '=', person.id)
      .execute();
    await server.db.deleteFrom('staff_privileges').where('staff_id', '=', person.id).execute();
    await server.db
      .insertInto('staff_privileges')
      .values(person.privileges.map((code) => ({ staff_id: person.id, privilege_id: PRIVILEGE_IDS[code] })))
      .execute();
  }
  return signInAll(server);
}

/** One line per failure, for a test's message or the command's output. */
export function describeFailures(failures: readonly FuzzFailure[]): string {
  return failures
    .map((f) => `${f.action} (${f.endpoint}) ${f.label}: ${f.status}\n  payload: ${f.payload}\n  answer: ${f.body}`)
    .join('\n');
}
