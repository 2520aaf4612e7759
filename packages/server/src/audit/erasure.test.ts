import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { ERASED_NAME, ERASURE_MESSAGES, ERASURE_REFUSALS, type LearnerListed } from '@dss/contract';
import type { Database } from '../db/tables';
import { runRetention } from '../lifecycle/retention';
import { build, post, signIn, type TestApp } from '../test-support/inject';
import { updateLearnerFields } from '../test-support/learner-update';
import { addInstructor, addLearner, addPlan, assign, payCredits } from '../test-support/school-fixtures';
import { learnerComplaintForm } from '../test-support/complaint-fixtures';

/** Rows of every table whose whole row, as JSON text, holds one of the values (case-insensitive). */
async function rowsHolding(db: Kysely<Database>, values: string[]): Promise<string[]> {
  const tables = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`.execute(db);
  const found: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql<{ row: string }>`
      SELECT to_jsonb(t)::text AS row FROM ${sql.table(name)} t
      WHERE to_jsonb(t)::text ILIKE ANY (${values.map((v) => `%${v}%`)}::text[])`.execute(db);
    found.push(...rows.rows.map((r) => `${name}: ${r.row}`));
  }
  return found;
}

/** The school's money and lesson totals, which an erasure must leave as they were. */
async function totals(db: Kysely<Database>) {
  const r = await sql<{ payments: string; credits: string; bookings: number; adi_payments: string; finance: string }>`
    SELECT (SELECT coalesce(sum(price), 0)::text FROM learner_payments) AS payments,
           (SELECT coalesce(sum(cred_value), 0)::text FROM credits) AS credits,
           (SELECT count(*)::int FROM bookings) AS bookings,
           (SELECT coalesce(sum(amount), 0)::text FROM instructor_payments) AS adi_payments,
           (SELECT coalesce(sum(t_amount), 0)::text FROM finance_transactions) AS finance`.execute(db);
  return r.rows[0]!;
}

const auditCount = async (db: Kysely<Database>) =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log`.execute(db)).rows[0]!.n;

/** Books and completes a lesson in the past on each credit (the credits become Used). */
async function useCredits(db: Kysely<Database>, stuId: number, adiId: number, credits: number[]) {
  for (const [i, cred] of credits.entries()) {
    const starts = new Date(Date.UTC(2025, 0, 10 + i, 10));
    const ends = new Date(starts.getTime() + 3600_000);
    await db
      .insertInto('bookings')
      .values({
        adi_id: adiId,
        stu_id: stuId,
        cred_id: cred,
        lesson_starts: starts,
        lesson_end: ends,
        booking_state: 5,
        completed_at: ends,
        addr_line: '9 Pickup Close',
        addr_pc: 'IG1 2AB',
      })
      .execute();
    await db.updateTable('credits').set({ cred_status: 3, used_at: ends }).where('cred_id', '=', cred).execute();
  }
}

/** A stored PDF (uploaded_files row), answering its id. */
async function addFile(db: Kysely<Database>, name: string): Promise<number> {
  const row = await db
    .insertInto('uploaded_files')
    .values({
      file_name: name,
      mime_type: 'application/pdf',
      byte_size: 9,
      sha256: 'a'.repeat(64),
      content: Buffer.from('%PDF-1.4\n'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describe('erasure', () => {
  let server: TestApp;
  let admin: string;
  let office: string;
  const erase = (fields: Record<string, string>, token = admin) => post(server.url, 'ctroaV2.php', { token, ...fields });

  const learnerValues = ['Zebedee', 'Quaxley', 'zeb.quaxley@example.invalid', '07911223344', 'QUAXL905120ZB9AA'];
  let learner: number;
  let adi: number;
  let complaintRef: number;
  let overviewFile: number;
  const fileKept = async (id: number) =>
    (await server.db.selectFrom('uploaded_files').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

  before(async () => {
    server = await build();
    admin = await signIn(server.url, 1, 'demo-admin');
    office = await signIn(server.url, 2, 'demo-user');
    adi = await addInstructor(server.db);
    learner = await addLearner(server.db, {
      fname: 'Zebedee',
      lname: 'Quaxley',
      mobile: '07911223344',
      email: 'zeb.quaxley@example.invalid',
      driving_licence_no: 'QUAXL905120ZB9AA',
    });
    await assign(server.db, learner, adi);
    await payCredits(server.db, learner, await addPlan(server.db, 2));
    // an edit through the product: its audit entry holds the old and new mobile
    const complaint = await post(server.url, 'ctrouV2.php', {
      token: office,
      savecomplaint: '1',
      ...learnerComplaintForm(learner, adi, 'Zebedee Quaxley says the instructor arrived twenty minutes late; call 07911223344.'),
    });
    assert.equal(complaint.status, 200, complaint.text);
    complaintRef = Number(complaint.text.replace(/\D/g, ''));
    // a progress note naming the learner, recorded through the product
    const recorded = await post(server.url, 'ctrouV2.php', {
      token: office,
      recordlearnerprogress: '1',
      learner: String(learner),
      topics: '[1]',
      level: '2',
      booking: '',
      note: 'Zebedee Quaxley stalls at junctions',
    });
    assert.equal(recorded.text, 'SUCCESS');
    // an overview PDF e-mailed to the learner
    overviewFile = await addFile(server.db, 'overview-Zebedee-Quaxley.pdf');
    const file = overviewFile;
    const pdf = await server.db
      .insertInto('overview_reports')
      .values({ kind: 1, stu_id: learner, reporting_year: 2025, reporting_month: 1, file_id: file })
      .returning('pdf_id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('overview_emails')
      .values({ pdf_id: pdf.pdf_id, email_address: 'zeb.quaxley@example.invalid', sent_by: 1 })
      .execute();
  });
  after(() => server.close());

  it('answers 401 signed out, 403 to office staff and 422 with field messages for bad input', async () => {
    assert.equal(
      (await post(server.url, 'ctroaV2.php', { eraselearner: '1', learner: String(learner), reason: 'asked' })).status,
      401,
    );
    assert.equal((await erase({ eraselearner: '1', learner: String(learner), reason: 'asked' }, office)).status, 403);
    const bad = await erase({ eraselearner: '1', learner: 'x', reason: ' ' });
    assert.equal(bad.status, 422);
    const errors = (bad.json() as { result: { errors: Record<string, string> } }).result.errors;
    assert.equal(errors.learner, ERASURE_MESSAGES.learner);
    assert.equal(errors.reason, ERASURE_MESSAGES.reason);
    const long = await erase({ eraseinstructor: '1', instructor: String(adi), reason: 'x'.repeat(251) });
    assert.equal(long.status, 422);
    const unknown = await erase({ eraselearner: '1', learner: '999999', reason: 'asked' });
    assert.deepEqual(
      [unknown.status, (unknown.json() as { result: { text: string } }).result.text],
      [404, ERASURE_REFUSALS.noLearner],
    );
  });

  it('refuses a learner with unused paid credits, then one party to an open complaint, writing nothing', async () => {
    const entries = await auditCount(server.db);
    const credits = await erase({ eraselearner: '1', learner: String(learner), reason: 'Learner asked by letter' });
    assert.equal(credits.status, 409);
    assert.equal((credits.json() as { result: { text: string } }).result.text, ERASURE_REFUSALS.unusedCredits);

    const held = await server.db
      .selectFrom('credits')
      .select('cred_id')
      .where('stu_id', '=', learner)
      .orderBy('cred_id')
      .execute();
    await useCredits(
      server.db,
      learner,
      adi,
      held.map((c) => Number(c.cred_id)),
    );
    const afterUse = await auditCount(server.db);
    const complaint = await erase({ eraselearner: '1', learner: String(learner), reason: 'Learner asked by letter' });
    assert.equal(complaint.status, 409);
    assert.equal((complaint.json() as { result: { text: string } }).result.text, ERASURE_REFUSALS.learnerComplaints);
    assert.equal(await auditCount(server.db), afterUse);
    assert.ok(afterUse > entries);
    const row = await server.db
      .selectFrom('learners')
      .select(['fname', 'erased_at'])
      .where('student_id', '=', learner)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { fname: 'Zebedee', erased_at: null });
  });

  it('erases the learner: no name, e-mail, phone or licence number left anywhere, money and bookings unchanged', async () => {
    await server.db
      .updateTable('complaints')
      .set({ status_id: 6, is_resolved: true, resolved_on: new Date() })
      .where('ref', '=', complaintRef)
      .execute();
    assert.ok((await rowsHolding(server.db, learnerValues)).length > 0, 'the values are held before the erasure');
    const before = await totals(server.db);

    const res = await erase({ eraselearner: '1', learner: String(learner), reason: 'Learner asked by letter of 3 March' });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.text, 'SUCCESS');

    assert.deepEqual(await rowsHolding(server.db, learnerValues), []);
    assert.deepEqual(await totals(server.db), before);
    const row = await server.db.selectFrom('learners').selectAll().where('student_id', '=', learner).executeTakeFirstOrThrow();
    assert.equal(row.fname, ERASED_NAME);
    assert.equal(row.lname, ERASED_NAME);
    assert.equal(row.address_line1, ERASED_NAME);
    assert.equal(row.password_hash, null);
    assert.ok(row.erased_at);
    assert.equal(row.dob, '2005-01-01');
    // the overview PDF is deleted; the payment, credits and bookings still point at the learner
    assert.equal(await fileKept(overviewFile), false);
    const kept = await sql<{ n: number }>`SELECT count(*)::int AS n FROM bookings WHERE stu_id = ${learner}`.execute(server.db);
    assert.equal(kept.rows[0]!.n, 2);
    const pickups = await server.db.selectFrom('bookings').select('addr_line').where('stu_id', '=', learner).execute();
    assert.deepEqual(
      pickups.map((b) => b.addr_line),
      [null, null],
    );
    // the erasure is itself an entry: who, whom, why
    const event = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'eraselearner')
      .where('operation', '=', 'E')
      .executeTakeFirstOrThrow();
    assert.deepEqual([event.staff_id, event.record_kind, Number(event.record_id)], [1, 'learner', learner]);
    assert.equal((event.changes as Record<string, string>).reason, 'Learner asked by letter of 3 March');
    // and the complaint's description is kept, without the learner's name or phone
    const kept2 = await server.db
      .selectFrom('complaints')
      .select('description')
      .where('ref', '=', complaintRef)
      .executeTakeFirstOrThrow();
    assert.equal(kept2.description, '(erased) (erased) says the instructor arrived twenty minutes late; call (erased).');
    // and the progress note too
    const note = await server.db
      .selectFrom('learner_progress')
      .select('note')
      .where('stu_id', '=', learner)
      .executeTakeFirstOrThrow();
    assert.equal(note.note, '(erased) (erased) stalls at junctions');
  });

  it('refuses to erase the same learner twice, and names them as erased', async () => {
    const entries = await auditCount(server.db);
    const again = await erase({ eraselearner: '1', learner: String(learner), reason: 'again' });
    assert.equal(again.status, 409);
    assert.equal((again.json() as { result: { text: string } }).result.text, ERASURE_REFUSALS.learnerErased);
    assert.equal(await auditCount(server.db), entries);
    // nor can their details be typed back in
    const loaded = await post(server.url, 'ctrouV2.php', { token: office, loadlearner: '1', id: String(learner) });
    assert.equal(loaded.status, 200, loaded.text);
    const edit = await post(server.url, 'ctrouV2.php', {
      token: office,
      ...updateLearnerFields(loaded.json() as LearnerListed, {
        fname: 'Zebedee',
        lname: 'Quaxley',
        hapostcode: 'IG1 2AB',
        pickpostcode: 'IG1 2AB',
        dlno: 'QUAXL905120ZB9AA',
        state: '1',
      }),
    });
    assert.equal(edit.status, 409, edit.text);
    assert.equal((edit.json() as { result: { text: string } }).result.text, ERASURE_REFUSALS.erasedLearnerEdit);
    assert.equal(await auditCount(server.db), entries);
    const subject = await erase({ erasuresubject: '1', kind: 'learner', id: String(learner) });
    assert.deepEqual(subject.json(), { kind: 'learner', id: learner, name: `${ERASED_NAME} ${ERASED_NAME}`, erased: true });
  });

  it('erases an instructor once their learners and lessons are gone, deleting their documents', async () => {
    const values = [
      'Ottoline',
      'Brackenbury',
      'otto.brack@example.invalid',
      '07922334455',
      'BRACK801234OT9XY',
      'QQ987654D',
      '987654',
      'ZX19ABC',
    ];
    const teacher = await addInstructor(server.db, {
      fname: 'Ottoline',
      lname: 'Brackenbury',
      email: 'otto.brack@example.invalid',
      mobile: '07922334455',
      driving_licence_no: 'BRACK801234OT9XY',
      instructor_licence_no: '987654',
      nino: 'QQ987654D',
      name_on_acc: 'O Brackenbury',
    });
    const vehicleFile = await addFile(server.db, 'v5c-brackenbury.pdf');
    const vehicle = await server.db
      .insertInto('vehicles')
      .values({
        adi_id: teacher,
        make: 'Ford',
        model: 'Fiesta',
        colour: 'Blue',
        c_reg: 'ZX19ABC',
        regyear: '2019-03-01',
        c_type_id: 2,
        c_gear: 'manual',
        c_fuel: 1,
        leagal_owner: 'Ottoline Brackenbury',
        dual_ctrl: 1,
        owner_type: 1,
        ved_exp: '2030-01-01',
        mot_exp: '2030-01-01',
        insurance_exp: '2030-01-01',
        logbook_file_id: vehicleFile,
      })
      .returning('c_id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('instructor_documents')
      .values({ adi_id: teacher, c_id: vehicle.c_id, kind: 'logbook', file_id: vehicleFile })
      .execute();
    await server.db
      .insertInto('instructor_payments')
      .values({
        adi_id: teacher,
        reference: 'FEE 07922334455',
        amount: '120.00',
        type_id: 2,
        method_id: 1,
        date_of_transaction: new Date(),
      })
      .execute();
    const pupil = await addLearner(server.db);
    const assignment = await assign(server.db, pupil, teacher);

    const busy = await erase({ eraseinstructor: '1', instructor: String(teacher), reason: 'Left and asked' });
    assert.equal((busy.json() as { result: { text: string } }).result.text, ERASURE_REFUSALS.activeLearners);
    await server.db.updateTable('assignments').set({ assign_status: 3 }).where('assign_id', '=', assignment).execute();

    const before = await totals(server.db);
    const res = await erase({ eraseinstructor: '1', instructor: String(teacher), reason: 'Left and asked' });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(await rowsHolding(server.db, values), []);
    assert.deepEqual(await totals(server.db), before);
    const row = await server.db.selectFrom('instructors').selectAll().where('adi_id', '=', teacher).executeTakeFirstOrThrow();
    assert.deepEqual([row.fname, row.acc_state, row.sort_code, row.acc_no], [ERASED_NAME, 4, '000000', '00000000']);
    assert.equal(await fileKept(vehicleFile), false);
    assert.equal(
      (await server.db.selectFrom('instructor_documents').select('doc_id').where('adi_id', '=', teacher).execute()).length,
      0,
    );

    const again = await erase({ eraseinstructor: '1', instructor: String(teacher), reason: 'again' });
    assert.equal((again.json() as { result: { text: string } }).result.text, ERASURE_REFUSALS.instructorErased);
  });

  it('still refuses any change to an audit entry made outside the erasure', async () => {
    const last = sql`(SELECT max(id) FROM audit_log)`;
    await assert.rejects(sql`UPDATE audit_log SET changes = '{}' WHERE id = ${last}`.execute(server.db), /cannot be changed/);
    await assert.rejects(sql`DELETE FROM audit_log WHERE id = ${last}`.execute(server.db), /cannot be changed/);
    // the erasure's own door opens for `changes` only
    await assert.rejects(
      server.db.transaction().execute(async (tx) => {
        await sql`SELECT set_config('app.audit_redaction', 'on', true)`.execute(tx);
        await sql`UPDATE audit_log SET action = 'forged' WHERE id = ${last}`.execute(tx);
      }),
      /cannot be changed/,
    );
  });

  it('retention: erases a departed learner past the period once a day, keeps one within it, skips one with credits', async () => {
    const now = new Date();
    const yearsAgo = (n: number) => new Date(now.getTime() - n * 365.25 * 86400_000);
    const plan = await addPlan(server.db, 1);
    const depart = (stuId: number) =>
      server.db
        .insertInto('departures')
        .values({ stu_id: stuId, dep_date: '2021-01-01', reported_by: 1, reason_id: 2 })
        .execute();

    const old = await addLearner(server.db, { fname: 'Oldham', lname: 'Pastperiod', created: new Date('2018-01-01') });
    await payCredits(server.db, old, plan, yearsAgo(7));
    await depart(old);
    const recent = await addLearner(server.db, { fname: 'Recent', lname: 'Withinperiod', created: new Date('2018-01-01') });
    await payCredits(server.db, recent, plan, yearsAgo(2));
    await server.db
      .updateTable('credits')
      .set({ cred_status: 4, forfeited_at: new Date() })
      .where('stu_id', '=', recent)
      .execute();
    await depart(recent);
    const frozen = await addLearner(server.db, { fname: 'Frozen', lname: 'Credits', created: new Date('2018-01-01') });
    await payCredits(server.db, frozen, plan, yearsAgo(7));
    await server.db.updateTable('credits').set({ cred_status: 0 }).where('stu_id', '=', frozen).execute();
    await depart(frozen);

    const first = await runRetention(server.db, now, 6);
    assert.equal(first.ran, true);
    assert.equal(first.erased, 1);
    assert.deepEqual(first.skipped, [{ learner: frozen, reason: ERASURE_REFUSALS.unusedCredits }]);
    const names = await server.db
      .selectFrom('learners')
      .select(['student_id', 'fname', 'erased_at'])
      .where('student_id', 'in', [old, recent, frozen])
      .orderBy('student_id')
      .execute();
    assert.deepEqual(
      names.map((n) => [n.fname, n.erased_at !== null]),
      [
        [ERASED_NAME, true],
        ['Recent', false],
        ['Frozen', false],
      ],
    );
    const event = await server.db
      .selectFrom('audit_log')
      .select(['staff_id', 'action'])
      .where('operation', '=', 'E')
      .where('record_id', '=', old)
      .where('record_kind', '=', 'learner')
      .executeTakeFirstOrThrow();
    assert.deepEqual(event, { staff_id: null, action: 'retention' });

    const entries = await auditCount(server.db);
    const second = await runRetention(server.db, now, 6);
    assert.deepEqual(second, { ran: false, erased: 0, skipped: [] });
    assert.equal(await auditCount(server.db), entries);

    // The next day, allowed one erasure: the learner it must refuse again (lower id) does not
    // keep a newly due one waiting.
    const later = await addLearner(server.db, { fname: 'Later', lname: 'Pastperiod', created: new Date('2018-01-01') });
    await payCredits(server.db, later, plan, yearsAgo(8));
    await depart(later);
    const nextDay = await runRetention(server.db, new Date(now.getTime() + 86400_000), 6, undefined, 1);
    assert.equal(nextDay.erased, 1);
    assert.deepEqual(nextDay.skipped, [{ learner: frozen, reason: ERASURE_REFUSALS.unusedCredits }]);
    const erasedLater = await server.db
      .selectFrom('learners')
      .select('erased_at')
      .where('student_id', '=', later)
      .executeTakeFirstOrThrow();
    assert.notEqual(erasedLater.erased_at, null);
  });
});
