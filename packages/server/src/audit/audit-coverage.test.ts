import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { ALL_ACTIONS, ENDPOINTS, londonDate, quickInfoToForm, timeAwayPayload, type ActionDef } from '@dss/contract';
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
import { instructorWalks } from './walks/instructor-walks';
import { officeWalks } from './walks/office-walks';
import { isUpload, type WalkInput, type Walks } from './walks/walk';
import { addInstructor, addLearner, addPlan, addTimeAway, assign, payCredits } from '../test-support/school-fixtures';
import { READ_ONLY_ACTIONS, SELF_AUDITED_ACTIONS } from './read-only-actions';

/** Tables without the audit trigger, and why (013_audit_trail.sql). */
const UNAUDITED_TABLES = new Set([
  'audit_log', // the trail itself
  'schema_migrations', // migrations, not records
  'lifecycle_runs', // the job's own bookkeeping
  'login_failures', // sign-in limits; failed sign-ins are audit events
  'staff_sessions', // token hashes; sign-ins and sign-outs are audit events
  'learner_bell', // the bell's flags, derived from audited tables by their triggers
  'lesson_income', // financial 6's lessons and money per day, derived from bookings by their triggers
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

  /** An office staff member with the 'user' privilege, Active unless `state` says otherwise. */
  async function addStaff(state = 1): Promise<number> {
    const made = await server.db
      .insertInto('staff')
      .values({
        title_id: 1,
        fname: 'Walk',
        lname: 'Staff',
        mobile: '07700900999',
        email: 'walk@x.invalid',
        password_hash: 'x',
        acc_state: state,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db.insertInto('staff_privileges').values({ staff_id: made.id, privilege_id: 11 }).execute();
    return made.id;
  }

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
  const walks: Walks = {
    ...instructorWalks(context),
    ...officeWalks(context),
    registerlearner: async () => ({
      title: '1',
      gender: 'm',
      fname: 'Walt',
      mname: '',
      lname: 'Walker',
      mobile: '07700900123',
      landline: '',
      inemail: 'walt.walker@example.invalid',
      dob: '2005-04-12',
      dlno: 'WALKE504125W99AB',
      lesstype: 'manual',
      haline1: '1 Walk Lane',
      haline2: '',
      hacity: 'London',
      hcounty: '',
      hapostcode: 'E7 9HZ',
      pickpostcode: 'E7 9HZ',
      adigender: 'any',
      adilang: '',
      cartype: '1',
      idemkey: randomUUID(),
    }),
    updatelearner: async () => {
      const id = await addLearner(server.db, { fname: 'Una' });
      return {
        studentid: String(id),
        title: '3',
        fname: 'Una',
        mname: '',
        lname: 'Changed',
        mobile: '07700900456',
        landline: '',
        inemail: 'una@example.invalid',
        dob: '2005-02-03',
        dlno: `UPDAT${id}XY9ZZ`,
        lesstype: 'manual',
        haline1: '2 Station Road',
        haline2: '',
        hacity: 'Ilford',
        hcounty: '',
        hapostcode: 'IG1 2AB',
        pickpostcode: 'IG1 2AB',
        adigender: 'any',
        adilang: '',
        cartype: '1',
        state: '1',
      };
    },
    processlearnerpayment: async () => ({
      learnerid: String(await addLearner(server.db)),
      lessonplanid: String(await addPlan(server.db, 2)),
      idemkey: randomUUID(),
    }),
    savedeparture: async () => ({
      learner: String(await addLearner(server.db)),
      dateofdeparture: londonDate(new Date()),
      reportedby: '1',
      reason: '1',
    }),
    savetheorytest: async () => ({
      learner: String(await addLearner(server.db)),
      dateoftest: '2024-01-01',
      mcqpoints: '45',
      hppoints: '60',
      outcome: '1',
    }),
    saveeyetest: async () => {
      const learner = await addLearner(server.db);
      const adi = await addInstructor(server.db);
      await assign(server.db, learner, adi);
      return { learner: String(learner), dateoftest: '2025-01-02', outcome: '1', testedby: String(adi), nextsteps: '1' };
    },
    savecomplaint: async () => ({
      form: JSON.stringify({
        complainantType: 2,
        complainant: String(await addLearner(server.db)),
        complainee: String(await addInstructor(server.db)),
        incidentdate: '2025-01-02',
        incidenttime: '14:30',
        comptdesc: 'The instructor arrived twenty minutes late and did not apologise to the learner.',
        selfresolve: '0',
        complaineedscdate: '',
        complaineedsctime: '',
        complaineedscsolution: '0',
        complaineedsctext: '',
      }),
    }),
    saveincome: async () => {
      const cat = await server.db
        .insertInto('finance_categories')
        .values({ category: 'Walk income', type: 'income', tax: 'claimable' })
        .returning('rec_id')
        .executeTakeFirstOrThrow();
      return {
        adi: String(await addInstructor(server.db)),
        type: String(cat.rec_id),
        date: '2025-01-14',
        amount: '45.00',
        method: 'Bank transfer',
        status: 'completed',
        notes: 'Walk',
        idemkey: randomUUID(),
      };
    },
    saveexpense: async () => {
      const cat = await server.db
        .insertInto('finance_categories')
        .values({ category: 'Walk expense', type: 'expense', tax: 'claimable' })
        .returning('rec_id')
        .executeTakeFirstOrThrow();
      return {
        adi: String(await addInstructor(server.db)),
        type: String(cat.rec_id),
        date: '2025-01-14',
        amount: '12.00',
        method: 'Bank transfer',
        status: 'completed',
        notes: 'Walk',
        idemkey: randomUUID(),
      };
    },
    savefinancecategory: async () => ({ cat: 'Walked category', type: 'expense', rate: 'claimable' }),
    savemileage: async () => ({
      adi: String(await addInstructor(server.db)),
      date: '2025-01-10',
      type: 'business',
      start: '12000.4',
      end: '12042.6',
    }),
    saveaditimeaway: async () => {
      const day = londonDate(new Date(Date.now() + 10 * 86_400_000));
      return { ...timeAwayPayload(await addInstructor(server.db), { type: 'day', date: day, reason: 'Walk' }) };
    },
    deleteaditimeaway: async () => {
      const adi = await addInstructor(server.db);
      const start = new Date(Date.now() + 20 * 86_400_000);
      await addTimeAway(server.db, adi, start, new Date(start.getTime() + 86_400_000), 'Walk');
      const row = await server.db
        .selectFrom('instructor_time_away')
        .select('rec_id')
        .where('adi_id', '=', adi)
        .executeTakeFirstOrThrow();
      return { recordid: String(row.rec_id) };
    },
    savelessonplan: async () => ({ desc: 'Walked pack', price: '99.95', hours: '3', gears: 'manual', promocode: '' }),
    removelessonplan: async () => ({ plan_id: String(await addPlan(server.db, 4)) }),
    savequickinfo: async () => {
      const info = (await post(server.url, ENDPOINTS.officeAdmin, { token: tokens.admin, loadquickinfo: '1' })).json();
      return { frm: JSON.stringify({ ...quickInfoToForm(info), addr1: '1 Walked Street' }) };
    },
    savestaff: async () => ({
      staff_id: '',
      title: '2',
      fname: 'Wendy',
      mname: '',
      lname: 'Walk',
      mobile: '07700900777',
      email: 'wendy.walk@driving-school.invalid',
      privlist: '[11]',
    }),
    updatestaff: async () => ({
      staff_id: '3',
      title: '2',
      fname: 'Sophie',
      mname: '',
      lname: 'Walked',
      mobile: '07700900778',
      email: 'sophie.clarke@driving-school.invalid',
      privlist: '[11]',
    }),
    blockstaff: async () => ({ staff_id: String(await addStaff()) }),
    unblockstaff: async () => ({ staff_id: String(await addStaff(0)) }),
    resetstaffpass: async () => ({ staff_id: String(await addStaff()) }),
    deletestaff: async () => ({ staff_id: String(await addStaff()) }),
    subjectaccess: async () => ({ subject: 'learner', id: String(await addLearner(server.db)) }),
    reassigninstructor: async () => ({
      assignid: String(await activeAssignment()),
      selectedadi: String(await addInstructor(server.db)),
      reason: 'Walk',
    }),
    endassignment: async () => ({ assignid: String(await activeAssignment()), status: '5', reason: 'Walk' }),
    voidlearnerpayment: async () => {
      const learner = await addLearner(server.db);
      const [credit] = await payCredits(server.db, learner, await addPlan(server.db, 2));
      const { pay_id } = await server.db
        .selectFrom('credits')
        .select('pay_id')
        .where('cred_id', '=', credit!)
        .executeTakeFirstOrThrow();
      return { payid: String(pay_id), reason: 'Walk', idemkey: randomUUID() };
    },
    withdrawdeparture: async () => {
      const learner = await addLearner(server.db);
      await server.db
        .insertInto('departures')
        .values({ stu_id: learner, dep_date: '2024-01-01', reported_by: 1, reason_id: 1, recorded_by: 2 })
        .execute();
      return { learner: String(learner) };
    },
    eraselearner: async () => ({ learner: String(await addLearner(server.db)), reason: 'Walk' }),
    eraseinstructor: async () => ({ instructor: String(await addInstructor(server.db)), reason: 'Walk' }),
    changeownpassword: async () => ({ current: sha512Hex('demo-user'), p: sha512Hex('Walked-Passw0rd') }),
  };

  it('walks every write action', () => {
    const unwalked = writeActions.map((a) => a.field).filter((f) => !(f in walks) && !WALKED_ON_A_FRESH_INSTALL.has(f));
    assert.deepEqual(unwalked, [], 'write actions with no walk: add one, or list the action as read-only if it changes nothing');
    assert.deepEqual(
      Object.keys(walks).filter((f) => WALKED_ON_A_FRESH_INSTALL.has(f) || !writeActions.some((a) => a.field === f)),
      [],
      'walks of actions that are not write actions',
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
