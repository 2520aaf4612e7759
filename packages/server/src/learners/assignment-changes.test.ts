import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ASSIGNMENT_MESSAGES, LEARNER_REFUSALS, LEARNER_TEXTS, refusalText } from '@dss/contract';
import { seedPlatform } from '../demo/seed-platform';
import { seedSchool } from '../demo/seed-school';
import { placeBookings } from '../lifecycle/credits';
import { createMailer } from '../mail/mailer';
import { build, post, signIn, type TestApp } from '../test-support/inject';
import { startSmtp, type SmtpListener } from '../test-support/smtp-listener';

let serial = 0;
/** A learner form of its own: name, e-mail, mobile and licence differ from every other. */
function learnerForm(pickup: string) {
  serial += 1;
  const n = String(serial).padStart(3, '0');
  return {
    title: '1',
    gender: 'm',
    fname: `Quentin${n}`,
    mname: '',
    lname: 'Ashdown',
    mobile: `07700950${n}`,
    landline: '',
    inemail: `quentin.${n}@example.invalid`,
    dob: '2004-02-29',
    dlno: `ASHDO402290Q9${n}`,
    lesstype: 'manual',
    haline1: '3 Mill Road',
    haline2: '',
    hacity: 'London',
    hcounty: '',
    hapostcode: pickup,
    pickpostcode: pickup,
    adigender: 'any',
    adilang: '',
    cartype: '1',
  };
}

describe('assignment changes, departures and likely duplicates', () => {
  let server: TestApp;
  let smtp: SmtpListener;
  let clerk: string;
  let admin: string;
  const call = (fields: Record<string, string>, token = clerk) => post(server.url, 'ctrouV2.php', { token, ...fields });

  /** Active, approved instructors teaching manual to male learners, speaking only English is enough. */
  async function manualInstructors(count: number): Promise<number[]> {
    const rows = await sql<{ adi_id: number }>`
      SELECT adi_id FROM instructors WHERE acc_state = 1 AND approved_at IS NOT NULL
        AND teaching_gears IN ('both', 'manual') AND teaching_gens IN ('any', 'male')
      ORDER BY adi_id LIMIT ${count}`.execute(server.db);
    assert.equal(rows.rows.length, count);
    return rows.rows.map((r) => r.adi_id);
  }

  /** Makes `adiId` cover exactly these outer postcodes. */
  async function covers(adiId: number, pcs: string[]) {
    await server.db.deleteFrom('instructor_covering_pcs').where('adi_id', '=', adiId).execute();
    await server.db
      .insertInto('instructor_covering_pcs')
      .values(pcs.map((pc) => ({ adi_id: adiId, pc })))
      .execute();
  }

  /** Registers and pays for a learner picked up at `pickup`: the learner awaits an instructor. */
  /** An offered manual lesson package, for the payments these tests take. */
  const manualPlan = () =>
    server.db
      .selectFrom('lesson_plans')
      .select('plan_id')
      .where('status', '=', 1)
      .where('gear_type', '=', 'manual')
      .executeTakeFirstOrThrow();

  async function awaitingLearner(pickup: string): Promise<number> {
    const form = learnerForm(pickup);
    assert.equal((await call({ registerlearner: '1', ...form, idemkey: randomUUID() })).text, 'SUCCESS');
    const { student_id } = await server.db
      .selectFrom('learners')
      .select('student_id')
      .where('driving_licence_no', '=', form.dlno)
      .executeTakeFirstOrThrow();
    const plan = await manualPlan();
    const paid = await call({
      processlearnerpayment: '1',
      learnerid: String(student_id),
      lessonplanid: String(plan.plan_id),
      idemkey: randomUUID(),
    });
    assert.equal(paid.text, 'SUCCESS');
    return student_id;
  }

  /** An awaiting learner assigned to `adiId`, with one lesson booked 40 days ahead; answers the ids. */
  async function assignedWithLesson(adiId: number) {
    const studentId = await awaitingLearner('E7 9HZ');
    assert.equal(
      (await call({ assigninstructor: '1', selectedadi: String(adiId), studentid: String(studentId) })).text,
      'SUCCESS',
    );
    const assign = await server.db
      .selectFrom('assignments')
      .select('assign_id')
      .where('stu_id', '=', studentId)
      .where('assign_status', '=', 1)
      .executeTakeFirstOrThrow();
    const credit = await server.db
      .selectFrom('credits')
      .select('cred_id')
      .where('stu_id', '=', studentId)
      .where('cred_status', '=', 1)
      .orderBy('cred_id')
      .executeTakeFirstOrThrow();
    const start = new Date(Date.now() + 40 * 86_400_000);
    start.setUTCHours(5, 7 * (studentId % 8), 0, 0);
    const [bookingId] = await placeBookings(server.db, {
      adiId,
      studentId,
      bookings: [{ credId: credit.cred_id, start }],
      staffId: 3,
    });
    return { studentId, assignId: assign.assign_id, bookingId: bookingId!, credId: credit.cred_id };
  }

  const creditsOf = async (studentId: number) =>
    (
      await server.db
        .selectFrom('credits')
        .select(['cred_id', 'cred_status'])
        .where('stu_id', '=', studentId)
        .orderBy('cred_id')
        .execute()
    ).map((c) => `${c.cred_id}:${c.cred_status}`);
  const assignmentsOf = (studentId: number) =>
    server.db
      .selectFrom('assignments')
      .select(['adi_id', 'assign_status', 'end_reason', 'ended_by'])
      .where('stu_id', '=', studentId)
      .orderBy('assign_id')
      .execute();
  const awaiting = async (studentId: number) =>
    (await call({ loadpendinglearners: '1', search: `L${studentId}` }))
      .json()
      .rows.some((l: { student_id: number }) => l.student_id === studentId);

  before(async () => {
    smtp = await startSmtp();
    server = await build({
      seed: async (db) => {
        await seedPlatform(db);
        await seedSchool(db, { seed: 11, today: new Date() });
      },
      mailer: createMailer({
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        outboxDir: mkdtempSync(join(tmpdir(), 'dss-assign-mail-')),
      }),
    });
    clerk = await signIn(server.url, 3, 'demo-clerk');
    admin = await signIn(server.url, 1, 'demo-admin');
  });
  after(async () => {
    await server.close();
    await smtp.close().catch(() => {});
  });

  it('answers 401 without a token and 403 to an administrator', async () => {
    for (const field of ['reassigninstructor', 'endassignment', 'learnerduplicates']) {
      assert.equal((await post(server.url, 'ctrouV2.php', { [field]: '1' })).status, 401, field);
      assert.equal((await call({ [field]: '1' }, admin)).status, 403, field);
    }
  });

  it('offers instructors of the same postcode area after those covering the outer postcode, marked as outside', async () => {
    const [inside, outside, elsewhere] = await manualInstructors(3);
    await covers(inside!, ['E7']);
    await covers(outside!, ['E12', 'E9']);
    await covers(elsewhere!, ['EN1', 'IG1']);
    const studentId = await awaitingLearner('E7 9HZ');
    const { adis } = (await call({ suitableinstructors: '1', learnerID: String(studentId), pupostcode: 'E7' })).json();
    const row = (id: number) => adis.find((a: { adi_id: number }) => a.adi_id === id);
    assert.equal(row(inside!).adi_outside_area, false);
    assert.deepEqual([row(outside!).adi_outside_area, row(outside!).adi_covering_pcs], [true, 'E12, E9']);
    // EN is another area, whose letters merely start with E.
    assert.equal(row(elsewhere!), undefined);
    const flags: boolean[] = adis.map((a: { adi_outside_area: boolean }) => a.adi_outside_area);
    assert.deepEqual(
      flags,
      [...flags].sort((a, b) => Number(a) - Number(b)),
      'covering instructors come first',
    );
    assert.equal(
      (await call({ assigninstructor: '1', selectedadi: String(outside), studentid: String(studentId) })).text,
      'SUCCESS',
    );
  });

  it('re-assigns in one step: Re-Assigned with the reason, the new instructor active, credits kept, lessons to come cancelled', async () => {
    const [first, second] = await manualInstructors(2);
    const { studentId, assignId, bookingId, credId } = await assignedWithLesson(first!);
    const creditsBefore = await creditsOf(studentId);
    const missing = (await call({ reassigninstructor: '1', assignid: String(assignId), selectedadi: String(second) })).json();
    assert.equal(missing.result.errors.reason, ASSIGNMENT_MESSAGES.reason);
    const same = await call({
      reassigninstructor: '1',
      assignid: String(assignId),
      selectedadi: String(first),
      reason: 'Asked for a change',
    });
    assert.equal(same.status, 409);
    assert.equal(same.json().result.text, ASSIGNMENT_MESSAGES.sameInstructor);

    const res = await call({
      reassigninstructor: '1',
      assignid: String(assignId),
      selectedadi: String(second),
      reason: 'Learner asked for a change',
    });
    assert.equal(res.text, 'SUCCESS');
    const rows = await assignmentsOf(studentId);
    assert.deepEqual(rows, [
      { adi_id: first, assign_status: 2, end_reason: 'Learner asked for a change', ended_by: 3 },
      { adi_id: second, assign_status: 1, end_reason: null, ended_by: null },
    ]);
    const booking = await server.db
      .selectFrom('bookings')
      .select('booking_state')
      .where('booking_id', '=', bookingId)
      .executeTakeFirstOrThrow();
    assert.equal(booking.booking_state, 3);
    // Every credit is still the learner's; the cancelled lesson's credit is Available again.
    assert.deepEqual(
      await creditsOf(studentId),
      creditsBefore.map((c) => (c === `${credId}:2` ? `${credId}:1` : c)),
    );
    const history = (await call({ loadassignments: '1', id: String(studentId), dir: 'desc' })).json().rows;
    assert.deepEqual(
      history.map((a: { assign_status: number; end_reason: string | null }) => [a.assign_status, a.end_reason]),
      [
        [1, null],
        [2, 'Learner asked for a change'],
      ],
    );
  });

  it('refuses a change to an assignment that is no longer active, also when two clerks act at once', async () => {
    const [first, second] = await manualInstructors(2);
    const { studentId, assignId } = await assignedWithLesson(first!);
    const end = () => call({ endassignment: '1', assignid: String(assignId), status: '5', reason: 'No reply to calls' });
    const answers = await Promise.all([
      end(),
      call({ reassigninstructor: '1', assignid: String(assignId), selectedadi: String(second), reason: 'Change' }),
    ]);
    assert.deepEqual(answers.map((r) => r.status).sort(), [200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    assert.equal(refused.json().result.text, ASSIGNMENT_MESSAGES.notActive);
    assert.equal(
      (await assignmentsOf(studentId)).filter((a) => a.assign_status === 1).length,
      answers[0]!.status === 200 ? 0 : 1,
    );
    const again = await end();
    assert.equal(again.status, 409);
    assert.equal(again.json().result.text, ASSIGNMENT_MESSAGES.notActive);
  });

  it('ends an assignment with an ending state and a reason; the learner awaits an instructor again', async () => {
    const [first] = await manualInstructors(1);
    const { studentId, assignId } = await assignedWithLesson(first!);
    const badState = await call({ endassignment: '1', assignid: String(assignId), status: '2', reason: 'x' });
    assert.equal(badState.json().result.errors.status, ASSIGNMENT_MESSAGES.status);
    assert.equal(await awaiting(studentId), false);
    const res = await call({ endassignment: '1', assignid: String(assignId), status: '6', reason: 'Joined a school near work' });
    assert.equal(res.text, 'SUCCESS');
    assert.deepEqual(await assignmentsOf(studentId), [
      { adi_id: first, assign_status: 6, end_reason: 'Joined a school near work', ended_by: 3 },
    ]);
    assert.equal(await awaiting(studentId), true);
  });

  it('a departure ends the active assignment with the state its reason implies, and payments are refused clearly', async () => {
    const [first] = await manualInstructors(1);
    const { studentId, bookingId } = await assignedWithLesson(first!);
    const res = await call({
      savedeparture: '1',
      learner: String(studentId),
      dateofdeparture: '2024-01-01',
      reportedby: '1',
      reason: '5',
    });
    assert.equal(res.text, 'SUCCESS');
    assert.deepEqual(await assignmentsOf(studentId), [
      { adi_id: first, assign_status: 5, end_reason: 'Departure: No response for 3 months after last contact', ended_by: 3 },
    ]);
    const booking = await server.db
      .selectFrom('bookings')
      .select('booking_state')
      .where('booking_id', '=', bookingId)
      .executeTakeFirstOrThrow();
    assert.equal(booking.booking_state, 3);
    assert.equal(await awaiting(studentId), false);
    const plan = await manualPlan();
    const pay = await call({
      processlearnerpayment: '1',
      learnerid: String(studentId),
      lessonplanid: String(plan.plan_id),
      idemkey: randomUUID(),
    });
    assert.equal(pay.status, 409);
    assert.equal(pay.json().result.text, refusalText(LEARNER_TEXTS.paymentFailed, LEARNER_REFUSALS.departed));
  });

  it('a departure of a learner without an instructor records only the departure', async () => {
    const studentId = await awaitingLearner('E7 9HZ');
    const res = await call({
      savedeparture: '1',
      learner: String(studentId),
      dateofdeparture: '2024-01-01',
      reportedby: '3',
      reason: '1',
    });
    assert.equal(res.text, 'SUCCESS');
    assert.deepEqual(await assignmentsOf(studentId), []);
  });

  it('withdraws the departure of a learner who came back: they can pay again and await an instructor', async () => {
    const studentId = await awaitingLearner('E7 9HZ');
    const depart = {
      savedeparture: '1',
      learner: String(studentId),
      dateofdeparture: '2024-01-01',
      reportedby: '3',
      reason: '1',
    };
    assert.equal((await call(depart)).text, 'SUCCESS');
    assert.equal(await awaiting(studentId), false);
    const plan = await manualPlan();
    const pay = () =>
      call({
        processlearnerpayment: '1',
        learnerid: String(studentId),
        lessonplanid: String(plan.plan_id),
        idemkey: randomUUID(),
      });
    assert.equal((await pay()).status, 409);

    const withdraw = await call({ withdrawdeparture: '1', learner: String(studentId) });
    assert.equal(withdraw.text, 'SUCCESS');
    assert.equal(await awaiting(studentId), true);
    assert.equal((await pay()).text, 'SUCCESS');
    const again = await call({ withdrawdeparture: '1', learner: String(studentId) });
    assert.equal(again.status, 409);
    assert.equal(again.json().result.text, LEARNER_REFUSALS.noDeparture);
    assert.equal((await call({ withdrawdeparture: '1', learner: String(studentId) }, admin)).status, 403);
  });

  it('finds likely duplicates by name and date of birth, e-mail, mobile or licence number', async () => {
    const form = learnerForm('E7 9HZ');
    assert.equal((await call({ registerlearner: '1', ...form, idemkey: randomUUID() })).text, 'SUCCESS');
    const fresh = learnerForm('E7 9HZ');
    const check = (changes: Partial<typeof fresh>) => {
      const v = { ...fresh, ...changes };
      return call({
        learnerduplicates: '1',
        fname: v.fname,
        lname: v.lname,
        dob: v.dob,
        inemail: v.inemail,
        mobile: v.mobile,
        dlno: v.dlno,
      });
    };
    assert.deepEqual((await check({})).json(), []);
    const byName = (await check({ fname: form.fname.toUpperCase(), lname: form.lname.toLowerCase() })).json();
    assert.deepEqual(
      byName.map((d: { fname: string; dob: string; matches: string[] }) => [d.fname, d.dob, d.matches]),
      [[form.fname, form.dob, ['name and date of birth']]],
    );
    assert.deepEqual((await check({ fname: form.fname, dob: '2004-03-01' })).json(), []);
    assert.deepEqual((await check({ inemail: form.inemail.toUpperCase() })).json()[0].matches, ['e-mail']);
    assert.deepEqual((await check({ mobile: form.mobile })).json()[0].matches, ['mobile']);
    assert.deepEqual((await check({ dlno: form.dlno.toLowerCase() })).json()[0].matches, ['licence number']);
    const all = (await check({ ...form })).json();
    assert.deepEqual(all[0].matches, ['name and date of birth', 'e-mail', 'mobile', 'licence number']);
    const invalid = await check({ inemail: 'not-an-address' });
    assert.equal(invalid.status, 422);
    assert.equal(invalid.json().result.errors.inemail, 'Invalid e-mail address');
  });
});
