import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import {
  BOOKING_COLOURS,
  BOOKING_MESSAGES,
  BOOKING_TEXTS,
  DEFAULT_BUSINESS_HOURS,
  addDays,
  dayOfWeek,
  londonDate,
  londonInstant,
} from '@dss/contract';
import { createMailer } from '../mail/mailer';
import {
  addInstructor,
  addLearner,
  addPlan,
  addTimeAway,
  assign,
  bookableLearner,
  payCredits,
  setAvailability,
} from '../test-support/school-fixtures';
import { startSmtp, type SmtpListener } from '../test-support/smtp-listener';
import { build, post, signIn, type TestApp } from '../test-support/inject';
import { schoolClock } from '../lifecycle/school-clock';
import { bankHolidaysBetween } from './closed-days';

const FIELDS = [
  'bookinginstructors',
  'pendingbookinginstructors',
  'instructorlearners',
  'instructorpendinglearners',
  'learneractivecredits',
  'instructorbookings',
  'placebookings',
  'placependingbookings',
  'savediary',
  'savetestoutcome',
];

/**
 * The first Monday at least two days after `date` with no bank holiday of England and Wales (the
 * default region) in its week or the fortnight before: the tests book across that week and
 * twelve days before it.
 */
function mondayAfter(date: string): string {
  let d = addDays(date, 2);
  while (dayOfWeek(d) !== 1 || bankHolidaysBetween('ENG', addDays(d, -14), addDays(d, 7)).length) d = addDays(d, 1);
  return d;
}

describe('bookings, diary and test outcomes', () => {
  let server: TestApp;
  let smtp: SmtpListener;
  let clerk: string;
  let admin: string;
  let plan: number;
  /** active instructor without weekly availability (default business hours) */
  let adiA: number;
  /** active instructor working Mon-Fri 09:00-17:00 with lunch 12:00-13:00 and Sunday 10:00-14:00 */
  let adiB: number;
  let notApproved: number;
  let blocked: number;
  let l1: { stuId: number; credits: number[] };
  let l2: { stuId: number; credits: number[] };
  let today: string;
  let monday: string;

  const call = (fields: Record<string, string>, token = clerk) => post(server.url, 'ctrouV2.php', { token, ...fields });
  const place = (adi: number, stu: number, bookings: { id: number; start: string }[], extra: Record<string, string> = {}) =>
    call({
      placebookings: '1',
      adi: String(adi),
      learner: String(stu),
      bookings: JSON.stringify(bookings.map((b) => ({ ...b, bookingType: 'newbooking', durationEditable: false }))),
      ...extra,
    });
  const creditStatus = async (ids: number[]) =>
    (await server.db.selectFrom('credits').select('cred_status').where('cred_id', 'in', ids).orderBy('cred_id').execute()).map(
      (c) => c.cred_status,
    );
  const bookingsOf = (stu: number) =>
    server.db
      .selectFrom('bookings')
      .selectAll()
      .where('stu_id', '=', stu)
      .where('booking_state', '<>', 3)
      .orderBy('lesson_starts')
      .execute();
  const calendar = async (adi: number, start: string, end: string) => {
    const res = await call({ instructorbookings: '1', id: String(adi), start, end });
    assert.equal(res.status, 200, res.text);
    return res.json();
  };

  before(async () => {
    smtp = await startSmtp();
    server = await build({
      mailer: createMailer({ smtpUrl: smtp.url, outboxDir: mkdtempSync(join(tmpdir(), 'dss-bookings-')) }),
    });
    clerk = await signIn(server.url, 3, 'demo-clerk');
    admin = await signIn(server.url, 1, 'demo-admin');
    const db = server.db;
    plan = await addPlan(db, 10);
    adiA = await addInstructor(db, { fname: 'Alan', lname: 'Archer' });
    adiB = await addInstructor(db, { fname: 'Beth', lname: 'Brook', title_id: 2, gender: 'f' });
    notApproved = await addInstructor(db, { approved_at: null, approved_by: null, acc_state: 3 });
    blocked = await addInstructor(db, { acc_state: 0 });
    await setAvailability(db, adiB, {
      0: { start: '10:00', end: '14:00' },
      1: { start: '09:00', end: '17:00', lunch: ['12:00', '13:00'] },
      2: { start: '09:00', end: '17:00', lunch: ['12:00', '13:00'] },
      3: { start: '09:00', end: '17:00', lunch: ['12:00', '13:00'] },
      4: { start: '09:00', end: '17:00', lunch: ['12:00', '13:00'] },
      5: { start: '09:00', end: '17:00', lunch: ['12:00', '13:00'] },
    });
    l1 = await bookableLearner(db, adiA, plan, { fname: 'Uma', lname: 'Underwood', pickup_pc: 'E7 9HZ' });
    l2 = await bookableLearner(db, adiA, plan, { fname: 'Vic', lname: 'Vale' });
    today = londonDate(new Date());
    monday = mondayAfter(today);
  });
  after(async () => {
    await server.close();
    await smtp.close();
  });

  it('answers 401 without a token and 403 to an administrator for every action', async () => {
    for (const field of FIELDS) {
      assert.equal((await post(server.url, 'ctrouV2.php', { [field]: '1' })).status, 401, field);
      assert.equal((await call({ [field]: '1' }, admin)).status, 403, field);
    }
  });

  it('lists active approved instructors, paged and searched in the database', async () => {
    const all = (await call({ bookinginstructors: '1', pagesize: '100' })).json();
    const ids = all.rows.map((r: { adi_id: number }) => r.adi_id);
    assert.ok(ids.includes(adiA) && ids.includes(adiB));
    assert.ok(!ids.includes(notApproved) && !ids.includes(blocked));
    assert.equal(all.total, all.rows.length);
    const a = all.rows.find((r: { adi_id: number }) => r.adi_id === adiA);
    assert.equal(a.learners, 2);
    assert.equal(a.title, 'Mr');
    assert.deepEqual(
      (await call({ bookinginstructors: '1', search: `a${adiB}` })).json().rows.map((r: { adi_id: number }) => r.adi_id),
      [adiB],
    );
    assert.deepEqual(
      (await call({ bookinginstructors: '1', search: 'archer' })).json().rows.map((r: { adi_id: number }) => r.adi_id),
      [adiA],
    );
    const first = (await call({ bookinginstructors: '1', pagesize: '5', sort: 'adi_id', dir: 'desc' })).json();
    assert.equal(first.rows[0].adi_id, Math.max(...ids));
    assert.equal((await call({ bookinginstructors: '1', sort: 'nope' })).json().result.errors.sort, 'Sort column is not valid.');
    assert.equal((await call({ bookinginstructors: '1', search: 'a\u0000b' })).status, 422);
  });

  it("lists an instructor's learners with their credit balance and a learner's available credits", async () => {
    const page = (await call({ instructorlearners: '1', id: String(adiA), sort: 'student_id' })).json();
    assert.deepEqual(
      page.rows.map((r: { student_id: number }) => r.student_id),
      [l1.stuId, l2.stuId],
    );
    assert.equal(page.rows[0].credit_balance, 10);
    assert.equal(page.rows[0].title, 'Miss');
    assert.equal(page.rows[0].pickup_pc, 'E7 9HZ');
    assert.deepEqual(page.rows[0].address, { line1: '2 Station Road', postcode: 'IG1 2AB' });
    const found = (await call({ instructorlearners: '1', id: String(adiA), search: 'underwood' })).json();
    assert.deepEqual(
      found.rows.map((r: { student_id: number }) => r.student_id),
      [l1.stuId],
    );
    assert.equal((await call({ instructorlearners: '1' })).json().result.errors.id, BOOKING_MESSAGES.instructor);
    const credits = (await call({ learneractivecredits: '1', id: String(l1.stuId) })).json();
    assert.deepEqual(
      credits.map((c: { id: number }) => c.id),
      l1.credits,
    );
    assert.match(credits[0].cred_exp, /^\d{4}-\d{2}-\d{2}T/);
  });

  it('answers a week of calendar with the default business hours, or the weekly availability split at lunch', async () => {
    const a = await calendar(adiA, monday, addDays(monday, 7));
    assert.equal(a.today, today);
    assert.equal(a.defaultHours, true);
    assert.deepEqual(a.businessHours, DEFAULT_BUSINESS_HOURS);
    assert.deepEqual(a.bookings, []);
    const b = await calendar(adiB, monday, addDays(monday, 7));
    assert.equal(b.defaultHours, false);
    assert.deepEqual(b.businessHours.slice(0, 2), [
      { daysOfWeek: [1], startTime: '09:00', endTime: '12:00' },
      { daysOfWeek: [1], startTime: '13:00', endTime: '17:00' },
    ]);
    assert.deepEqual(b.businessHours.at(-1), { daysOfWeek: [0], startTime: '10:00', endTime: '14:00' });
    const bad = (await call({ instructorbookings: '1', id: String(adiA), start: monday, end: monday })).json().result.errors;
    assert.equal(bad.end, BOOKING_MESSAGES.range);
    const wide = (await call({ instructorbookings: '1', id: String(adiA), start: monday, end: addDays(monday, 43) })).json();
    assert.equal(wide.result.errors.end, BOOKING_MESSAGES.range);
    const missing = (await call({ instructorbookings: '1', id: String(adiA) })).json().result.errors;
    assert.equal(missing.start, BOOKING_MESSAGES.rangeStart);
    assert.equal((await call({ instructorbookings: '1', id: '999999', start: monday, end: addDays(monday, 7) })).status, 404);
  });

  it('refuses malformed booking requests with field messages', async () => {
    const empty = (await call({ placebookings: '1' })).json().result.errors;
    assert.equal(empty.bookings, BOOKING_MESSAGES.bookingsInvalid);
    assert.equal(empty.adi, BOOKING_MESSAGES.instructor);
    assert.equal(empty.learner, BOOKING_MESSAGES.learner);
    const none = await call({ placebookings: '1', adi: String(adiA), learner: String(l1.stuId), bookings: '[]' });
    assert.equal(none.status, 422);
    assert.equal(none.json().result.errors.bookings, BOOKING_MESSAGES.bookings);
    for (const bookings of [
      'not json',
      '[{"id":1,"start":"2026-13-01 10:00:00"}]',
      '[{"id":-1,"start":"2026-01-01 10:00:00"}]',
    ]) {
      const res = await call({ placebookings: '1', adi: String(adiA), learner: String(l1.stuId), bookings });
      assert.equal(res.json().result.errors.bookings, BOOKING_MESSAGES.bookingsInvalid, bookings);
    }
    const longPickup = await place(adiA, l1.stuId, [{ id: l1.credits[0]!, start: `${monday} 10:00:00` }], {
      pickup: JSON.stringify({ line1: 'x'.repeat(51), pc: 'E7 9HZ' }),
      dropoff: JSON.stringify({ line1: '1 Road', pc: 'E7 9HZ 12345' }),
    });
    assert.equal(longPickup.status, 422);
    assert.equal(longPickup.json().result.errors.pickup, BOOKING_MESSAGES.pickupLine);
    assert.equal(longPickup.json().result.errors.dropoff, BOOKING_MESSAGES.pickupPostcode);
    const nul = await place(adiA, l1.stuId, [{ id: l1.credits[0]!, start: `${monday} 10:00:00` }], {
      pickup: JSON.stringify({ line1: 'a\u0000b', pc: '' }),
    });
    assert.equal(nul.status, 422);
    assert.deepEqual(await bookingsOf(l1.stuId), []);
  });

  it('places lessons with credits in one transaction, e-mails the learner, and shows them on the calendar', async () => {
    await server.app.outbox.idle();
    const before = smtp.inbox.length;
    const res = await place(
      adiA,
      l1.stuId,
      [
        { id: l1.credits[1]!, start: `${monday} 11:00:00` },
        { id: l1.credits[0]!, start: `${monday} 10:00:00` },
      ],
      { pickup: JSON.stringify({ line1: '12 Forest Lane', pc: 'e7 9hz' }), dropoff: JSON.stringify({ line1: '', pc: '' }) },
    );
    assert.equal(res.status, 200, res.text);
    assert.equal(res.text, 'SUCCESS');
    const rows = await bookingsOf(l1.stuId);
    assert.equal(rows.length, 2);
    assert.deepEqual(
      rows.map((r) => [r.lesson_starts.getTime(), r.lesson_end.getTime() - r.lesson_starts.getTime(), r.booking_lesson_type]),
      [
        [londonInstant(monday, 600).getTime(), 3_600_000, 1],
        [londonInstant(monday, 660).getTime(), 3_600_000, 2],
      ],
    );
    assert.equal(rows[0]!.addr_line, '12 Forest Lane');
    assert.equal(rows[0]!.addr_pc, 'E7 9HZ');
    assert.equal(rows[0]!.drop_line, null);
    assert.equal(rows[0]!.booked_by, 3);
    assert.deepEqual(await creditStatus(l1.credits.slice(0, 3)), [2, 2, 1]);

    assert.equal((await smtp.received(before + 1)).length, before + 1);
    const mail = smtp.inbox.at(-1)!;
    const learner = await server.db
      .selectFrom('learners')
      .select('email')
      .where('student_id', '=', l1.stuId)
      .executeTakeFirstOrThrow();
    assert.equal(mail.to, learner.email);
    assert.match(mail.raw, /Subject: Your driving lessons are booked/);
    assert.match(mail.text, /10:00 to 11:00 with Mr Alan Archer/);
    assert.match(mail.text, /11:00 to 12:00 with Mr Alan Archer/);
    assert.match(mail.text, /Pickup: 12 Forest Lane, E7 9HZ/);

    const cal = await calendar(adiA, monday, addDays(monday, 7));
    assert.equal(cal.bookings.length, 2);
    const first = cal.bookings[0];
    assert.equal(first.start, `${monday}T10:00:00`);
    assert.equal(first.end, `${monday}T11:00:00`);
    assert.equal(first.color, BOOKING_COLOURS.green);
    assert.equal(cal.bookings[1].color, BOOKING_COLOURS.blue);
    assert.equal(first.editable, true);
    assert.equal(first.overlap, false);
    assert.equal(first.id, `B${rows[0]!.booking_id}`);
    assert.equal(first.title, `L${l1.stuId} Uma Underwood`);
    const page = (await call({ instructorlearners: '1', id: String(adiA), search: `L${l1.stuId}` })).json();
    assert.equal(page.rows[0].credit_balance, 8);
  });

  it("uses the learner's pickup postcode when the form leaves pickup empty", async () => {
    assert.equal((await place(adiA, l2.stuId, [{ id: l2.credits[0]!, start: `${monday} 14:00:00` }])).text, 'SUCCESS');
    const [row] = await bookingsOf(l2.stuId);
    assert.equal(row!.addr_pc, 'IG1 2AB');
    assert.equal(row!.addr_line, null);
  });

  it('refuses a slot that clashes, naming the booking it clashes with, and writes nothing', async () => {
    const [l1First] = await bookingsOf(l1.stuId);
    const res = await place(adiA, l2.stuId, [{ id: l2.credits[1]!, start: `${monday} 10:30:00` }]);
    assert.equal(res.status, 409);
    const text: string = res.json().result.text;
    assert.ok(text.startsWith(BOOKING_TEXTS.placeFailed), text);
    assert.match(
      text,
      new RegExp(`clashes with booking B${l1First!.booking_id} \\(L${l1.stuId} Uma Underwood with A${adiA} Alan Archer`),
    );
    assert.match(text, /10:00-11:00/);
    assert.deepEqual(await creditStatus([l2.credits[1]!]), [1]);
  });

  it("refuses a lesson that clashes with the learner's lesson in another instructor's car", async () => {
    const other = await addInstructor(server.db, { fname: 'Olga', lname: 'Other' });
    const learner = await addLearner(server.db, { fname: 'Wes', lname: 'West' });
    const oldAssign = await assign(server.db, learner, other, { status: 2 });
    await assign(server.db, learner, adiB);
    const credits = await payCredits(server.db, learner, plan);
    const start = londonInstant(addDays(monday, 1), 9 * 60);
    const old = await server.db
      .insertInto('bookings')
      .values({
        adi_id: other,
        stu_id: learner,
        cred_id: credits[0]!,
        assign_id: oldAssign,
        lesson_starts: start,
        lesson_end: new Date(start.getTime() + 3_600_000),
      })
      .returning('booking_id')
      .executeTakeFirstOrThrow();
    await server.db.updateTable('credits').set({ cred_status: 2 }).where('cred_id', '=', credits[0]!).execute();
    const res = await place(adiB, learner, [{ id: credits[1]!, start: `${addDays(monday, 1)} 09:30:00` }]);
    assert.equal(res.status, 409);
    assert.match(
      res.json().result.text,
      new RegExp(`clashes with booking B${old.booking_id} \\(L${learner} Wes West with A${other} Olga Other`),
    );
    // The database refuses it too, whoever writes: the learner's exclusion constraint.
    await assert.rejects(
      server.db
        .insertInto('bookings')
        .values({
          adi_id: adiB,
          stu_id: learner,
          cred_id: credits[1]!,
          lesson_starts: new Date(start.getTime() + 1_800_000),
          lesson_end: new Date(start.getTime() + 5_400_000),
        })
        .execute(),
      (e: { code?: string; constraint?: string }) => e.code === '23P01',
    );
  });

  it('re-checks business hours, slots, time away and each other, all or nothing', async () => {
    const tuesday = addDays(monday, 1);
    const cases: [string, { id: number; start: string }[], RegExp][] = [
      [
        'before hours',
        [{ id: l2.credits[1]!, start: `${monday} 07:00:00` }],
        /at 07:00 on .* is outside the instructor's working hours/,
      ],
      ['after hours', [{ id: l2.credits[1]!, start: `${monday} 19:30:00` }], /outside the instructor's working hours/],
      ['Sunday', [{ id: l2.credits[1]!, start: `${addDays(monday, 6)} 10:00:00` }], /outside the instructor's working hours/],
      ['off slot', [{ id: l2.credits[1]!, start: `${monday} 15:10:00` }], /does not start on a quarter hour/],
      [
        'each other',
        [
          { id: l2.credits[1]!, start: `${tuesday} 10:00:00` },
          { id: l2.credits[2]!, start: `${tuesday} 10:45:00` },
        ],
        /The lessons at 10:00 on .* and at 10:45 on .* overlap each other/,
      ],
      [
        'one good, one bad',
        [
          { id: l2.credits[1]!, start: `${tuesday} 15:00:00` },
          { id: l2.credits[2]!, start: `${tuesday} 06:00:00` },
        ],
        /outside the instructor's working hours/,
      ],
      [
        'too far ahead',
        [{ id: l2.credits[1]!, start: `${mondayAfter(addDays(today, 91))} 10:00:00` }],
        /is outside the dates that can be booked/,
      ],
      ['credit of another learner', [{ id: l1.credits[5]!, start: `${tuesday} 15:00:00` }], /The credit is not available\./],
      [
        'one credit twice',
        [
          { id: l2.credits[1]!, start: `${tuesday} 15:00:00` },
          { id: l2.credits[1]!, start: `${tuesday} 17:00:00` },
        ],
        /A credit can pay for one lesson only\./,
      ],
    ];
    for (const [name, bookings, reason] of cases) {
      const res = await place(adiA, l2.stuId, bookings);
      assert.equal(res.status, 409, name);
      const text: string = res.json().result.text;
      assert.ok(text.startsWith(`${BOOKING_TEXTS.placeFailed} `), `${name}: ${text}`);
      assert.match(text, reason, name);
    }
    assert.equal((await bookingsOf(l2.stuId)).length, 1);
    assert.deepEqual(await creditStatus(l2.credits.slice(1, 3)), [1, 1]);

    // The lunch hour is outside Beth's hours; time away is refused with its reason.
    const l3 = await bookableLearner(server.db, adiB, plan);
    const lunch = await place(adiB, l3.stuId, [{ id: l3.credits[0]!, start: `${tuesday} 12:00:00` }]);
    assert.match(lunch.json().result.text, /outside the instructor's working hours/);
    await addTimeAway(server.db, adiB, londonInstant(tuesday, 14 * 60), londonInstant(tuesday, 16 * 60), 'Car service');
    const away = await place(adiB, l3.stuId, [{ id: l3.credits[0]!, start: `${tuesday} 15:30:00` }]);
    assert.match(away.json().result.text, /falls in the instructor's time away \(Car service, 14:00 on .* to 16:00 on .*\)/);
    const withdrawn = await addTimeAway(
      server.db,
      adiB,
      londonInstant(tuesday, 9 * 60),
      londonInstant(tuesday, 11 * 60),
      'Dentist',
      0,
    );
    assert.ok(withdrawn);
    assert.equal((await place(adiB, l3.stuId, [{ id: l3.credits[0]!, start: `${tuesday} 09:00:00` }])).text, 'SUCCESS');
    const cal = await calendar(adiB, monday, addDays(monday, 7));
    assert.deepEqual(
      cal.timeAway.map((t: { title: string; start: string; end: string }) => [t.title, t.start, t.end]),
      [['Car service', `${tuesday}T14:00:00`, `${tuesday}T16:00:00`]],
    );
  });

  it('refuses instructors and learners who can not be booked', async () => {
    const tuesday = addDays(monday, 1);
    const res = await place(notApproved, l1.stuId, [{ id: l1.credits[4]!, start: `${tuesday} 10:00:00` }]);
    assert.equal(res.json().result.text, `${BOOKING_TEXTS.placeFailed} This instructor is not taking bookings.`);
    const notTheirs = await place(adiB, l1.stuId, [{ id: l1.credits[4]!, start: `${tuesday} 10:00:00` }]);
    assert.equal(notTheirs.json().result.text, `${BOOKING_TEXTS.placeFailed} The learner is not assigned to this instructor.`);
    // Paid while active, read-only since.
    const readOnly = await bookableLearner(server.db, adiA, plan);
    await server.db.updateTable('learners').set({ acc_state: 2 }).where('student_id', '=', readOnly.stuId).execute();
    const ro = await place(adiA, readOnly.stuId, [{ id: readOnly.credits[0]!, start: `${tuesday} 10:00:00` }]);
    assert.equal(ro.json().result.text, `${BOOKING_TEXTS.placeFailed} This learner can not be booked.`);
  });

  it('books pending learners from today to 90 days ahead only, and they then leave the pending lists', async () => {
    const pending = await bookableLearner(server.db, adiA, plan, { fname: 'Pat', lname: 'Pending' });
    const instructors = (await call({ pendingbookinginstructors: '1', pagesize: '100' })).json();
    const a = instructors.rows.find((r: { adi_id: number }) => r.adi_id === adiA);
    assert.ok(a, 'Alan has a learner waiting');
    assert.ok(!instructors.rows.some((r: { adi_id: number }) => r.adi_id === notApproved));
    const learners = (await call({ instructorpendinglearners: '1', id: String(adiA) })).json();
    assert.ok(learners.rows.some((r: { student_id: number }) => r.student_id === pending.stuId));
    assert.ok(!learners.rows.some((r: { student_id: number }) => r.student_id === l1.stuId), 'Uma has lessons booked');

    const pendingPlace = (start: string) =>
      call({
        placependingbookings: '1',
        adi: String(adiA),
        learner: String(pending.stuId),
        bookings: JSON.stringify([{ id: pending.credits[0], start, bookingType: 'newbooking', durationEditable: false }]),
      });
    const yesterday = await pendingPlace(`${addDays(today, -1)} 10:00:00`);
    assert.equal(yesterday.status, 409);
    assert.match(yesterday.json().result.text, /is outside the dates that can be booked/);
    const tooFar = await pendingPlace(`${addDays(today, 91)} 10:00:00`);
    assert.match(tooFar.json().result.text, /is outside the dates that can be booked/);
    assert.equal((await pendingPlace(`${addDays(monday, 2)} 16:00:00`)).text, 'SUCCESS');
    const after = (await call({ instructorpendinglearners: '1', id: String(adiA) })).json();
    assert.ok(!after.rows.some((r: { student_id: number }) => r.student_id === pending.stuId));
    const again = await call({
      placependingbookings: '1',
      adi: String(adiA),
      learner: String(pending.stuId),
      bookings: JSON.stringify([{ id: pending.credits[1], start: `${addDays(monday, 2)} 18:00:00` }]),
    });
    assert.equal(
      again.json().result.text,
      `${BOOKING_TEXTS.placeFailed} This learner is not waiting for a booking with this instructor.`,
    );
    // Book Learners reaches back 90 days: a Wednesday of a past week, inside the working week
    // whatever day the suite runs on.
    assert.equal(
      (await place(adiA, pending.stuId, [{ id: pending.credits[1]!, start: `${addDays(monday, -12)} 10:00:00` }])).text,
      'SUCCESS',
    );
  });

  it('moves lessons in the diary: same length, Rescheduled, recorded with who and when, and mailed', async () => {
    const [first, second] = await bookingsOf(l1.stuId);
    const tuesday = addDays(monday, 1);
    const diary = (bookings: unknown[]) => call({ savediary: '1', adi: String(adiA), bookings: JSON.stringify(bookings) });
    await server.app.outbox.idle();
    const before = smtp.inbox.length;
    const res = await diary([
      { id: first!.booking_id, start: `${tuesday} 16:00:00`, end: `${tuesday} 17:00:00`, durationEditable: false },
      { id: second!.booking_id, start: `${monday} 11:00:00`, end: `${monday} 12:00:00`, durationEditable: false },
    ]);
    assert.equal(res.text, 'SUCCESS', res.text);
    const moved = await server.db
      .selectFrom('bookings')
      .selectAll()
      .where('booking_id', '=', first!.booking_id)
      .executeTakeFirstOrThrow();
    assert.equal(moved.booking_state, 2);
    assert.equal(moved.lesson_starts.getTime(), londonInstant(tuesday, 16 * 60).getTime());
    assert.equal(moved.lesson_end.getTime() - moved.lesson_starts.getTime(), 3_600_000);
    assert.equal(moved.updated_by, 3);
    const untouched = await server.db
      .selectFrom('bookings')
      .select('booking_state')
      .where('booking_id', '=', second!.booking_id)
      .executeTakeFirstOrThrow();
    assert.equal(untouched.booking_state, 1, 'a lesson left where it was is not rescheduled');
    const moves = await server.db.selectFrom('booking_moves').selectAll().where('booking_id', '=', first!.booking_id).execute();
    assert.equal(moves.length, 1);
    assert.equal(moves[0]!.moved_by, 3);
    assert.equal(moves[0]!.from_starts.getTime(), first!.lesson_starts.getTime());
    assert.ok(Date.now() - moves[0]!.moved_at.getTime() < 60_000);
    assert.equal((await smtp.received(before + 1)).length, before + 1);
    assert.match(smtp.inbox.at(-1)!.raw, /Subject: Your driving lesson has moved/);
    assert.match(smtp.inbox.at(-1)!.text, /was .*10:00 to 11:00/);
    assert.match(smtp.inbox.at(-1)!.text, /now .*16:00 to 17:00 with Mr Alan Archer/);
    const cal = await calendar(adiA, monday, addDays(monday, 7));
    assert.equal(
      cal.bookings.find((b: { booking_id: number }) => b.booking_id === first!.booking_id).color,
      BOOKING_COLOURS.purple,
    );

    const longer = await diary([{ id: first!.booking_id, start: `${tuesday} 15:00:00`, end: `${tuesday} 17:00:00` }]);
    assert.equal(
      longer.json().result.text,
      `${BOOKING_TEXTS.diaryFailed} Booking B${first!.booking_id} keeps its length when moved.`,
    );
    const onto = await diary([{ id: first!.booking_id, start: `${monday} 14:30:00` }]);
    assert.equal(onto.status, 409);
    assert.match(
      onto.json().result.text,
      new RegExp(`^${BOOKING_TEXTS.diaryFailed} .*clashes with booking B\\d+ \\(L${l2.stuId} `),
    );
    const early = await diary([{ id: first!.booking_id, start: `${tuesday} 06:00:00` }]);
    assert.match(early.json().result.text, /outside the instructor's working hours/);
    const far = await diary([{ id: first!.booking_id, start: `${addDays(today, 95)} 10:00:00` }]);
    assert.match(far.json().result.text, /outside the dates that can be booked/);
    const foreign = await call({
      savediary: '1',
      adi: String(adiB),
      bookings: JSON.stringify([{ id: first!.booking_id, start: `${tuesday} 10:00:00` }]),
    });
    assert.equal(
      foreign.json().result.text,
      `${BOOKING_TEXTS.diaryFailed} Booking B${first!.booking_id} can not be moved: it is not a scheduled lesson in this diary.`,
    );
    const twice = await diary([
      { id: first!.booking_id, start: `${tuesday} 10:00:00` },
      { id: first!.booking_id, start: `${tuesday} 11:00:00` },
    ]);
    assert.match(twice.json().result.text, /appears twice/);
    assert.equal(
      (await server.db.selectFrom('booking_moves').selectAll().where('booking_id', '=', first!.booking_id).execute()).length,
      1,
    );

    // Swapping two lessons in one save is one move each.
    const swap = await diary([
      { id: first!.booking_id, start: `${monday} 11:00:00` },
      { id: second!.booking_id, start: `${tuesday} 16:00:00` },
    ]);
    assert.equal(swap.text, 'SUCCESS', swap.text);
    const states = await server.db
      .selectFrom('bookings')
      .select(['booking_id', 'booking_state', 'lesson_starts'])
      .where('booking_id', 'in', [first!.booking_id, second!.booking_id])
      .orderBy('booking_id')
      .execute();
    assert.deepEqual(
      states.map((s) => [s.booking_state, s.lesson_starts.getTime()]),
      [
        [2, londonInstant(monday, 660).getTime()],
        [2, londonInstant(tuesday, 960).getTime()],
      ],
    );
  });

  it('records a test outcome shown on the learner page, once, for a past time and their instructor', async () => {
    const empty = (await call({ savetestoutcome: '1' })).json().result.errors;
    assert.equal(empty.adi, BOOKING_MESSAGES.instructor);
    assert.equal(empty.learner, BOOKING_MESSAGES.learner);
    assert.equal(empty.testdate, BOOKING_MESSAGES.testDate);
    assert.equal(empty.result, BOOKING_MESSAGES.testOutcome);
    const yesterday = addDays(today, -1);
    const fields = {
      savetestoutcome: '1',
      adi: String(adiA),
      learner: String(l1.stuId),
      testdate: `${yesterday} 09:30`,
      result: '1',
    };
    const future = await call({ ...fields, testdate: `${addDays(today, 2)} 09:30` });
    assert.equal(future.json().result.text, `${BOOKING_TEXTS.testFailed} The test date can not be in the future.`);
    const notTheirs = await call({ ...fields, adi: String(adiB) });
    assert.equal(
      notTheirs.json().result.text,
      `${BOOKING_TEXTS.testFailed} This learner is not one of this instructor's learners.`,
    );
    assert.equal((await call(fields)).text, 'SUCCESS');
    const again = await call({ ...fields, result: '0' });
    assert.equal(again.status, 409);
    assert.equal(
      again.json().result.text,
      `${BOOKING_TEXTS.testFailed} A test outcome is already recorded for this learner at that time.`,
    );
    assert.equal((await call({ ...fields, testdate: `${addDays(today, -8)} 14:00`, result: '0' })).text, 'SUCCESS');
    const tests = (await call({ learnerdrivingtests: '1', id: String(l1.stuId) })).json();
    assert.deepEqual(
      tests.map((t: { test_date: string; test_time: string; outcome_text: string; adi_name: string }) => [
        t.test_date,
        t.test_time,
        t.outcome_text,
        t.adi_name,
      ]),
      [
        [yesterday, '09:30', 'Passed', 'Alan Archer'],
        [addDays(today, -8), '14:00', 'Failed', 'Alan Archer'],
      ],
    );
  });

  it('keeps London wall-clock times across the spring clock change', async () => {
    // The school's clock stands a week before the last Sunday of March 2027 (28 March).
    const realNow = schoolClock.now;
    schoolClock.now = () => new Date('2027-03-21T12:00:00Z');
    try {
      const learner = await bookableLearner(
        server.db,
        adiB,
        plan,
        { fname: 'Sam', lname: 'Spring' },
        new Date('2027-03-01T10:00:00Z'),
      );
      await server.app.outbox.idle();
      const before = smtp.inbox.length;
      const gap = await place(adiB, learner.stuId, [{ id: learner.credits[0]!, start: '2027-03-28 01:30:00' }]);
      assert.equal(gap.status, 409);
      assert.match(gap.json().result.text, /01:30 on 28\/03\/2027 does not exist on London clocks/);
      // Around Easter: Good Friday (26 March) and Easter Monday (29 March) are bank holidays.
      const res = await place(adiB, learner.stuId, [
        { id: learner.credits[0]!, start: '2027-03-25 09:00:00' },
        { id: learner.credits[1]!, start: '2027-03-28 10:00:00' },
        { id: learner.credits[2]!, start: '2027-03-30 09:00:00' },
      ]);
      assert.equal(res.text, 'SUCCESS', res.text);
      const rows = await bookingsOf(learner.stuId);
      assert.deepEqual(
        rows.map((r) => [r.lesson_starts.toISOString(), r.lesson_date]),
        [
          ['2027-03-25T09:00:00.000Z', '2027-03-25'],
          ['2027-03-28T09:00:00.000Z', '2027-03-28'],
          ['2027-03-30T08:00:00.000Z', '2027-03-30'],
        ],
      );
      // 10:00-14:00 on Sunday is business hours in BST too: 13:30 would end after 14:00.
      const late = await place(adiB, learner.stuId, [{ id: learner.credits[3]!, start: '2027-03-28 13:30:00' }]);
      assert.match(late.json().result.text, /outside the instructor's working hours/);
      const cal = await calendar(adiB, '2027-03-22', '2027-03-29');
      assert.equal(cal.today, '2027-03-21');
      assert.deepEqual(
        cal.bookings.map((b: { start: string; end: string }) => [b.start, b.end]),
        [
          ['2027-03-25T09:00:00', '2027-03-25T10:00:00'],
          ['2027-03-28T10:00:00', '2027-03-28T11:00:00'],
        ],
      );
      assert.equal((await smtp.received(before + 1)).length, before + 1);
      assert.match(smtp.inbox.at(-1)!.text, /Sunday 28 March 2027, 10:00 to 11:00/);
      assert.match(smtp.inbox.at(-1)!.text, /Tuesday 30 March 2027, 09:00 to 10:00/);
      // Moving the Thursday lesson onto Tuesday morning (BST) keeps it at 09:00 on the clock.
      const sunday = rows[1]!;
      const move = await call({
        savediary: '1',
        adi: String(adiB),
        bookings: JSON.stringify([{ id: sunday.booking_id, start: '2027-03-28 11:00:00', end: '2027-03-28 12:00:00' }]),
      });
      assert.equal(move.text, 'SUCCESS', move.text);
      const after = await server.db
        .selectFrom('bookings')
        .select('lesson_starts')
        .where('booking_id', '=', sunday.booking_id)
        .executeTakeFirstOrThrow();
      assert.equal(after.lesson_starts.toISOString(), '2027-03-28T10:00:00.000Z');
    } finally {
      schoolClock.now = realNow;
    }
  });

  it('never answers a server error for a booked slot under a burst of requests on one server', async () => {
    const adi = await addInstructor(server.db, { fname: 'Cara', lname: 'Crowd' });
    const learners = await Promise.all(Array.from({ length: 8 }, () => bookableLearner(server.db, adi, plan)));
    const start = `${addDays(monday, 3)} 10:00:00`;
    const answers = await Promise.all(learners.map((l) => place(adi, l.stuId, [{ id: l.credits[0]!, start }])));
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409, 409, 409, 409, 409, 409, 409]);
    const placed = await sql<{ n: number }>`SELECT count(*)::int AS n FROM bookings WHERE adi_id = ${adi}`.execute(server.db);
    assert.equal(placed.rows[0]!.n, 1);
  });
});
