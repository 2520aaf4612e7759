import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { FINANCE_REFUSALS, LEARNER_REFUSALS, LEARNER_TEXTS, londonToday, refusalText } from '@dss/contract';
import { verifyPasswordDigest } from '../auth/password-hash';
import { sha512Hex } from '../auth/sha512';
import { seedPlatform } from '../demo/seed-platform';
import { seedSchool } from '../demo/seed-school';
import { createMailer } from '../mail/mailer';
import { build, post, signIn, type TestApp } from '../test-support/inject';
import { registrationFields } from '../test-support/learner-registration';
import { updateLearnerFields } from '../test-support/learner-update';
import { startSmtp, type SmtpListener } from '../test-support/smtp-listener';
import { scratchDir } from '../test-support/scratch-dir';

const VALID = registrationFields();

/** A new idempotency key, as the screens make one per submit. */
const key = () => randomUUID();

describe('learner actions', () => {
  let server: TestApp;
  let smtp: SmtpListener;
  let clerk: string;
  let admin: string;
  const call = (fields: Record<string, string>, token = clerk) => post(server.url, 'ctrouV2.php', { token, ...fields });
  const count = async (
    table: 'learners' | 'learner_payments' | 'credits' | 'assignments' | 'departures' | 'eye_tests' | 'theory_tests',
  ) =>
    Number(
      (
        await server.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** An active, approved instructor teaching manual who covers an outer postcode, and that postcode. */
  async function suitableArea() {
    const row = await sql<{ adi_id: number; pc: string }>`
      SELECT i.adi_id, p.pc FROM instructors i JOIN instructor_covering_pcs p ON p.adi_id = i.adi_id
      WHERE i.acc_state = 1 AND i.approved_at IS NOT NULL AND i.teaching_gears IN ('both', 'manual') AND i.teaching_gens IN ('any', 'male')
      ORDER BY i.adi_id, p.pc LIMIT 1`.execute(server.db);
    return row.rows[0]!;
  }

  before(async () => {
    smtp = await startSmtp();
    const outboxDir = scratchDir('dss-learner-mail-');
    server = await build({
      seed: async (db) => {
        await seedPlatform(db);
        await seedSchool(db, { seed: 7, today: new Date() });
      },
      mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, outboxDir }),
    });
    clerk = await signIn(server.url, 3, 'demo-clerk');
    admin = await signIn(server.url, 1, 'demo-admin');
  });
  after(async () => {
    await server.close();
    await smtp.close().catch(() => {});
  });

  it('answers 401 without a token and 403 to an administrator', async () => {
    assert.equal((await post(server.url, 'ctrouV2.php', { registerlearner: '1', ...VALID })).status, 401);
    assert.equal((await call({ registerlearner: '1', ...VALID }, admin)).status, 403);
    for (const field of ['loadlearners', 'processlearnerpayment', 'assigninstructor', 'savedeparture']) {
      assert.equal((await post(server.url, 'ctrouV2.php', { [field]: '1' })).status, 401, field);
      assert.equal((await call({ [field]: '1' }, admin)).status, 403, field);
    }
    // Learners' Payments Data is read by administrators too: they void payments from it.
    assert.equal((await post(server.url, 'ctrouV2.php', { learnerpaymentsearch: '1' })).status, 401);
    assert.equal((await call({ learnerpaymentsearch: '1', keyword: 'no-such-learner-anywhere' }, admin)).status, 200);
  });

  it('lists titles with favourites and gender, languages with English, and the other dictionaries', async () => {
    const titles = (await call({ loadtitles: '1' })).json();
    assert.ok(
      titles.some((t: { txt: string; favourite: boolean; gen: string }) => t.txt === 'Mr' && t.favourite && t.gen === 'm'),
    );
    const languages = (await call({ loadlanguages: '1' })).json();
    assert.ok(languages.some((l: { id: number; txt: string }) => l.id === 10 && l.txt === 'English'));
    assert.equal((await call({ loadvehicletypes: '1' })).json()[0].txt, 'Any vehicle type');
    assert.ok((await call({ loaddeparturereasons: '1' })).json().length > 0);
    assert.equal((await call({ loaddeparturereporters: '1' })).json().length, 4);
    assert.ok((await call({ loadeyetestnextsteps: '1' })).json().length > 0);
    assert.equal((await post(server.url, 'ctrouV2.php', { loadtitles: '1' })).status, 401);
  });

  it('refuses an empty learner form with the messages of document 1 §5', async () => {
    const res = await call({ registerlearner: '1' });
    assert.equal(res.status, 422);
    const { errors } = res.json().result;
    assert.equal(errors.title, 'Title is required.');
    assert.equal(errors.fname, 'Name is required.');
    assert.equal(errors.lname, 'Name is required.');
    assert.equal(errors.mobile, 'Mobile number is required.');
    assert.equal(errors.inemail, 'E-mail is required.');
    assert.equal(errors.dob, 'Date of birth is required.');
    assert.equal(errors.dlno, 'Licence Number is required.');
    assert.equal(errors.lesstype, 'Please select lessons type.');
    assert.equal(errors.adigender, 'Preferred ADI Gender required.');
    assert.equal(errors.cartype, 'Preferred Vehicle Type required.');
  });

  it('checks lengths and shapes with the spec messages', async () => {
    const res = await call({
      registerlearner: '1',
      ...VALID,
      fname: 'x'.repeat(41),
      mobile: '07a',
      inemail: 'not-mail',
      dlno: 'X'.repeat(17),
      hapostcode: 'E7 9',
      pickpostcode: 'E7 9HZ 1234',
      landline: '0208',
    });
    const { errors } = res.json().result;
    assert.equal(errors.fname, 'Name must be at most 40 characters long');
    assert.equal(errors.mobile, 'Only numbers are allowed.');
    assert.equal(errors.inemail, 'Invalid e-mail address');
    assert.equal(errors.dlno, 'Invalid Licence Number');
    assert.equal(errors.hapostcode, 'Postcode is too short. Min 6 characters required.');
    assert.equal(errors.pickpostcode, 'Postcode is too long. Max 9 characters allowed.');
    assert.equal(errors.landline, 'Landline number can not be less than 9 digits');
    const longMobile = (await call({ registerlearner: '1', ...VALID, mobile: '077009001234' })).json().result.errors;
    assert.equal(longMobile.mobile, 'Mobile number can not be more than 11 digits');
    const shortMobile = (await call({ registerlearner: '1', ...VALID, mobile: '0770' })).json().result.errors;
    assert.equal(shortMobile.mobile, 'Mobile number can not be less than 9 digits');
    const longMail = (await call({ registerlearner: '1', ...VALID, inemail: `${'a'.repeat(55)}@ex.invalid` })).json().result
      .errors;
    assert.equal(longMail.inemail, 'E-mail address is too long. Max 60 characters allowed.');
  });

  it('registers a New Learner, derives the gender from the title and e-mails a generated password', async () => {
    await server.app.outbox.idle();
    const before = smtp.inbox.length;
    const res = await call({ registerlearner: '1', ...VALID, idemkey: key(), title: '2', gender: 'm' });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.text, 'SUCCESS');
    const row = await server.db.selectFrom('learners').selectAll().where('email', '=', VALID.inemail).executeTakeFirstOrThrow();
    assert.equal(row.acc_state, 3);
    assert.equal(row.gender, 'f', 'Mrs gives female whatever the form sent');
    assert.equal(row.outer_pc, 'E7');
    assert.equal(row.driving_licence_no, VALID.dlno);
    const mail = (await smtp.received(before + 1)).at(-1)!;
    assert.equal(mail.to, VALID.inemail);
    const password = /Your password is: (\S+)/.exec(mail.raw)?.[1];
    assert.ok(password && password.length === 10, 'the mail carries the password');
    assert.ok(row.password_hash?.startsWith('scrypt$'));
    assert.ok(!row.password_hash!.includes(password));
    assert.ok(await verifyPasswordDigest(sha512Hex(password), row.password_hash!));
    const list = await call({ loadlearners: '1', search: `L${row.student_id}` });
    assert.ok(!list.text.includes(password), 'never listed');
    assert.ok(!list.text.includes('password_hash'));
    const listed = list.json().rows.find((l: { student_id: number }) => l.student_id === row.student_id);
    assert.equal(listed.title, 'Mrs');
    assert.equal(listed.accState, 3);
    assert.equal(listed.address.postcode, 'E7 9HZ');
    const one = (await call({ loadlearner: '1', id: String(row.student_id) })).json();
    assert.equal(one.email, VALID.inemail);
    assert.equal((await call({ loadlearner: '1', id: '999999' })).status, 404);
  });

  it('refuses a second learner with the same licence number and changes nothing', async () => {
    const learners = await count('learners');
    const res = await call({
      registerlearner: '1',
      ...VALID,
      idemkey: key(),
      inemail: 'other@example.invalid',
      dlno: VALID.dlno.toLowerCase(),
    });
    assert.equal(res.status, 409);
    assert.equal(res.json().result.text, LEARNER_REFUSALS.duplicateLicence);
    assert.equal(await count('learners'), learners);
  });

  it('updates a learner; blocking freezes available credits and lifting the block frees them', async () => {
    const learner = await sql<{ student_id: number }>`
      SELECT student_id FROM learners l WHERE acc_state IN (1, 3)
        AND EXISTS (SELECT 1 FROM credits c WHERE c.stu_id = l.student_id AND c.cred_status = 1)
      ORDER BY student_id LIMIT 1`.execute(server.db);
    const id = learner.rows[0]!.student_id;
    const form = (await call({ loadlearner: '1', id: String(id) })).json();
    const fields = updateLearnerFields(form, { fname: 'Renamed', state: '0' });
    const available = async () =>
      Number(
        (
          await server.db
            .selectFrom('credits')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('stu_id', '=', id)
            .where('cred_status', '=', 1)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const had = await available();
    assert.equal((await call({ ...fields, state: '' })).json().result.errors.state, 'Account status is required.');
    assert.equal((await call(fields)).text, 'SUCCESS');
    const after = (await call({ loadlearner: '1', id: String(id) })).json();
    assert.equal(after.fname, 'Renamed');
    assert.equal(after.accState, 0);
    assert.equal(await available(), 0);
    assert.equal((await call({ ...fields, state: '1' })).text, 'SUCCESS');
    assert.ok((await available()) >= had);
    assert.equal((await call({ ...fields, studentid: '999999' })).status, 404);
  });

  it('records a departure once, never in the future, with the spec messages', async () => {
    const id = (
      await server.db.selectFrom('learners').select('student_id').where('email', '=', VALID.inemail).executeTakeFirstOrThrow()
    ).student_id;
    const empty = (await call({ savedeparture: '1', learner: String(id) })).json().result.errors;
    assert.equal(empty.dateofdeparture, 'Date of departure is required.');
    assert.equal(empty.reportedby, 'Reported by is required.');
    assert.equal(empty.reason, 'Reason for departure is required.');
    const future = await call({
      savedeparture: '1',
      learner: String(id),
      dateofdeparture: '2999-01-01',
      reportedby: '1',
      reason: '1',
    });
    assert.equal(future.status, 422);
    assert.equal((await call({ learnerdeparture: '1', id: String(id) })).json().length, 0);
    const today = londonToday();
    assert.equal(
      (await call({ savedeparture: '1', learner: String(id), dateofdeparture: today, reportedby: '3', reason: '2' })).text,
      'SUCCESS',
    );
    const dep = (await call({ learnerdeparture: '1', id: String(id) })).json();
    assert.deepEqual(dep, [{ dep_date: today, reported_by: 'Learner', reason_txt: 'Moved out of the area' }]);
    const again = await call({ savedeparture: '1', learner: String(id), dateofdeparture: today, reportedby: '1', reason: '1' });
    assert.equal(again.status, 409);
  });

  it('records theory tests with scores 0-50 and 0-75 sharing one message', async () => {
    const id = String(
      (await server.db.selectFrom('learners').select('student_id').orderBy('student_id').executeTakeFirstOrThrow()).student_id,
    );
    const bad = (
      await call({ savetheorytest: '1', learner: id, dateoftest: '2024-01-01', mcqpoints: '51', hppoints: '76' })
    ).json().result.errors;
    assert.equal(bad.mcqpoints, 'Multiple-choice score is invalied.');
    assert.equal(bad.hppoints, 'Multiple-choice score is invalied.');
    assert.equal(bad.outcome, 'Test outcome is required.');
    const missing = (await call({ savetheorytest: '1', learner: id })).json().result.errors;
    assert.equal(missing.dateoftest, 'Date of test is required.');
    const lowPass = await call({
      savetheorytest: '1',
      learner: id,
      dateoftest: '2024-01-01',
      mcqpoints: '40',
      hppoints: '60',
      outcome: '1',
    });
    assert.equal(lowPass.status, 422);
    const before = (await call({ learnertheorytests: '1', id })).json().length;
    assert.equal(
      (await call({ savetheorytest: '1', learner: id, dateoftest: '2024-01-01', mcqpoints: '45', hppoints: '50', outcome: '1' }))
        .text,
      'SUCCESS',
    );
    const rows = (await call({ learnertheorytests: '1', id })).json();
    assert.equal(rows.length, before + 1);
    assert.ok(rows.some((r: { mcq_points: number; outcome_text: string }) => r.mcq_points === 45 && r.outcome_text === 'Pass'));
  });

  it('takes a payment with its credits in one transaction and only for a matching active package', async () => {
    const id = (
      await server.db.selectFrom('learners').select('student_id').where('email', '=', VALID.inemail).executeTakeFirstOrThrow()
    ).student_id;
    // The departed test learner is not the one we want waiting; use a fresh one.
    await server.db.deleteFrom('departures').where('stu_id', '=', id).execute();
    const plans = await server.db.selectFrom('lesson_plans').selectAll().where('status', '=', 1).execute();
    const manual = plans.find((p) => p.gear_type === 'manual')!;
    const automatic = plans.find((p) => p.gear_type === 'automatic')!;
    const counts0 = (await call({ notifications: '1' })).json();
    assert.equal(
      (await call({ processlearnerpayment: '1', learnerid: String(id) })).json().result.errors.lessonplanid,
      'Please select a lesson package.',
    );
    const wrongGear = await call({
      processlearnerpayment: '1',
      idemkey: key(),
      learnerid: String(id),
      lessonplanid: String(automatic.plan_id),
    });
    assert.equal(wrongGear.status, 409);
    assert.equal(wrongGear.json().result.text, LEARNER_REFUSALS.planNotOffered);
    const payments = await count('learner_payments');
    const credits = await count('credits');
    assert.equal(
      (await call({ processlearnerpayment: '1', idemkey: key(), learnerid: String(id), lessonplanid: String(manual.plan_id) }))
        .text,
      'SUCCESS',
    );
    assert.equal(await count('learner_payments'), payments + 1);
    assert.equal(await count('credits'), credits + manual.hours);
    const history = (await call({ learnerpaymenthistory: '1', id: String(id) })).json();
    assert.equal(history[0].credits, manual.hours);
    assert.equal(history[0].price, manual.plan_price);
    const counts1 = (await call({ notifications: '1' })).json();
    assert.equal(counts1.tot_pend_learners, counts0.tot_pend_learners + 1);

    // All or nothing: a failing credit insert leaves no payment behind.
    await sql`CREATE FUNCTION refuse_credit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no credits today'; END $$`.execute(
      server.db,
    );
    await sql`CREATE TRIGGER refuse_credit BEFORE INSERT ON credits FOR EACH ROW EXECUTE FUNCTION refuse_credit()`.execute(
      server.db,
    );
    try {
      const failed = await call({
        processlearnerpayment: '1',
        idemkey: key(),
        learnerid: String(id),
        lessonplanid: String(manual.plan_id),
      });
      assert.equal(failed.status, 500);
      assert.equal(await count('learner_payments'), payments + 1);
      assert.equal(await count('credits'), credits + manual.hours);
    } finally {
      await sql`DROP TRIGGER refuse_credit ON credits`.execute(server.db);
      await sql`DROP FUNCTION refuse_credit()`.execute(server.db);
    }
  });

  it('refuses to charge a blocked, read-only or departed learner and writes nothing', async () => {
    const id = await server.db
      .insertInto('learners')
      .values({
        title_id: 1,
        gender: 'm',
        fname: 'Barred',
        lname: 'Payer',
        mobile: '07700900321',
        email: 'barred.payer@example.invalid',
        dob: '2004-01-01',
        driving_licence_no: 'PAYER401014B99CD',
        lessons_type: 'manual',
        address_line1: '1 Gate Road',
        address_city: 'London',
        address_postcode: 'E7 9HZ',
        pickup_pc: 'E7 9HZ',
        req_car_type: 1,
        acc_state: 0,
      })
      .returning('student_id')
      .executeTakeFirstOrThrow()
      .then((r) => String(r.student_id));
    const plan = String(
      (
        await server.db
          .selectFrom('lesson_plans')
          .select('plan_id')
          .where('status', '=', 1)
          .where('gear_type', '=', 'manual')
          .executeTakeFirstOrThrow()
      ).plan_id,
    );
    const payments = await count('learner_payments');
    const credits = await count('credits');
    const pay = () => call({ processlearnerpayment: '1', idemkey: key(), learnerid: id, lessonplanid: plan });
    const refused = async (reason: string) => {
      const res = await pay();
      assert.equal(res.status, 409, res.text);
      assert.equal(res.json().result.text, refusalText(LEARNER_TEXTS.paymentFailed, reason));
      assert.equal(await count('learner_payments'), payments);
      assert.equal(await count('credits'), credits);
    };
    await refused(LEARNER_REFUSALS.notPayable);
    await server.db.updateTable('learners').set({ acc_state: 2 }).where('student_id', '=', Number(id)).execute();
    await refused(LEARNER_REFUSALS.notPayable);
    await server.db.updateTable('learners').set({ acc_state: 1 }).where('student_id', '=', Number(id)).execute();
    await server.db
      .insertInto('departures')
      .values({ stu_id: Number(id), dep_date: '2024-01-01', reported_by: 1, reason_id: 1, recorded_by: 2 })
      .execute();
    await refused(LEARNER_REFUSALS.departed);
    await server.db.deleteFrom('departures').where('stu_id', '=', Number(id)).execute();
    assert.equal((await pay()).text, 'SUCCESS');
    assert.equal(await count('learner_payments'), payments + 1);
  });

  it('takes a payment once per key: a repeat, even at the same moment, answers SUCCESS and writes nothing', async () => {
    const learner = await sql<{ student_id: number; lessons_type: string }>`
      SELECT student_id, lessons_type FROM learners l WHERE acc_state IN (1, 3)
        AND NOT EXISTS (SELECT 1 FROM departures d WHERE d.stu_id = l.student_id)
      ORDER BY student_id LIMIT 1`.execute(server.db);
    const { student_id, lessons_type } = learner.rows[0]!;
    const plans = await server.db
      .selectFrom('lesson_plans')
      .select(['plan_id', 'hours'])
      .where('status', '=', 1)
      .where('gear_type', '=', lessons_type as 'manual' | 'automatic')
      .orderBy('plan_id')
      .execute();
    const plan = plans[0]!;
    const fields = (idemkey: string) => ({
      processlearnerpayment: '1',
      idemkey,
      learnerid: String(student_id),
      lessonplanid: String(plan.plan_id),
    });
    const payments = await count('learner_payments');
    const credits = await count('credits');

    const once = key();
    assert.equal((await call(fields(once))).text, 'SUCCESS');
    assert.equal((await call(fields(once))).text, 'SUCCESS');
    assert.equal(await count('learner_payments'), payments + 1);
    assert.equal(await count('credits'), credits + plan.hours);

    const together = key();
    const answers = await Promise.all(Array.from({ length: 6 }, () => call(fields(together))));
    assert.deepEqual(
      answers.map((a) => a.text),
      Array(6).fill('SUCCESS'),
    );
    assert.equal(await count('learner_payments'), payments + 2);
    assert.equal(await count('credits'), credits + 2 * plan.hours);

    // The same key for another package is a screen that forgot to make a new key.
    if (plans[1]) {
      const reused = await call({ ...fields(once), lessonplanid: String(plans[1].plan_id) });
      assert.equal(reused.status, 409);
      assert.equal(reused.json().result.text, FINANCE_REFUSALS.keyReused);
      assert.equal(await count('learner_payments'), payments + 2);
    }
  });

  it('registers a learner once per key: a repeat, even at the same moment, answers SUCCESS and sends no second mail', async () => {
    const learners = await count('learners');
    await server.app.outbox.idle();
    const mails = smtp.inbox.length;
    const form = { registerlearner: '1', ...VALID, inemail: 'once@example.invalid', dlno: 'ONCEX504125O99AB' };
    const once = key();
    assert.equal((await call({ ...form, idemkey: once })).text, 'SUCCESS');
    assert.equal((await call({ ...form, idemkey: once })).text, 'SUCCESS');
    assert.equal(await count('learners'), learners + 1);
    await smtp.received(mails + 1);

    const together = key();
    const twice = { ...form, inemail: 'twice@example.invalid', dlno: 'TWICE504125O99AB', idemkey: together };
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(twice)));
    assert.deepEqual(
      answers.map((a) => a.text),
      Array(5).fill('SUCCESS'),
    );
    assert.equal(await count('learners'), learners + 2);
    await smtp.received(mails + 2);
    // One mail queued per learner, whatever the repeats: the outbox holds each once.
    const queued = await server.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'password')
      .where('recipient', 'in', ['once@example.invalid', 'twice@example.invalid'])
      .executeTakeFirstOrThrow();
    assert.equal(Number(queued.n), 2);

    const reused = await call({ ...form, inemail: 'other.once@example.invalid', dlno: 'OTHER504125O99AB', idemkey: once });
    assert.equal(reused.status, 409);
    assert.equal(reused.json().result.text, LEARNER_REFUSALS.registrationKeyReused);
    assert.equal(await count('learners'), learners + 2);
    // A new key for a licence already registered is the duplicate refusal, as before.
    const duplicate = await call({ ...form, idemkey: key() });
    assert.equal(duplicate.json().result.text, LEARNER_REFUSALS.duplicateLicence);
  });

  it('finds suitable instructors by the outer postcode and assigns one in one transaction', async () => {
    const area = await suitableArea();
    const id = (
      await server.db.selectFrom('learners').select('student_id').where('email', '=', VALID.inemail).executeTakeFirstOrThrow()
    ).student_id;
    await server.db
      .updateTable('learners')
      .set({ pickup_pc: `${area.pc}1AA`, title_id: 1, gender: 'm' })
      .where('student_id', '=', id)
      .execute();
    const pending = (await call({ loadpendinglearners: '1', search: `L${id}` })).json();
    assert.deepEqual(
      pending.rows.map((l: { student_id: number }) => l.student_id),
      [id],
    );
    const { adis } = (await call({ suitableinstructors: '1', learnerID: String(id), pupostcode: area.pc })).json();
    const found = adis.find((a: { adi_id: number }) => a.adi_id === area.adi_id);
    assert.ok(found, 'the covering instructor is suitable');
    for (const key of ['adi_contract_hours', 'adi_weekly_hours', 'adi_pending_hours']) assert.equal(typeof found[key], 'number');
    assert.deepEqual((await call({ suitableinstructors: '1', learnerID: String(id), pupostcode: 'ZZ9' })).json(), { adis: [] });
    assert.equal(
      (await call({ assigninstructor: '1', studentid: String(id) })).json().result.errors.selectedadi,
      'Please select an instructor.',
    );
    const counts0 = (await call({ notifications: '1' })).json();
    assert.equal(
      (await call({ assigninstructor: '1', studentid: String(id), selectedadi: String(area.adi_id) })).text,
      'SUCCESS',
    );
    const again = await call({ assigninstructor: '1', studentid: String(id), selectedadi: String(area.adi_id) });
    assert.equal(again.status, 409);
    const assignments = (await call({ loadassignments: '1', id: String(id) })).json().rows;
    assert.equal(assignments.filter((a: { assign_status: number }) => a.assign_status === 1).length, 1);
    assert.equal(assignments[0].adi_id, area.adi_id);
    assert.ok('adi_lanme' in assignments[0]);
    const counts1 = (await call({ notifications: '1' })).json();
    assert.equal(counts1.tot_pend_learners, counts0.tot_pend_learners - 1);
    assert.equal(counts1.totl_pend_bookings, counts0.totl_pend_bookings + 1);
    const stillPending = (await call({ loadpendinglearners: '1', search: `L${id}` })).json();
    assert.equal(stillPending.total, 0);
  });

  it('records an eye test only with the active instructor as tester', async () => {
    const id = (
      await server.db.selectFrom('learners').select('student_id').where('email', '=', VALID.inemail).executeTakeFirstOrThrow()
    ).student_id;
    const adi = (
      await server.db
        .selectFrom('assignments')
        .select('adi_id')
        .where('stu_id', '=', id)
        .where('assign_status', '=', 1)
        .executeTakeFirstOrThrow()
    ).adi_id;
    const empty = (await call({ saveeyetest: '1', learner: String(id), testedby: String(adi) })).json().result.errors;
    assert.equal(empty.dateoftest, 'Date of eye test is required.');
    assert.equal(empty.outcome, 'Eye test outcome is required.');
    assert.equal(empty.nextsteps, 'Eye test next step is required.');
    const other = await call({
      saveeyetest: '1',
      learner: String(id),
      dateoftest: '2025-01-02',
      outcome: '1',
      testedby: String(adi + 1000),
      nextsteps: '1',
    });
    assert.equal(other.status, 409);
    assert.equal(
      (
        await call({
          saveeyetest: '1',
          learner: String(id),
          dateoftest: '2025-01-02',
          outcome: '0',
          testedby: String(adi),
          nextsteps: '3',
        })
      ).text,
      'SUCCESS',
    );
    const rows = (await call({ learnereyetests: '1', id: String(id) })).json();
    assert.equal(rows.length, 1);
    assert.equal(rows[0].outcome, 'Fail');
    assert.equal(rows[0].nextstep, 'Refer to an optician before the next lesson');
  });

  it("answers the learner page's lists for a demo learner", async () => {
    const busy = await sql<{
      stu_id: number;
    }>`SELECT stu_id FROM bookings GROUP BY stu_id ORDER BY count(*) DESC LIMIT 1`.execute(server.db);
    const id = String(busy.rows[0]!.stu_id);
    const bookings = (await call({ learnerbookinghistory: '1', id })).json();
    assert.ok(bookings.length > 0);
    assert.match(bookings[0].start_time, /^\d{2}:\d{2}$/);
    assert.match(bookings[0].date, /^\d{4}-\d{2}-\d{2}$/);
    assert.ok((await call({ learnerpaymenthistory: '1', id })).json().length > 0);
    assert.ok(Array.isArray((await call({ learnerdrivingtests: '1', id })).json()));
    assert.equal((await call({ learnerbookinghistory: '1', id: 'x' })).status, 422);
  });

  it("gives the learners' payments data: search, summary and the five detail lists", async () => {
    const learner = await sql<{
      stu_id: number;
    }>`SELECT stu_id FROM credits GROUP BY stu_id HAVING count(*) FILTER (WHERE cred_status = 3) > 0 ORDER BY stu_id LIMIT 1`.execute(
      server.db,
    );
    const id = learner.rows[0]!.stu_id;
    const row = await server.db.selectFrom('learners').selectAll().where('student_id', '=', id).executeTakeFirstOrThrow();
    for (const keyword of [`L${id}`, row.lname.toUpperCase(), row.email, row.mobile]) {
      const found = (await call({ learnerpaymentsearch: '1', keyword, pagesize: '100' })).json();
      assert.ok(
        found.rows.some((l: { student_id: number }) => l.student_id === id),
        keyword,
      );
    }
    const summary = (await call({ learnercreditsummary: '1', id: String(id) })).json();
    assert.equal(summary.total_cred, summary.used_cred + summary.wasted_cred + summary.unused_cred + summary.booked_cred);
    const paid = (await call({ learnerpaidcredits: '1', id: String(id) })).json();
    assert.equal(
      paid.reduce((s: number, p: { plan_hours: number }) => s + p.plan_hours, 0),
      summary.total_cred,
    );
    assert.equal((await call({ learnerusedcredits: '1', id: String(id) })).json().length, summary.used_cred);
    assert.equal((await call({ learnerbookedcredits: '1', id: String(id) })).json().length, summary.booked_cred);
    const forfeited = (await call({ learnerforfeitedcredits: '1', id: String(id) })).json();
    assert.equal(forfeited.length, summary.wasted_cred);
    if (forfeited.length) assert.equal(forfeited[0].forfeited_by, 'System');
    assert.equal((await call({ learnerunusedcredits: '1', id: String(id) })).json().length, summary.unused_cred);
    assert.deepEqual((await call({ learnerpaymentsearch: '1', keyword: 'no-such-learner-anywhere' })).json(), {
      rows: [],
      total: 0,
    });
  });

  it("pages, sorts and counts the learners' payments data search in the database", async () => {
    const search = async (fields: Record<string, string>) => {
      const res = await call({ learnerpaymentsearch: '1', ...fields });
      assert.equal(res.status, 200, res.text);
      return res.json() as { rows: { student_id: number; fname: string; lname: string; email: string }[]; total: number };
    };
    const everyone = await count('learners');
    const newest = await search({ sort: 'student_id', dir: 'desc', pagesize: '5' });
    assert.equal(newest.total, everyone, 'an empty keyword counts every learner');
    assert.equal(newest.rows.length, 5);
    const ids = newest.rows.map((l) => l.student_id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
      'newest first',
    );
    const next = await search({ sort: 'student_id', dir: 'desc', pagesize: '5', page: '1' });
    assert.ok(next.rows[0]!.student_id < ids[4]!, 'the second page follows the first');
    const row = await server.db.selectFrom('learners').selectAll().where('student_id', '=', ids[0]!).executeTakeFirstOrThrow();
    for (const keyword of [
      `L${row.student_id}`,
      `l${row.student_id}`,
      `${row.fname} ${row.lname}`.toLowerCase(),
      row.email.toUpperCase(),
      row.mobile,
    ]) {
      const found = await search({ keyword, pagesize: '100' });
      assert.ok(
        found.rows.some((l) => l.student_id === row.student_id),
        keyword,
      );
      assert.equal(found.total >= found.rows.length, true);
    }
    const exact = await search({ keyword: `L${row.student_id}` });
    assert.deepEqual(
      exact.rows.map((l) => l.student_id),
      [row.student_id],
    );
    assert.equal(exact.total, 1);
    const byName = (await search({ keyword: row.lname, sort: 'name', pagesize: '100' })).rows.map((l) =>
      `${l.fname} ${l.lname}`.toLowerCase(),
    );
    assert.deepEqual(byName, [...byName].sort());
    const bad = await call({ learnerpaymentsearch: '1', pagesize: '7', page: 'x', sort: 'credit', keyword: 'x'.repeat(61) });
    assert.equal(bad.status, 422);
    assert.deepEqual(bad.json().result.errors, {
      keyword: 'Keyword is too long.',
      page: 'Page is not valid.',
      pagesize: 'Page size is not valid.',
      sort: 'Sort column is not valid.',
    });
  });

  it('registers a learner while the mail server is down, and keeps the password mail for a retry without its password at rest', async () => {
    await smtp.close();
    const learners = await count('learners');
    const res = await call({
      registerlearner: '1',
      ...VALID,
      idemkey: key(),
      inemail: 'nomail@example.invalid',
      dlno: 'NOMAI504125O99AB',
    });
    assert.equal(res.text, 'SUCCESS');
    assert.equal(await count('learners'), learners + 1);
    const queued = await server.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', 'nomail@example.invalid')
      .executeTakeFirstOrThrow();
    assert.ok(queued.text.includes('Your password is: {{secret}}'), 'the text keeps a mark, not the password');
    assert.equal(queued.secret?.length, 10, 'the password waits beside it until the mail is sent or given up');
  });
});
