import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { ALL_ACTIONS, ENDPOINTS, type ActionDef } from '@dss/contract';
import { sha512Hex } from '../auth/sha512';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMailer } from '../mail/mailer';
import { DEVELOPMENT_LICENCE_SECRET } from '../config';
import { issueLicenceKey } from '../licence/licence-key';
import { build, post, postMultipart, signIn, type TestApp } from '../test-support/inject';
import { uploadForm } from '../test-support/instructor-fixtures';
import { startSmtp, type SmtpListener } from '../test-support/smtp-listener';
import { instructorWalks } from '../test-support/audit-walks/instructor-walks';
import { learnerWalks } from '../test-support/audit-walks/learner-walks';
import { officeWalks } from '../test-support/audit-walks/office-walks';
import { schoolWalks } from '../test-support/audit-walks/school-walks';
import { isUpload, type WalkInput, type Walks } from '../test-support/audit-walks/walk';
import { addInstructor, addLearner, assign } from '../test-support/school-fixtures';
import { READ_ONLY_ACTIONS, SELF_AUDITED_ACTIONS } from './read-only-actions';

/** Tables without the audit trigger, and why (013_audit_trail.sql). */
const UNAUDITED_TABLES = new Set([
  'audit_log', // the trail itself
  'schema_migrations', // migrations, not records
  'runtime_role', // the login of the server's runtime role, read by the owner only
  'lifecycle_runs', // the job's own bookkeeping
  'login_failures', // sign-in limits; failed sign-ins are audit events
  'sign_in_addresses', // sign-in limits; sign-ins are audit events
  'staff_sessions', // token hashes; sign-ins and sign-outs are audit events
  'learner_bell', // the bell's flags, derived from audited tables by their triggers
  'lesson_income', // financial 6's lessons and money per day, derived from bookings by their triggers
  'feedback_awaited', // the lessons awaiting feedback, derived from bookings and feedbacks by their triggers
  'feedback_totals', // the rated people's feedback totals, derived from feedbacks by their triggers
  'kept_totals', // the lists' kept totals, derived from audited tables by their triggers
  'complaint_party_search', // the complaints' parties' names as searched, derived from audited tables by their triggers
  'mail_outbox', // the record of every e-mail itself; bodies (and a new learner's password) kept out of the trail
]);

/**
 * Walked on a server of its own, before any staff exists: Account Setup installs the school and
 * makes the first administrator, and refuses once a school is installed.
 */
const WALKED_ON_A_FRESH_INSTALL = new Set(['accountsetup']);

/** Form fields whose values are masked in the trail: a walk's value for one must never appear in an entry. */
const MASKED_FIELDS = ['accno', 'scode', 'nino', 'naob', 'fbname', 'cardnumber', 'cvv', 'p', 'current'];

const writeActions = ALL_ACTIONS.filter((a) => !READ_ONLY_ACTIONS.has(a.field) && !SELF_AUDITED_ACTIONS.has(a.field));

describe('audit coverage', () => {
  let server: TestApp;
  const tokens: Record<'office' | 'admin', string> = { office: '', admin: '' };
  let smtp: SmtpListener;
  /** Administrator's actions as staff 1, the others as the office user, staff 2. */
  const asAdmin = (action: ActionDef) =>
    action.endpoint === ENDPOINTS.officeAdmin || (action.permissions?.includes('admin') && !action.permissions.includes('user'));
  const call = (action: ActionDef, input: WalkInput) => {
    const token = asAdmin(action) ? tokens.admin : tokens.office;
    if (isUpload(input))
      return postMultipart(server.url, action.endpoint, uploadForm({ token, [action.field]: '1', ...input.fields }, input.files));
    return post(server.url, action.endpoint, { token, [action.field]: '1', ...input });
  };

  before(async () => {
    smtp = await startSmtp();
    server = await build({
      mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, outboxDir: mkdtempSync(join(tmpdir(), 'dss-walk-')) }),
    });
    tokens.admin = await signIn(server.url, 1, 'demo-admin');
    tokens.office = await signIn(server.url, 2, 'demo-user');
  });
  after(async () => {
    await server.close();
    await smtp.close();
  });

  it('has the audit trigger on every table but the listed few', async () => {
    const tables = await sql<{ name: string; audited: boolean }>`
      SELECT c.relname AS name,
             EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'audit_row') AS audited
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`.execute(server.db);
    const missing = tables.rows.filter((t) => !t.audited && !UNAUDITED_TABLES.has(t.name)).map((t) => t.name);
    assert.deepEqual(missing, [], 'tables without audit: add SELECT audit_table(…) to their migration');
    const exempt = tables.rows.filter((t) => UNAUDITED_TABLES.has(t.name)).map((t) => t.name);
    assert.deepEqual(exempt.sort(), [...UNAUDITED_TABLES].sort());
  });

  it('lists only real actions as read-only or walked on a fresh install', () => {
    const fields = new Set(ALL_ACTIONS.map((a) => a.field));
    for (const list of [READ_ONLY_ACTIONS, SELF_AUDITED_ACTIONS, WALKED_ON_A_FRESH_INSTALL])
      assert.deepEqual(
        [...list].filter((f) => !fields.has(f)),
        [],
      );
    assert.deepEqual(
      [...WALKED_ON_A_FRESH_INSTALL].filter((f) => READ_ONLY_ACTIONS.has(f)),
      [],
    );
  });

  /** A new learner's active assignment to a new instructor. */
  const activeAssignment = async () => assign(server.db, await addLearner(server.db), await addInstructor(server.db));
  const context = {
    get server() {
      return server;
    },
    tokens,
    activeAssignment,
  };

  /**
   * Each walk makes what its action needs and answers the action's fields. The action must
   * succeed and leave one set of entries naming it, written in one transaction by the
   * signed-in staff member, each naming a record, with masked fields never in them.
   */
  const byDomain: Walks[] = [learnerWalks(context), instructorWalks(context), officeWalks(context), schoolWalks(context)];
  const walks: Walks = Object.assign({}, ...byDomain) as Walks;

  it('walks every write action', () => {
    const unwalked = writeActions.map((a) => a.field).filter((f) => !(f in walks) && !WALKED_ON_A_FRESH_INSTALL.has(f));
    assert.deepEqual(unwalked, [], 'write actions with no walk: add one, or list the action as read-only if it changes nothing');
    assert.deepEqual(
      Object.keys(walks).filter((f) => WALKED_ON_A_FRESH_INSTALL.has(f) || !writeActions.some((a) => a.field === f)),
      [],
      'walks of actions that are not write actions',
    );
    const names = byDomain.flatMap((w) => Object.keys(w));
    assert.deepEqual(
      names.filter((f, i) => names.indexOf(f) !== i),
      [],
      'an action walked in two places',
    );
  });

  for (const action of writeActions.filter((a) => a.field in walks)) {
    it(`${action.field} leaves one set of audit entries`, async () => {
      const input = await walks[action.field]!();
      const before = await server.db
        .selectFrom('audit_log')
        .select(sql<number>`coalesce(max(id), 0)`.as('id'))
        .executeTakeFirstOrThrow();
      const res = await call(action, input);
      assert.ok(res.status === 200, `${action.field}: ${res.status} ${res.text}`);
      const made = await server.db
        .selectFrom('audit_log')
        .select(['action', 'staff_id', 'tx_id', 'record_kind', 'record_id', 'changes'])
        .where('id', '>', before.id)
        .where('action', '=', action.field)
        .execute();
      assertOneSet(action.field, made, asAdmin(action) ? 1 : 2, isUpload(input) ? input.fields : input);
    });
  }

  it('accountsetup leaves one set of audit entries, by nobody, as no one is signed in yet', async () => {
    const fresh = await build({ seed: async () => {} });
    try {
      const licence = issueLicenceKey(DEVELOPMENT_LICENCE_SECRET, { serial: 7, edition: 1 }).replace('-', '');
      const fields = {
        title: 'Mrs',
        fname: 'Ayesha',
        mname: '',
        lname: 'Rahman',
        mobile: '07700900555',
        inemail: 'ayesha@school.invalid',
        licence,
        p: sha512Hex('first-admin-pw'),
      };
      const res = await post(fresh.url, ENDPOINTS.login, { accountsetup: '1', ...fields });
      assert.equal(res.status, 200, res.text);
      const made = await fresh.db
        .selectFrom('audit_log')
        .select(['action', 'staff_id', 'tx_id', 'record_kind', 'record_id', 'changes'])
        .where('action', '=', 'accountsetup')
        .execute();
      // nobody is signed in while the school is installed: the entries name no staff member
      assert.ok(res.json().result.data.id > 0);
      assertOneSet('accountsetup', made, null, fields);
    } finally {
      await fresh.close();
    }
  });
});

interface Entry {
  action: string;
  staff_id: number | null;
  tx_id: string | number | bigint;
  record_kind: string;
  record_id: string | number | bigint | null;
  changes: unknown;
}

/** Columns the trail masks (013_audit_trail.sql, audit_value). */
const MASKED_COLUMNS = ['password_hash', 'token_hash', 'acc_no', 'sort_code', 'nino', 'bank_name', 'name_on_acc', 'content'];

/** One action's entries: some, all of one transaction, by `staff`, each naming a record, masked values absent. */
function assertOneSet(field: string, made: Entry[], staff: number | null, input: Record<string, string>) {
  assert.ok(made.length > 0, `${field} left no audit entry`);
  assert.equal(new Set(made.map((e) => String(e.tx_id))).size, 1, `${field}: entries of more than one transaction`);
  assert.deepEqual(
    made.filter((e) => e.staff_id !== staff).map((e) => e.staff_id),
    [],
    `${field}: entries not by staff ${staff}`,
  );
  assert.deepEqual(
    made.filter((e) => !e.record_kind || e.record_id === null).map((e) => e.record_kind),
    [],
    `${field}: entries naming no record`,
  );
  const text = JSON.stringify(made.map((e) => e.changes));
  for (const name of MASKED_FIELDS) {
    const value = input[name];
    if (value) assert.ok(!text.includes(JSON.stringify(value)), `${field}: the value of ${name} is in the trail`);
  }
  for (const changes of made.map((e) => e.changes as Record<string, unknown>))
    for (const column of MASKED_COLUMNS.filter((c) => c in changes))
      assert.ok(
        JSON.stringify(changes[column]).replace(/"\(masked\)"|null|[[\],]/g, '') === '',
        `${field}: ${column} is not masked`,
      );
}
