import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { dayNumber, dayText, LESSON_REMINDER_TEXTS, londonInstant, londonToday } from '@dss/contract';
import { cancelBooking, moveBookings, placeBookings } from './credits';
import { queueReminders } from './reminders';
import { addInstructor, addLearner, addPlan, bookableLearner } from '../test-support/school-fixtures';
import { enqueueMail } from '../mail/outbox';
import { build, post, signIn, type TestApp } from '../test-support/inject';
import { updateLearnerFields } from '../test-support/learner-update';

const at = (day: string, hh: number, mm = 0) => londonInstant(day, hh * 60 + mm);

describe('lesson reminders and instructors’ day lists', () => {
  let server: TestApp;
  let clerk: string;
  let admin: string;
  let adi: number;
  let on: { stuId: number; credits: number[] };
  let off: { stuId: number; credits: number[] };
  const today = londonToday();
  const tomorrow = dayText(dayNumber(today) + 1);
  const dayAfter = dayText(dayNumber(today) + 2);
  const lessons: Record<string, number> = {};
  const office = (fields: Record<string, string>, token = clerk) => post(server.url, 'ctrouV2.php', { token, ...fields });
  const adminCall = (fields: Record<string, string>, token = admin) => post(server.url, 'ctroaV2.php', { token, ...fields });
  const queued = (prefix: string) =>
    server.db.selectFrom('mail_outbox').selectAll().where('dedupe_key', 'like', `${prefix}%`).orderBy('id').execute();

  before(async () => {
    server = await build();
    clerk = await signIn(server.url, 3, 'demo-clerk');
    admin = await signIn(server.url, 1, 'demo-admin');
    adi = await addInstructor(server.db, { fname: 'Alan', lname: 'Archer', email: 'alan.archer@example.invalid' });
    const plan = await addPlan(server.db, 10);
    on = await bookableLearner(server.db, adi, plan, { fname: 'Rosa', lname: 'Reed', pickup_pc: 'E7 9HZ' });
    off = await bookableLearner(server.db, adi, plan, { fname: 'Omar', lname: 'Oke', lesson_reminders: false });
    const place = async (name: string, stuId: number, cred: number, day: string, hh: number) => {
      const [id] = await placeBookings(server.db, {
        adiId: adi,
        studentId: stuId,
        bookings: [{ credId: cred, start: at(day, hh) }],
        pickup: { line1: '12 Forest Lane', pc: 'E7 9HZ' },
        staffId: 2,
      });
      lessons[name] = id!;
    };
    await place('morning', on.stuId, on.credits[0]!, tomorrow, 10);
    await place('afternoon', on.stuId, on.credits[1]!, tomorrow, 14);
    await place('cancelled', on.stuId, on.credits[2]!, tomorrow, 16);
    await place('offLesson', off.stuId, off.credits[0]!, tomorrow, 12);
    await cancelBooking(server.db, { bookingId: lessons.cancelled!, staffId: 2, party: 'learner', reason: 'Exams' });
  });
  after(() => server.close());

  it('queues nothing before the reminder time, then one reminder per lesson still on, and none twice', async () => {
    assert.deepEqual(await queueReminders(server.db, at(today, 17, 59)), { reminders: 0, dayMails: 0 });
    assert.equal((await queueReminders(server.db, at(today, 18))).reminders, 2);
    assert.equal((await queueReminders(server.db, at(today, 21))).reminders, 0, 'a later run queues nothing again');
    const reminders = await queued('reminder:');
    assert.deepEqual(
      reminders.map((r) => r.dedupe_key),
      [`reminder:${lessons.morning}:${tomorrow}`, `reminder:${lessons.afternoon}:${tomorrow}`],
      'none for a cancelled lesson or a learner who asked for none',
    );
    const [first] = reminders;
    assert.equal(first!.kind, 'reminder');
    assert.equal(first!.stu_id, on.stuId);
    assert.equal(first!.booking_id, lessons.morning);
    assert.equal(first!.subject, 'Reminder: your driving lesson tomorrow');
    assert.match(first!.text, /^Dear Miss Rosa Reed,\n\nThis is a reminder of your driving lesson tomorrow:\n\n- /);
    assert.match(
      first!.text,
      new RegExp(`10:00 to 11:00 with Mr Alan Archer \\(lesson B${lessons.morning}\\)\\. Pickup: 12 Forest Lane, E7 9HZ\\.`),
    );
    assert.match(first!.text, /If you cannot make a lesson, please call the office as soon as you can\.\n\nThe office team$/);
  });

  it("e-mails each instructor the day's lessons once, after the instructors' time: time, first name and pickup postcode", async () => {
    assert.equal((await queueReminders(server.db, at(tomorrow, 6, 59))).dayMails, 0);
    assert.equal((await queueReminders(server.db, at(tomorrow, 7))).dayMails, 1);
    assert.equal((await queueReminders(server.db, at(tomorrow, 9))).dayMails, 0);
    const [day] = await queued(`day:${adi}:`);
    assert.equal(day!.dedupe_key, `day:${adi}:${tomorrow}`);
    assert.equal(day!.recipient, 'alan.archer@example.invalid');
    assert.match(day!.subject, /^Your driving lessons today, \w+day \d+ \w+ \d{4}$/);
    const lines = day!.text.split('\n').filter((l) => l.startsWith('- '));
    assert.deepEqual(lines, [
      `- 10:00 to 11:00: Rosa, pickup E7 9HZ (lesson B${lessons.morning}).`,
      `- 12:00 to 13:00: Omar, pickup E7 9HZ (lesson B${lessons.offLesson}).`,
      `- 14:00 to 15:00: Rosa, pickup E7 9HZ (lesson B${lessons.afternoon}).`,
    ]);
    assert.ok(!day!.text.includes('Reed'), 'no more of the learner than the day needs');
  });

  it('gives a lesson moved to another day a reminder for its new day', async () => {
    await moveBookings(server.db, {
      adiId: adi,
      moves: [{ bookingId: lessons.morning!, start: at(dayAfter, 10), end: at(dayAfter, 11) }],
      staffId: 2,
    });
    assert.equal((await queueReminders(server.db, at(tomorrow, 18, 30))).reminders, 1);
    const mine = (await queued(`reminder:${lessons.morning}:`)).map((r) => r.dedupe_key);
    assert.deepEqual(mine, [`reminder:${lessons.morning}:${tomorrow}`, `reminder:${lessons.morning}:${dayAfter}`]);
  });

  it('answers 401 without a token, 403 for the wrong role and 422 with field messages', async () => {
    for (const field of ['lessonreminders', 'savelessonreminders'])
      assert.equal((await post(server.url, 'ctroaV2.php', { [field]: '1' })).status, 401, field);
    assert.equal((await post(server.url, 'ctrouV2.php', { learnermails: '1', id: String(on.stuId) })).status, 401);
    assert.equal((await adminCall({ lessonreminders: '1' }, clerk)).status, 403);
    assert.equal(
      (await adminCall({ savelessonreminders: '1', reminder_time: '19:00', instructor_day_time: '07:00' }, clerk)).status,
      403,
    );
    assert.equal((await office({ learnermails: '1', id: String(on.stuId) }, admin)).status, 403);
    const bad = await adminCall({ savelessonreminders: '1', reminder_time: '24:00', instructor_day_time: '' });
    assert.equal(bad.status, 422);
    assert.deepEqual(bad.json().result.errors, {
      reminder_time: LESSON_REMINDER_TEXTS.timeInvalid,
      instructor_day_time: LESSON_REMINDER_TEXTS.dayRequired,
    });
    assert.equal((await office({ learnermails: '1', id: 'x' })).status, 422);
    const choice = await office(
      updateLearnerFields((await office({ loadlearner: '1', id: String(on.stuId) })).json(), { lessonreminders: 'maybe' }),
    );
    assert.equal(choice.status, 422);
  });

  it('lets the administrator move the reminder time, which the next run follows', async () => {
    assert.deepEqual((await adminCall({ lessonreminders: '1' })).json(), {
      reminder_time: '18:00',
      instructor_day_time: '07:00',
    });
    assert.equal(
      (await adminCall({ savelessonreminders: '1', reminder_time: '20:15', instructor_day_time: '06:30' })).text,
      'SUCCESS',
    );
    assert.deepEqual((await adminCall({ lessonreminders: '1' })).json(), {
      reminder_time: '20:15',
      instructor_day_time: '06:30',
    });
    const [late] = await placeBookings(server.db, {
      adiId: adi,
      studentId: on.stuId,
      bookings: [{ credId: on.credits[3]!, start: at(dayAfter, 15) }],
      staffId: 2,
    });
    assert.equal((await queueReminders(server.db, at(tomorrow, 20, 14))).reminders, 0);
    assert.equal((await queueReminders(server.db, at(tomorrow, 20, 15))).reminders, 1);
    assert.equal((await queued(`reminder:${late}:`)).length, 1);
  });

  it("turns a learner's reminders off and on from the learner form, keeps them when a form leaves the field out, and lists the learner's e-mails", async () => {
    const load = async () => (await office({ loadlearner: '1', id: String(on.stuId) })).json();
    assert.equal((await load()).lesson_reminders, true);
    assert.equal((await office(updateLearnerFields(await load(), { lessonreminders: '0' }))).text, 'SUCCESS');
    assert.equal((await load()).lesson_reminders, false);
    assert.equal((await office(updateLearnerFields(await load()))).text, 'SUCCESS');
    assert.equal((await load()).lesson_reminders, false, 'an earlier form without the field changes nothing');
    assert.equal((await office(updateLearnerFields(await load(), { lessonreminders: '1' }))).text, 'SUCCESS');
    assert.equal((await load()).lesson_reminders, true);

    const mails = (await office({ learnermails: '1', id: String(on.stuId) })).json();
    const outbox = await server.db
      .selectFrom('mail_outbox')
      .select(['id'])
      .where('stu_id', '=', on.stuId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    assert.deepEqual(
      mails.map((m: { id: number }) => m.id),
      outbox.map((r) => Number(r.id)),
    );
    assert.ok(mails.every((m: { status: string }) => ['queued', 'sent', 'failed'].includes(m.status)));
    assert.equal(mails.at(-1).subject, 'Reminder: your driving lesson tomorrow');
  });

  it("erases an erased learner's e-mails: no address, no body, no secret, and nothing still to send", async () => {
    const gone = await addLearner(server.db, { fname: 'Gwen', lname: 'Gone', email: 'gwen.gone@example.invalid' });
    await enqueueMail(server.db, {
      kind: 'placed',
      dedupeKey: `test-sent:${gone}`,
      to: 'gwen.gone@example.invalid',
      subject: 'Your driving lessons are booked',
      text: 'Dear Miss Gwen Gone, ...',
      stuId: gone,
    });
    await server.db
      .updateTable('mail_outbox')
      .set({ sent_at: new Date() })
      .where('dedupe_key', '=', `test-sent:${gone}`)
      .execute();
    await enqueueMail(server.db, {
      kind: 'password',
      dedupeKey: `password:${gone}`,
      to: 'gwen.gone@example.invalid',
      subject: 'Your driving school learner account',
      text: 'Dear Miss Gwen Gone, Your password is: {{secret}}',
      secret: 'Secret1234',
      stuId: gone,
      sendAfter: new Date(Date.now() + 3_600_000),
    });
    assert.equal((await adminCall({ eraselearner: '1', learner: String(gone), reason: 'Asked in writing' })).text, 'SUCCESS');
    const rows = await server.db.selectFrom('mail_outbox').selectAll().where('stu_id', '=', gone).orderBy('id').execute();
    assert.equal(rows.length, 2);
    for (const r of rows) {
      assert.equal(r.text, '(erased)');
      assert.equal(r.recipient, `erased-L${gone}@erased.invalid`);
      assert.equal(r.secret, null);
      assert.ok(!JSON.stringify(r).includes('Gwen'));
    }
    assert.notEqual(rows[0]!.sent_at, null, 'what was sent, and when, stays');
    assert.notEqual(rows[1]!.failed_at, null, 'a mail still waiting is never sent');
    assert.equal(rows[1]!.last_error, 'Personal data erased');
  });
});
