import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { AuditPage } from '@dss/contract';
import { sha512Hex } from '../auth/sha512';
import { build, post, signIn, type TestApp } from '../test-support/inject';
import { updateLearnerFields } from '../test-support/learner-update';
import { addInstructor, addLearner, addPlan, payCredits } from '../test-support/school-fixtures';

describe('audit trail', () => {
  let server: TestApp;
  let admin: string;
  let office: string;
  const office$ = (fields: Record<string, string>, token = office) => post(server.url, 'ctrouV2.php', { token, ...fields });
  const admin$ = (fields: Record<string, string>, token = admin) => post(server.url, 'ctroaV2.php', { token, ...fields });
  const entries = (action: string) =>
    server.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  /** The Update Learner form of a learner as stored, with `over` changed. */
  async function learnerForm(id: number, over: Record<string, string> = {}) {
    const form = (await office$({ loadlearner: '1', id: String(id) })).json();
    return updateLearnerFields(form, over);
  }

  before(async () => {
    server = await build();
    admin = await signIn(server.url, 1, 'demo-admin');
    office = await signIn(server.url, 2, 'demo-user');
  });
  after(() => server.close());

  it('records who changed a learner, with which action, and only the fields that changed', async () => {
    const id = await addLearner(server.db, { fname: 'Amelia' });
    const res = await office$(await learnerForm(id, { fname: 'Amy' }));
    assert.equal(res.text, 'SUCCESS');
    const [entry, ...more] = await entries('updatelearner');
    assert.equal(more.length, 0);
    assert.equal(entry!.staff_id, 2);
    assert.equal(entry!.operation, 'U');
    assert.equal(entry!.record_kind, 'learner');
    assert.equal(entry!.record_id, id);
    assert.equal(entry!.learner_id, id);
    assert.deepEqual(entry!.changes, { fname: ['Amelia', 'Amy'] });
  });

  it('keeps neither the change nor its entry when the action fails after writing', async () => {
    const id = await addLearner(server.db, { fname: 'Bella' });
    await payCredits(server.db, id, await addPlan(server.db, 2));
    // Blocking the learner updates the learner, then freezes the credits: the freeze fails.
    await sql`CREATE FUNCTION refuse_credit_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'forced failure'; END $$`.execute(server.db);
    await sql`CREATE TRIGGER refuse_credit_change BEFORE UPDATE ON credits FOR EACH ROW EXECUTE FUNCTION refuse_credit_change()`.execute(
      server.db,
    );
    try {
      const res = await office$(await learnerForm(id, { fname: 'Blocked', state: '0' }));
      assert.equal(res.status, 500);
    } finally {
      await sql`DROP TRIGGER refuse_credit_change ON credits`.execute(server.db);
      await sql`DROP FUNCTION refuse_credit_change()`.execute(server.db);
    }
    const learner = await server.db
      .selectFrom('learners')
      .select(['fname', 'acc_state'])
      .where('student_id', '=', id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(learner, { fname: 'Bella', acc_state: 1 });
    const about = await server.db
      .selectFrom('audit_log')
      .select('id')
      .where('learner_id', '=', id)
      .where('staff_id', '=', 2)
      .execute();
    assert.deepEqual(about, []);
  });

  it('masks bank details, sort codes, NI numbers and password hashes at the source', async () => {
    const adi = await addInstructor(server.db, {
      acc_no: '87654321',
      sort_code: '654321',
      nino: 'QQ987654D',
      name_on_acc: 'Zed Secret',
    });
    await server.db
      .updateTable('instructors')
      .set({ acc_no: '11223344', sort_code: '112233' })
      .where('adi_id', '=', adi)
      .execute();
    const res = await office$({ changeownpassword: '1', current: sha512Hex('demo-user'), p: sha512Hex('a-new-Passw0rd!') });
    assert.equal(res.text, 'SUCCESS', res.text);
    const passwordChange = (await entries('changeownpassword')).find((e) => e.record_kind === 'staff');
    assert.deepEqual(passwordChange!.changes.password_hash, ['(masked)', '(masked)']);
    const changed = await server.db
      .selectFrom('audit_log')
      .select('changes')
      .where('record_kind', '=', 'instructor')
      .where('record_id', '=', adi)
      .where('operation', '=', 'U')
      .executeTakeFirstOrThrow();
    assert.deepEqual(changed.changes, { acc_no: ['(masked)', '(masked)'], sort_code: ['(masked)', '(masked)'] });
    const everything = await sql<{ text: string }>`SELECT string_agg(changes::text, ' ') AS text FROM audit_log`.execute(
      server.db,
    );
    const text = everything.rows[0]!.text;
    for (const secret of ['87654321', '654321', 'QQ987654D', 'Zed Secret', '11223344', '112233', 'scrypt$'])
      assert.ok(!text.includes(secret), `${secret} is in the audit trail`);
  });

  it('refuses to change or delete an audit entry, in the database itself', async () => {
    const { id } = await server.db.selectFrom('audit_log').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    await assert.rejects(
      server.db.updateTable('audit_log').set({ action: 'forged' }).where('id', '=', id).execute(),
      /audit entries cannot be changed or deleted/,
    );
    await assert.rejects(
      server.db.deleteFrom('audit_log').where('id', '=', id).execute(),
      /audit entries cannot be changed or deleted/,
    );
    await assert.rejects(sql`TRUNCATE audit_log`.execute(server.db), /audit entries cannot be changed or deleted/);
  });

  it('records sign-ins, failed sign-ins, lock-outs and sign-outs', async () => {
    const login = (password: string) =>
      post(server.url, 'loginctr.php', { loginid: '3', p: sha512Hex(password), staffweblogin: '1' });
    const token = await signIn(server.url, 3, 'demo-clerk');
    for (let i = 0; i < 6; i++) await login('wrong password');
    assert.equal((await post(server.url, 'loginctr.php', { logout: token })).text, 'SUCCESS');
    const events = await server.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id', 'record_id', 'operation'])
      .where('record_kind', '=', 'staff')
      .where('record_id', '=', 3)
      .where('operation', '=', 'E')
      .orderBy('id')
      .execute();
    assert.deepEqual(
      events.map((e) => [e.action, e.staff_id]),
      [
        ['signin', 3],
        ['signin-failed', null],
        ['signin-failed', null],
        ['signin-failed', null],
        ['signin-failed', null],
        ['signin-failed', null],
        ['signin-locked', null],
        ['logout', 3],
      ],
    );
  });

  it("lists a learner's History newest first, paged, with their payments and credits", async () => {
    const id = await addLearner(server.db, { fname: 'Chloe' });
    await office$(await learnerForm(id, { fname: 'Cleo' }));
    await office$(await learnerForm(id, { lname: 'Renamed' }));
    await payCredits(server.db, id, await addPlan(server.db, 2));
    const res = await office$({ recordhistory: '1', kind: 'learner', id: String(id), pagesize: '5' });
    const page: AuditPage = res.json();
    // added, two updates, one payment and its two credits
    assert.equal(page.total, 6);
    assert.deepEqual(
      page.rows.map((r) => [r.action, r.operation, r.record_kind]),
      [
        ['system', 'I', 'credit'],
        ['system', 'I', 'credit'],
        ['system', 'I', 'learner_payment'],
        ['updatelearner', 'U', 'learner'],
        ['updatelearner', 'U', 'learner'],
      ],
    );
    assert.deepEqual(page.rows[3]!.changes, { lname: [page.rows[3]!.changes.lname![0], 'Renamed'] });
    assert.equal(page.rows[3]!.staff_name, 'Daniel Okafor');
    const second: AuditPage = (
      await office$({ recordhistory: '1', kind: 'learner', id: String(id), pagesize: '5', page: '1' })
    ).json();
    assert.deepEqual(
      second.rows.map((r) => [r.action, r.operation, r.record_kind]),
      [['system', 'I', 'learner']],
    );
    assert.equal(second.total, 6);
  });

  it("names the documents of an instructor's History and of the Audit Log by file name, a deleted file by its id", async () => {
    const adi = await addInstructor(server.db);
    const file = async (name: string) => {
      const pdf = Buffer.from('%PDF-1.4\n');
      const values = {
        file_name: name,
        mime_type: 'application/pdf',
        byte_size: pdf.length,
        sha256: 'b'.repeat(64),
        content: pdf,
      };
      return Number((await server.db.insertInto('uploaded_files').values(values).returning('id').executeTakeFirstOrThrow()).id);
    };
    const [lastYear, thisYear, licence] = [await file('mot-2025.pdf'), await file('mot-2026.pdf'), await file('licence.pdf')];
    const { c_id } = await server.db
      .insertInto('vehicles')
      .values({
        adi_id: adi,
        make: 'Ford',
        model: 'Fiesta',
        colour: 'Blue',
        c_reg: 'MO25TDOC',
        regyear: '2019-03-01',
        c_type_id: 2,
        c_gear: 'manual',
        c_fuel: 1,
        leagal_owner: 'Adam Teacher',
        dual_ctrl: 1,
        owner_type: 1,
        ved_exp: '2030-01-01',
        mot_exp: '2030-01-01',
        insurance_exp: '2030-01-01',
        mot_file_id: lastYear,
      })
      .returning('c_id')
      .executeTakeFirstOrThrow();
    await server.db.updateTable('vehicles').set({ mot_file_id: thisYear }).where('c_id', '=', c_id).execute();
    // an entry written by a script, the id as text
    await server.db
      .insertInto('audit_log')
      .values({
        action: 'script',
        operation: 'U',
        record_kind: 'instructor',
        record_id: adi,
        instructor_id: adi,
        changes: JSON.stringify({ licence_file_id: [String(licence), null] }),
      })
      .execute();
    const history = async (): Promise<AuditPage> =>
      (await office$({ recordhistory: '1', kind: 'instructor', id: String(adi), pagesize: '5' })).json();

    const replaced = await history();
    assert.deepEqual(replaced.rows[1]!.changes.mot_file_id, ['mot-2025.pdf', 'mot-2026.pdf']);
    assert.deepEqual(replaced.rows[0]!.changes.licence_file_id, ['licence.pdf', null]);
    const log: AuditPage = (await admin$({ auditlog: '1', kind: 'vehicle', recordid: String(c_id) })).json();
    assert.equal(log.total, 2);
    const byOperation = (operation: string) => log.rows.find((row) => row.operation === operation)!.changes.mot_file_id;
    assert.deepEqual(byOperation('I'), [null, 'mot-2025.pdf']);
    assert.deepEqual(byOperation('U'), ['mot-2025.pdf', 'mot-2026.pdf']);

    await server.db.deleteFrom('uploaded_files').where('id', '=', lastYear).execute();
    assert.deepEqual((await history()).rows[1]!.changes.mot_file_id, [lastYear, 'mot-2026.pdf']);
  });

  it("answers a staff member's History and the Audit Log to administrators only", async () => {
    assert.equal((await office$({ recordhistory: '1', kind: 'staff', id: '3' })).status, 403);
    assert.equal((await admin$({ auditlog: '1' }, office)).status, 403);
    const history: AuditPage = (await office$({ recordhistory: '1', kind: 'staff', id: '3' }, admin)).json();
    assert.equal(history.rows[0]!.action, 'logout');
  });

  it('searches the Audit Log by staff member, action, record and London dates', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    const byOffice: AuditPage = (
      await admin$({ auditlog: '1', bystaff: '2', act: 'updatelearner', from: today, to: today, sort: 'at', dir: 'desc' })
    ).json();
    assert.ok(byOffice.total >= 3);
    assert.ok(byOffice.rows.every((r) => r.staff_id === 2 && r.action === 'updatelearner'));
    const none: AuditPage = (await admin$({ auditlog: '1', to: '2001-01-01' })).json();
    assert.equal(none.total, 0);
    const oneRecord: AuditPage = (await admin$({ auditlog: '1', kind: 'staff', recordid: '3', act: 'logout' })).json();
    assert.equal(oneRecord.total, 1);
    assert.equal((await admin$({ auditlog: '1', from: '2024-02-30' })).status, 422);
  });

  it('searches the Audit Log for text in the action, the record kind or the staff member, whatever its case', async () => {
    const page = async (fields: Record<string, string>): Promise<AuditPage> =>
      (await admin$({ auditlog: '1', pagesize: '25', ...fields })).json();
    const byName = await page({ search: 'OKAF' });
    assert.equal(byName.total, (await page({ bystaff: '2' })).total);
    assert.ok(byName.rows.length > 0 && byName.rows.every((r) => r.staff_id === 2));
    const byAction = await page({ search: 'pdateLearn' });
    assert.equal(byAction.total, (await page({ act: 'updatelearner' })).total);
    assert.ok(byAction.rows.length > 0 && byAction.rows.every((r) => r.action === 'updatelearner'));
    const byKind = await page({ search: 'taf' });
    assert.ok(byKind.rows.length > 0);
    assert.ok(
      byKind.rows.every(
        (r) => r.record_kind === 'staff' || r.action.includes('taf') || r.staff_name.toLowerCase().includes('taf'),
      ),
    );
    assert.equal((await page({ search: 'no such text' })).total, 0);
  });

  it("sorts the Audit Log by the staff member's name both ways, its pages by number continuing that order", async () => {
    const staff = await server.db.selectFrom('staff').select(['id', 'fname', 'lname']).execute();
    const nameKey = new Map(staff.map((s) => [s.id, `${s.lname} ${s.fname}`.toLowerCase()]));
    const all = await server.db.selectFrom('audit_log').select(['id', 'staff_id']).execute();
    // Entries no staff member made (the lifecycle job's) have no name and sort first going up.
    const byName = all
      .map((e) => ({ id: Number(e.id), key: e.staff_id === null ? '' : nameKey.get(e.staff_id)! }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id))
      .map((e) => e.id);
    assert.ok(new Set(all.map((e) => e.staff_id)).size >= 2, 'entries of at least two staff members');
    for (const dir of ['asc', 'desc']) {
      const ids: number[] = [];
      for (const page of ['0', '1', '2']) {
        const { rows }: AuditPage = (await admin$({ auditlog: '1', sort: 'staff', dir, pagesize: '10', page })).json();
        ids.push(...rows.map((r) => r.id));
      }
      const expected = dir === 'asc' ? byName : [...byName].reverse();
      assert.deepEqual(ids, expected.slice(0, 30), dir);
    }
  });

  it('counts the whole Audit Log from its kept total: after new entries, a failed write and a fold', async () => {
    const shown = async () => ((await admin$({ auditlog: '1' })).json() as AuditPage).total;
    const counted = async () =>
      Number((await sql<{ n: string }>`SELECT count(*) AS n FROM audit_log`.execute(server.db)).rows[0]!.n);
    assert.equal(await shown(), await counted());
    const id = await addLearner(server.db, { fname: 'Cora' });
    assert.equal((await office$(await learnerForm(id, { fname: 'Corinne' }))).text, 'SUCCESS');
    const before = await counted();
    await assert.rejects(
      server.db.transaction().execute(async (tx) => {
        await sql`SELECT audit_event(2, 'signin', 'staff', 2, NULL, NULL, '{}'::jsonb)`.execute(tx);
        throw new Error('rolled back');
      }),
      /rolled back/,
    );
    assert.equal(await counted(), before);
    assert.equal(await shown(), before);
    await sql`SELECT fold_kept_totals()`.execute(server.db);
    assert.equal(await shown(), await counted());
  });

  it('exports the filtered Audit Log as CSV', async () => {
    const res = await admin$({ auditlogexport: '1', act: 'updatelearner' });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/csv/);
    const lines = res.text.trim().split('\n');
    assert.equal(lines[0], 'Entry,When (UTC),When (London),Staff ID,Staff,Action,Record,Record ID,Changes');
    const count = (await entries('updatelearner')).length;
    assert.equal(lines.length, count + 1);
    assert.match(lines[1]!, /,2,Daniel Okafor,updatelearner,learner changed,/);
  });
});
