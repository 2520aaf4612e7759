import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { ALL_ACTIONS, ENDPOINTS, londonDate, quickInfoToForm, timeAwayPayload, type ActionDef } from '@dss/contract';
import { sha512Hex } from '../auth/sha512';
import { build, post, signIn, type TestApp } from '../test-support/inject';
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
]);

/**
 * Write actions not yet walked below. Each is audited by the same transaction as the walked
 * ones; this list only shrinks. A new write action must be walked or listed as read-only.
 */
const NOT_YET_WALKED = new Set([
  'accountsetup',
  'acceptinstructorpayment',
  'addadiinofficeadvancedv2',
  'addadivehicle',
  'approveinstructor',
  'assigninstructor',
  'deleteinstructor',
  'instructortcupload',
  'learnertcupload',
  'placebookings',
  'placependingbookings',
  'removeadivehicle',
  'removefranchiseplan',
  'removeinstructorquestion',
  'removelearnerquestion',
  'saveadiavailability',
  'savediary',
  'savefranchiseplan',
  'saveinstructorfeedback',
  'saveinstructorgroup',
  'saveinstructorpayment',
  'saveinstructorquestion',
  'savelearnerfeedback',
  'savelearnergroup',
  'savelearnerquestion',
  'sendoverview',
  'savetestoutcome',
  'traineeinstructortcupload',
  'trainingpacktcupload',
  'updateadiaddress',
  'updateadiadvance',
  'updateadibasic',
  'updateadifranchise',
  'updateadilanguages',
  'updateadipostcodes',
  'updateadivehicledocs',
  'updateadivehicleinfo',
  'updateadivehicletypes',
  'updatecomplaint',
]);

const writeActions = ALL_ACTIONS.filter((a) => !READ_ONLY_ACTIONS.has(a.field) && !SELF_AUDITED_ACTIONS.has(a.field));

describe('audit coverage', () => {
  let server: TestApp;
  const tokens: Record<'office' | 'admin', string> = { office: '', admin: '' };
  const call = (action: ActionDef, fields: Record<string, string>) =>
    post(server.url, action.endpoint, {
      token:
        action.endpoint === ENDPOINTS.officeAdmin ||
        (action.permissions?.includes('admin') && !action.permissions.includes('user'))
          ? tokens.admin
          : tokens.office,
      [action.field]: '1',
      ...fields,
    });

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
    server = await build();
    tokens.admin = await signIn(server.url, 1, 'demo-admin');
    tokens.office = await signIn(server.url, 2, 'demo-user');
  });
  after(() => server.close());

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

  it('lists only real actions as read-only or not yet walked', () => {
    const fields = new Set(ALL_ACTIONS.map((a) => a.field));
    for (const list of [READ_ONLY_ACTIONS, SELF_AUDITED_ACTIONS, NOT_YET_WALKED])
      assert.deepEqual(
        [...list].filter((f) => !fields.has(f)),
        [],
      );
    assert.deepEqual(
      [...NOT_YET_WALKED].filter((f) => READ_ONLY_ACTIONS.has(f)),
      [],
    );
  });

  /**
   * Each walk makes what its action needs and answers the action's fields. The action must
   * succeed and leave at least one entry naming it, by the signed-in staff member.
   */
  /** A new learner's active assignment to a new instructor. */
  const activeAssignment = async () => assign(server.db, await addLearner(server.db), await addInstructor(server.db));

  const walks: Record<string, () => Promise<Record<string, string>>> = {
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
    subjectaccess: async () => ({ learner: String(await addLearner(server.db)) }),
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

  it('walks every write action, or lists it as not yet walked', () => {
    const unwalked = writeActions.map((a) => a.field).filter((f) => !(f in walks) && !NOT_YET_WALKED.has(f));
    assert.deepEqual(unwalked, [], 'write actions with no walk: add one, or list the action as read-only if it changes nothing');
    assert.deepEqual(
      Object.keys(walks).filter((f) => NOT_YET_WALKED.has(f)),
      [],
    );
  });

  for (const action of writeActions.filter((a) => a.field in walks)) {
    it(`${action.field} leaves an audit entry`, async () => {
      const fields = await walks[action.field]!();
      const before = await server.db
        .selectFrom('audit_log')
        .select(sql<number>`coalesce(max(id), 0)`.as('id'))
        .executeTakeFirstOrThrow();
      const res = await call(action, fields);
      assert.ok(res.status === 200, `${action.field}: ${res.status} ${res.text}`);
      const made = await server.db
        .selectFrom('audit_log')
        .select(['action', 'staff_id'])
        .where('id', '>', before.id)
        .where('action', '=', action.field)
        .execute();
      assert.ok(made.length > 0, `${action.field} left no audit entry`);
      assert.ok(made.every((e) => e.staff_id !== null));
    });
  }
});
