import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, describe, it } from 'node:test';
import { CANCELLATION_TEXTS, CANCEL_REASON_MAX } from '@dss/contract';
import { createMailer } from '../mail/mailer';
import { placeBookings } from '../lifecycle/credits';
import { schoolClock } from '../lifecycle/school-clock';
import { addInstructor, addPlan, bookableLearner } from '../test-support/school-fixtures';
import { startSmtp, type SmtpListener } from '../test-support/smtp-listener';
import { build, post, signIn, type TestApp } from '../test-support/inject';

const HOUR = 3_600_000;
/** The demo clerk's staff id, which is also their sign-in id. */
const CLERK = 3;
/** The school's clock stands still at this whole minute for every test. */
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const hence = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
/** A refusal's text (409, the result envelope of a JSON action). */
const refusal = (res: { status: number; json(): { result: { text: string } } }) => {
  assert.equal(res.status, 409);
  return res.json().result.text;
};

describe('cancellations and no-shows', () => {
  let server: TestApp;
  let smtp: SmtpListener;
  let clerk: string;
  let admin: string;
  let adi: number;
  let learner: { stuId: number; credits: number[] };
  let nextCredit = 0;

  const office = (fields: Record<string, string>, token = clerk) => post(server.url, 'ctrouV2.php', { token, ...fields });
  const adminCall = (fields: Record<string, string>, token = admin) => post(server.url, 'ctroaV2.php', { token, ...fields });
  const cancel = (booking: number, party: string, reason: string, token = clerk) =>
    office({ cancellesson: '1', booking: String(booking), party, reason }, token);
  const outcome = (booking: number, value: string) =>
    office({ recordlessonoutcome: '1', booking: String(booking), outcome: value });
  const setPolicy = (notice: number, lateForfeits: boolean, noShowForfeits: boolean) =>
    adminCall({
      savecancellationpolicy: '1',
      notice_hours: String(notice),
      late_cancel_forfeits: lateForfeits ? '1' : '0',
      no_show_forfeits: noShowForfeits ? '1' : '0',
    });
  /** Books a lesson starting at `start` with the learner's next credit. */
  const lessonAt = async (start: Date) => {
    const credId = learner.credits[nextCredit++]!;
    const [id] = await placeBookings(server.db, {
      adiId: adi,
      studentId: learner.stuId,
      bookings: [{ credId, start }],
      staffId: 2,
    });
    return { id: id!, credId };
  };
  /** Each test books its lessons at whole hours no other test uses, so none overlaps another. */
  const lessonIn = (hours: number) => lessonAt(hence(hours));
  const booking = (id: number) =>
    server.db.selectFrom('bookings').selectAll().where('booking_id', '=', id).executeTakeFirstOrThrow();
  const credit = (id: number) => server.db.selectFrom('credits').selectAll().where('cred_id', '=', id).executeTakeFirstOrThrow();

  before(async () => {
    smtp = await startSmtp();
    server = await build({
      mailer: createMailer({ smtpUrl: smtp.url, outboxDir: mkdtempSync(join(tmpdir(), 'dss-cancellations-')) }),
    });
    clerk = await signIn(server.url, CLERK, 'demo-clerk');
    admin = await signIn(server.url, 1, 'demo-admin');
    adi = await addInstructor(server.db, { fname: 'Cara', lname: 'Cole' });
    learner = await bookableLearner(server.db, adi, await addPlan(server.db, 30), { fname: 'Nia', lname: 'Noone' });
    schoolClock.now = () => NOW;
  });
  afterEach(async () => {
    schoolClock.now = () => NOW;
    assert.equal((await setPolicy(48, true, true)).text, 'SUCCESS');
  });
  after(async () => {
    schoolClock.now = () => new Date();
    await server.close();
    await smtp.close();
  });

  it('answers 401 without a token, 403 for the wrong role, and the default policy to office and administrator', async () => {
    for (const field of ['cancellationpolicy', 'cancellesson', 'recordlessonoutcome'])
      assert.equal((await post(server.url, 'ctrouV2.php', { [field]: '1' })).status, 401, field);
    for (const field of ['cancellesson', 'recordlessonoutcome'])
      assert.equal((await office({ [field]: '1' }, admin)).status, 403, field);
    assert.equal((await adminCall({ savecancellationpolicy: '1' }, clerk)).status, 403);
    const expected = { notice_hours: 48, late_cancel_forfeits: true, no_show_forfeits: true };
    assert.deepEqual((await office({ cancellationpolicy: '1' })).json(), expected);
    assert.deepEqual((await office({ cancellationpolicy: '1' }, admin)).json(), expected);
  });

  it('refuses bad input with field messages', async () => {
    const bad = (await office({ cancellesson: '1', booking: 'x', party: 'instructor', reason: ' ' })).json().result.errors;
    assert.deepEqual(bad, {
      booking: CANCELLATION_TEXTS.bookingRequired,
      party: CANCELLATION_TEXTS.partyRequired,
      reason: CANCELLATION_TEXTS.reasonRequired,
    });
    const long = await cancel(1, 'school', 'x'.repeat(CANCEL_REASON_MAX + 1));
    assert.equal(long.status, 422);
    assert.equal(long.json().result.errors.reason, CANCELLATION_TEXTS.reasonLong);
    assert.equal((await outcome(1, 'late')).json().result.errors.outcome, CANCELLATION_TEXTS.outcomeRequired);
    const policy = await adminCall({ savecancellationpolicy: '1', notice_hours: '400', late_cancel_forfeits: 'yes' });
    assert.equal(policy.status, 422);
    assert.deepEqual(policy.json().result.errors, {
      notice_hours: CANCELLATION_TEXTS.noticeRange,
      late_cancel_forfeits: CANCELLATION_TEXTS.forfeitRequired,
      no_show_forfeits: CANCELLATION_TEXTS.forfeitRequired,
    });
    assert.equal(refusal(await cancel(99_999_999, 'school', 'Car broke down')), CANCELLATION_TEXTS.noLesson);
  });

  it('gives the credit back when the school cancels, even at short notice, records who and why, and mails the learner', async () => {
    const lesson = await lessonIn(2);
    await server.app.outbox.idle();
    const mails = smtp.inbox.length;
    const res = await cancel(lesson.id, 'school', 'Instructor unwell');
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.json(), { credit: 'returned' });
    const b = await booking(lesson.id);
    assert.equal(b.booking_state, 3);
    assert.equal(b.cancel_party, 'school');
    assert.equal(b.cancel_reason, 'Instructor unwell');
    assert.equal(b.cancelled_by, CLERK);
    assert.equal(b.credit_forfeited, false);
    assert.equal((await credit(lesson.credId)).cred_status, 1);
    assert.equal((await smtp.received(mails + 1)).length, mails + 1);
    assert.match(smtp.inbox.at(-1)!.text, /the school has had to cancel your driving lesson/);
    assert.match(smtp.inbox.at(-1)!.text, new RegExp(`lesson B${lesson.id}`));
  });

  it("forfeits a learner's late cancellation under the policy, and gives back one with enough notice", async () => {
    const late = await lessonIn(47);
    assert.deepEqual((await cancel(late.id, 'learner', 'Forgot about work')).json(), { credit: 'forfeited' });
    const lost = await credit(late.credId);
    assert.equal(lost.cred_status, 4);
    assert.equal(lost.forfeited_by, CLERK);
    assert.equal((await booking(late.id)).credit_forfeited, true);

    const early = await lessonIn(60);
    assert.deepEqual((await cancel(early.id, 'learner', 'Holiday')).json(), { credit: 'returned' });
    assert.equal((await credit(early.credId)).cred_status, 1);
  });

  it('follows the policy the administrator saves', async () => {
    assert.equal((await setPolicy(2, false, true)).text, 'SUCCESS');
    assert.deepEqual((await office({ cancellationpolicy: '1' })).json(), {
      notice_hours: 2,
      late_cancel_forfeits: false,
      no_show_forfeits: true,
    });
    const lesson = await lessonIn(1);
    assert.deepEqual((await cancel(lesson.id, 'learner', 'Ill')).json(), { credit: 'returned' });
    assert.equal((await credit(lesson.credId)).cred_status, 1);
  });

  it('answers a repeated cancellation as the first did, once, and refuses a different one', async () => {
    const lesson = await lessonIn(10);
    await server.app.outbox.idle();
    const mails = smtp.inbox.length;
    assert.deepEqual((await cancel(lesson.id, 'learner', 'Exams')).json(), { credit: 'forfeited' });
    await smtp.received(mails + 1);
    assert.deepEqual((await cancel(lesson.id, 'learner', 'Exams')).json(), { credit: 'forfeited' });
    const queued = await server.db.selectFrom('mail_outbox').select('id').where('booking_id', '=', lesson.id).execute();
    assert.equal(queued.length, 1, 'the repeat queues no second mail');
    assert.equal(smtp.inbox.length, mails + 1);
    const other = await cancel(lesson.id, 'school', 'Exams');
    assert.equal(refusal(other), CANCELLATION_TEXTS.alreadyCancelled);
  });

  it('refuses to cancel a lesson that has started, and to record the outcome of one that has not', async () => {
    const lesson = await lessonIn(3);
    assert.equal(refusal(await outcome(lesson.id, 'noshow')), CANCELLATION_TEXTS.notStarted);
    schoolClock.now = () => new Date(hence(3).getTime() + 10 * 60_000);
    assert.equal(refusal(await cancel(lesson.id, 'school', 'Too late')), CANCELLATION_TEXTS.started);
    assert.equal((await booking(lesson.id)).booking_state, 1);
  });

  it('records a no-show, forfeiting the credit, and corrects it to taken, using the credit', async () => {
    const start = hence(5);
    const lesson = await lessonIn(5);
    schoolClock.now = () => new Date(start.getTime() + 70 * 60_000);
    assert.deepEqual((await outcome(lesson.id, 'noshow')).json(), { credit: 'forfeited' });
    let b = await booking(lesson.id);
    assert.equal(b.booking_state, 4);
    assert.equal(b.outcome_by, CLERK);
    assert.equal((await credit(lesson.credId)).cred_status, 4);
    assert.deepEqual((await outcome(lesson.id, 'noshow')).json(), { credit: 'forfeited' });

    assert.deepEqual((await outcome(lesson.id, 'taken')).json(), { credit: 'used' });
    b = await booking(lesson.id);
    assert.equal(b.booking_state, 5);
    assert.equal(b.credit_forfeited, false);
    const used = await credit(lesson.credId);
    assert.equal(used.cred_status, 3);
    assert.equal(used.forfeited_at, null);
  });

  it('gives the credit back after a no-show when the policy says so; booked again, it can no longer be the no-show lesson', async () => {
    assert.equal((await setPolicy(48, true, false)).text, 'SUCCESS');
    const start = hence(7);
    const lesson = await lessonIn(7);
    schoolClock.now = () => new Date(start.getTime() + 70 * 60_000);
    assert.deepEqual((await outcome(lesson.id, 'noshow')).json(), { credit: 'returned' });
    assert.equal((await credit(lesson.credId)).cred_status, 1);

    const [again] = await placeBookings(server.db, {
      adiId: adi,
      studentId: learner.stuId,
      bookings: [{ credId: lesson.credId, start: hence(300) }],
      staffId: 2,
    });
    assert.ok(again, 'the returned credit pays for another lesson');
    const taken = await outcome(lesson.id, 'taken');
    assert.equal(refusal(taken), CANCELLATION_TEXTS.creditRebooked);
    assert.equal((await booking(lesson.id)).booking_state, 4);
  });

  it("names the learner's credits alike everywhere: available, booked, taken and forfeited add up to those bought", async () => {
    const id = String(learner.stuId);
    const summary = (await office({ learnercreditsummary: '1', id })).json();
    const byStatus = async (status: number) =>
      Number(
        (
          await server.db
            .selectFrom('credits')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('stu_id', '=', learner.stuId)
            .where('cred_status', '=', status)
            .executeTakeFirstOrThrow()
        ).n,
      );
    assert.equal(summary.total_cred, 30);
    assert.equal(summary.total_cred, summary.unused_cred + summary.booked_cred + summary.used_cred + summary.wasted_cred);
    assert.ok(summary.wasted_cred >= 2, 'the late cancellation and the no-show forfeited theirs');
    assert.equal(summary.wasted_cred, await byStatus(4));
    assert.equal(summary.booked_cred, await byStatus(2));
    // the booking screens offer exactly the unused credits, and the payments data's balance is the same
    assert.equal((await office({ learneractivecredits: '1', id })).json().length, summary.unused_cred);
    const found = (await office({ learnerpaymentsearch: '1', keyword: `L${id}` })).json().rows[0];
    assert.equal(found.credit_balance, summary.unused_cred);
    assert.equal((await office({ learnerbookedcredits: '1', id })).json().length, summary.booked_cred);
    assert.equal((await office({ learnerforfeitedcredits: '1', id })).json().length, summary.wasted_cred);
  });

  it('refuses an outcome for a cancelled lesson', async () => {
    const lesson = await lessonIn(9);
    await cancel(lesson.id, 'school', 'Road closed');
    assert.equal(refusal(await outcome(lesson.id, 'taken')), CANCELLATION_TEXTS.noOutcome);
  });

  it("shows in the learner's bookings history who cancelled and which lessons cost the credit", async () => {
    const bySchool = await lessonIn(100);
    const late = await lessonIn(20);
    const missed = await lessonIn(11);
    await cancel(bySchool.id, 'school', 'Instructor unwell');
    await cancel(late.id, 'learner', 'Overslept');
    schoolClock.now = () => hence(13);
    await outcome(missed.id, 'noshow');
    const history: { id: number; status: number; cancelled_by: string | null; credit_forfeited: boolean }[] = (
      await office({ learnerbookinghistory: '1', id: String(learner.stuId) })
    ).json();
    const row = (id: number) => {
      const found = history.find((h) => h.id === id)!;
      return { status: found.status, cancelled_by: found.cancelled_by, credit_forfeited: found.credit_forfeited };
    };
    assert.deepEqual(row(bySchool.id), { status: 3, cancelled_by: 'school', credit_forfeited: false });
    assert.deepEqual(row(late.id), { status: 3, cancelled_by: 'learner', credit_forfeited: true });
    assert.deepEqual(row(missed.id), { status: 4, cancelled_by: null, credit_forfeited: true });
  });
});
