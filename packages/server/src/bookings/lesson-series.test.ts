import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  BOOKING_MESSAGES,
  BOOKING_REFUSALS,
  BOOKING_TEXTS,
  CANCELLATION_TEXTS,
  SERIES_TEXTS,
  addDays,
  dayOfWeek,
  londonDate,
  londonInstant,
  refusalText,
} from '@dss/contract';
import { placeBookings } from '../lifecycle/credits';
import { closedDaysBetween } from './closed-days';
import { schoolClock } from '../lifecycle/school-clock';
import {
  addInstructor,
  addLearner,
  addPlan,
  addTimeAway,
  bookableLearner,
  countRows,
  payCredits,
  assign,
  setAvailability,
} from '../test-support/school-fixtures';
import { build, post, signIn, type TestApp, type WireResponse } from '../test-support/inject';

/** The demo clerk's staff id, which is also their sign-in id. */
const CLERK = 3;
/** The school's clock stands still at this whole minute for every test. */
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const TODAY = londonDate(NOW);
const TEN = 10 * 60;
const WEEKDAYS = Object.fromEntries([1, 2, 3, 4, 5].map((d) => [d, { start: '08:00', end: '18:00' }]));
const EVERY_DAY = Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [d, { start: '08:00', end: '20:00' }]));

/** The first Wednesday at least `days` days after today. */
function wednesdayAfter(days: number): string {
  let day = addDays(TODAY, days);
  while (dayOfWeek(day) !== 3) day = addDays(day, 1);
  return day;
}

const refusal = (res: WireResponse) => {
  assert.equal(res.status, 409, res.text);
  return res.json().result.text as string;
};

describe('weekly series of lessons', () => {
  let server: TestApp;
  let clerk: string;
  let admin: string;
  const office = (fields: Record<string, string>, token = clerk) => post(server.url, 'ctrouV2.php', { token, ...fields });
  const preview = (fields: Record<string, string>) => office({ previewlessonseries: '1', ...fields });
  const place = (adi: number, learner: number, starts: string[], idemkey = randomUUID()) =>
    office({
      placelessonseries: '1',
      adi: String(adi),
      learner: String(learner),
      lessons: JSON.stringify(starts.map((start) => ({ start }))),
      idemkey,
    });
  const seriesLessons = (series: number) =>
    server.db.selectFrom('bookings').selectAll().where('series_id', '=', series).orderBy('lesson_starts').execute();
  const creditStatus = async (id: number) =>
    (await server.db.selectFrom('credits').select('cred_status').where('cred_id', '=', id).executeTakeFirstOrThrow()).cred_status;

  before(async () => {
    server = await build();
    clerk = await signIn(server.url, CLERK, 'demo-clerk');
    admin = await signIn(server.url, 1, 'demo-admin');
    schoolClock.now = () => NOW;
  });
  after(async () => {
    schoolClock.now = () => new Date();
    await server.close();
  });

  it('answers 401 without a token, 403 for the wrong role, and 422 with field messages', async () => {
    for (const field of ['previewlessonseries', 'placelessonseries', 'cancellessonseries']) {
      assert.equal((await post(server.url, 'ctrouV2.php', { [field]: '1' })).status, 401, field);
      assert.equal((await office({ [field]: '1' }, admin)).status, 403, field);
    }
    const bad = await preview({ adi: 'x', learner: '', start: `${TODAY} 10:10`, weeks: '53' });
    assert.equal(bad.status, 422);
    assert.deepEqual(bad.json().result.errors, {
      adi: BOOKING_MESSAGES.instructor,
      learner: BOOKING_MESSAGES.learner,
      start: SERIES_TEXTS.startSlot,
      weeks: SERIES_TEXTS.weeksRange,
    });
    const neither = await preview({ adi: '1', learner: '1', start: `${TODAY} 10:00` });
    assert.deepEqual(neither.json().result.errors, { weeks: SERIES_TEXTS.howMany });
    const both = await preview({ adi: '1', learner: '1', start: `${TODAY} 10:00`, weeks: '4', untilcredits: '1' });
    assert.deepEqual(both.json().result.errors, { weeks: SERIES_TEXTS.howMany });
    assert.deepEqual((await preview({ adi: '1', learner: '1', weeks: '4' })).json().result.errors, {
      start: SERIES_TEXTS.startRequired,
    });

    const save = await office({ placelessonseries: '1', adi: '1', learner: '1', lessons: '[]', idemkey: 'short' });
    assert.equal(save.status, 422);
    assert.deepEqual(save.json().result.errors, { lessons: SERIES_TEXTS.lessonsRequired, idemkey: SERIES_TEXTS.keyRequired });
    const many = Array.from({ length: 53 }, (_, k) => ({ start: `${addDays(TODAY, 7 * k)} 10:00` }));
    const tooMany = await office({
      placelessonseries: '1',
      adi: '1',
      learner: '1',
      lessons: JSON.stringify(many),
      idemkey: randomUUID(),
    });
    assert.deepEqual(tooMany.json().result.errors, { lessons: SERIES_TEXTS.tooMany });
    const garbled = await office({
      placelessonseries: '1',
      adi: '1',
      learner: '1',
      lessons: '[{"start":"soon"}]',
      idemkey: randomUUID(),
    });
    assert.deepEqual(garbled.json().result.errors, { lessons: BOOKING_MESSAGES.bookingsInvalid });

    const cancel = await office({ cancellessonseries: '1', series: 'x', party: 'instructor', reason: ' ' });
    assert.equal(cancel.status, 422);
    assert.deepEqual(cancel.json().result.errors, {
      series: SERIES_TEXTS.seriesRequired,
      party: CANCELLATION_TEXTS.partyRequired,
      reason: CANCELLATION_TEXTS.reasonRequired,
    });
  });

  it('previews each week with the credit it would use and its clash: another lesson, time away, outside hours, no credit left', async () => {
    const adi = await addInstructor(server.db, { fname: 'Wes', lname: 'Weekly' });
    await setAvailability(server.db, adi, WEEKDAYS);
    const plan = await addPlan(server.db, 3);
    const { stuId, credits } = await bookableLearner(server.db, adi, plan, { fname: 'Sam', lname: 'Series' });
    const other = await bookableLearner(server.db, adi, plan, { fname: 'Olive', lname: 'Other' });
    const day = wednesdayAfter(3);
    const [taken] = await placeBookings(server.db, {
      adiId: adi,
      studentId: other.stuId,
      staffId: 2,
      bookings: [{ credId: other.credits[0]!, start: londonInstant(addDays(day, 7), TEN) }],
    });
    const away = addDays(day, 14);
    await addTimeAway(server.db, adi, londonInstant(away, 9 * 60), londonInstant(away, 12 * 60), 'Dentist');

    const res = await preview({ adi: String(adi), learner: String(stuId), start: `${day} 10:00`, weeks: '6' });
    assert.equal(res.status, 200, res.text);
    const rows = res.json();
    assert.deepEqual(
      rows.map((r: { start: string }) => r.start),
      [0, 1, 2, 3, 4, 5].map((k) => `${addDays(day, 7 * k)} 10:00:00`),
    );
    assert.deepEqual(
      rows.map((r: { credit: number | null }) => r.credit),
      [credits[0], null, null, credits[1], credits[2], null],
    );
    assert.equal(rows[0].clash, null);
    assert.ok(rows[0].credit_expires);
    assert.match(
      rows[1].clash,
      new RegExp(`^The lesson at 10:00 on .* clashes with booking B${taken} \\(L${other.stuId} Olive Other`),
    );
    assert.equal(
      rows[2].clash,
      BOOKING_REFUSALS.timeAway(
        { date: away, minutes: TEN },
        { what: 'Dentist', from: { date: away, minutes: 9 * 60 }, to: { date: away, minutes: 12 * 60 } },
      ),
    );
    assert.equal(rows[5].clash, BOOKING_REFUSALS.noCredit({ date: addDays(day, 35), minutes: TEN }));

    // A week moved by the clerk is previewed where it now is.
    const moved = await preview({
      adi: String(adi),
      learner: String(stuId),
      lessons: JSON.stringify([{ start: `${day} 10:00` }, { start: `${addDays(day, 7)} 17:30` }]),
    });
    const [, late] = moved.json();
    assert.equal(late.clash, BOOKING_REFUSALS.outsideHours({ date: addDays(day, 7), minutes: 17 * 60 + 30 }));
    assert.equal(late.credit, null);
    assert.equal(await countRows(server.db, 'lesson_series'), 0, 'a preview writes nothing');

    const stranger = await addLearner(server.db);
    assert.equal(
      refusal(await preview({ adi: String(adi), learner: String(stranger), start: `${day} 10:00`, weeks: '2' })),
      refusalText(SERIES_TEXTS.previewFailed, BOOKING_REFUSALS.notTheirLearner),
    );
  });

  it('until the credits run out: one week per credit valid at its date, soonest-expiring first', async () => {
    const adi = await addInstructor(server.db);
    await setAvailability(server.db, adi, EVERY_DAY);
    const stuId = await addLearner(server.db, { fname: 'Una', lname: 'Until' });
    await assign(server.db, stuId, adi);
    // One credit bought almost a year ago runs out in nine days; two bought today last a year.
    const [old] = await payCredits(server.db, stuId, await addPlan(server.db, 1), new Date(NOW.getTime() - 356 * 86_400_000));
    const fresh = await payCredits(server.db, stuId, await addPlan(server.db, 2));
    const expiry = (
      await server.db.selectFrom('credits').select('expires_at').where('cred_id', '=', old!).executeTakeFirstOrThrow()
    ).expires_at;
    // The first week on the old credit's last days, the next two past it, none on a day the school
    // is closed: from today these weeks can fall on Christmas and New Year's Day.
    const lastDay = londonDate(expiry);
    const closed = new Set((await closedDaysBetween(server.db, addDays(lastDay, -6), addDays(lastDay, 15))).map((d) => d.date));
    const first = [-2, -3, -4, -5, -6, -1, 0]
      .map((back) => addDays(lastDay, back))
      .find((day) => [0, 7, 14].every((week) => !closed.has(addDays(day, week))));
    assert.ok(first, "three open weeks around the old credit's expiry");

    const rows = (await preview({ adi: String(adi), learner: String(stuId), start: `${first} 10:00`, untilcredits: '1' })).json();
    assert.deepEqual(
      rows.map((r: { start: string; credit: number; clash: string | null }) => [r.start, r.credit, r.clash]),
      [
        [`${first} 10:00:00`, old, null],
        [`${addDays(first, 7)} 10:00:00`, fresh[0], null],
        [`${addDays(first, 14)} 10:00:00`, fresh[1], null],
      ],
    );
  });

  it('places the kept lessons in one go, as one series, and writes nothing when any one of them fails', async () => {
    const adi = await addInstructor(server.db, { fname: 'Pat', lname: 'Place' });
    await setAvailability(server.db, adi, WEEKDAYS);
    const plan = await addPlan(server.db, 4);
    const { stuId, credits } = await bookableLearner(server.db, adi, plan);
    const other = await bookableLearner(server.db, adi, plan);
    const day = wednesdayAfter(3);
    const [taken] = await placeBookings(server.db, {
      adiId: adi,
      studentId: other.stuId,
      staffId: 2,
      bookings: [{ credId: other.credits[0]!, start: londonInstant(addDays(day, 14), TEN) }],
    });
    const away = addDays(day, 21);
    await addTimeAway(server.db, adi, londonInstant(away, 9 * 60), londonInstant(away, 12 * 60), 'Course');
    const before = { bookings: await countRows(server.db, 'bookings'), series: await countRows(server.db, 'lesson_series') };

    // Named: the first lesson, in time order, that can not go where it is.
    const text = refusal(
      await place(adi, stuId, [`${day} 10:00`, `${away} 10:00`, `${addDays(day, 14)} 10:00`, `${addDays(day, 7)} 10:00`]),
    );
    assert.ok(text.startsWith(`${BOOKING_TEXTS.placeFailed} The lesson at 10:00 on `), text);
    assert.match(text, new RegExp(`clashes with booking B${taken} `));
    const hours = refusal(await place(adi, stuId, [`${day} 10:00`, `${addDays(day, 7)} 17:30`]));
    assert.equal(
      hours,
      refusalText(BOOKING_TEXTS.placeFailed, BOOKING_REFUSALS.outsideHours({ date: addDays(day, 7), minutes: 17 * 60 + 30 })),
    );
    const five = [0, 1, 3, 4, 5].map((k) => `${addDays(day, 7 * k + 1)} 10:00`);
    assert.equal(
      refusal(await place(adi, stuId, five)),
      refusalText(BOOKING_TEXTS.placeFailed, BOOKING_REFUSALS.noCredit({ date: addDays(day, 36), minutes: TEN })),
    );
    assert.equal(await countRows(server.db, 'bookings'), before.bookings, 'no lesson of a refused series is written');
    assert.equal(await countRows(server.db, 'lesson_series'), before.series);
    for (const c of credits) assert.equal(await creditStatus(c), 1);

    const starts = [`${day} 10:00`, `${addDays(day, 7)} 11:15`, `${addDays(day, 28)} 10:00`];
    const res = await place(adi, stuId, starts);
    assert.equal(res.status, 200, res.text);
    const { series, placed } = res.json();
    assert.equal(placed, 3);
    const lessons = await seriesLessons(series);
    assert.deepEqual(
      lessons.map((b) => [b.lesson_starts.getTime(), b.stu_id, b.booking_state, Number(b.cred_id)]),
      [
        [londonInstant(day, TEN).getTime(), stuId, 1, credits[0]],
        [londonInstant(addDays(day, 7), 11 * 60 + 15).getTime(), stuId, 1, credits[1]],
        [londonInstant(addDays(day, 28), TEN).getTime(), stuId, 1, credits[2]],
      ],
    );
    assert.equal(lessons[0]!.booking_lesson_type, 1, "the assignment's first lesson");
    for (const c of credits.slice(0, 3)) assert.equal(await creditStatus(c), 2);
    const row = await server.db.selectFrom('lesson_series').selectAll().where('series_id', '=', series).executeTakeFirstOrThrow();
    assert.equal(row.adi_id, adi);
    assert.equal(row.stu_id, stuId);
    assert.equal(row.created_by, CLERK);

    // The diary shows the lesson's series.
    const diary = (await office({ instructorbookings: '1', id: String(adi), start: day, end: addDays(day, 1) })).json();
    assert.deepEqual(
      diary.bookings.map((b: { series_id: number | null }) => b.series_id),
      [series],
    );
  });

  it('answers a repeat with the same key as the first and writes nothing; the key is refused for another series', async () => {
    const adi = await addInstructor(server.db);
    await setAvailability(server.db, adi, WEEKDAYS);
    const { stuId } = await bookableLearner(server.db, adi, await addPlan(server.db, 2));
    const day = wednesdayAfter(4);
    const key = randomUUID();
    const starts = [`${day} 13:00`, `${addDays(day, 7)} 13:00`];
    const first = await place(adi, stuId, starts, key);
    assert.equal(first.status, 200, first.text);
    const counts = { bookings: await countRows(server.db, 'bookings'), series: await countRows(server.db, 'lesson_series') };
    const again = await place(adi, stuId, starts, key);
    assert.equal(again.status, 200, again.text);
    assert.deepEqual(again.json(), first.json());
    assert.equal(await countRows(server.db, 'bookings'), counts.bookings);
    assert.equal(await countRows(server.db, 'lesson_series'), counts.series);

    const someoneElse = await bookableLearner(server.db, adi, await addPlan(server.db, 1));
    assert.equal(refusal(await place(adi, someoneElse.stuId, [`${day} 15:00`], key)), SERIES_TEXTS.keyReused);
    assert.equal(await countRows(server.db, 'bookings'), counts.bookings);
  });

  it("cancels the rest of a series under the policy: a learner's late cancellation forfeits, a started lesson stays", async () => {
    const adi = await addInstructor(server.db);
    await setAvailability(server.db, adi, EVERY_DAY);
    const { stuId } = await bookableLearner(server.db, adi, await addPlan(server.db, 4));
    // Yesterday's lesson has started; tomorrow's is inside the default 48 hours' notice.
    const days = [-1, 1, 8, 15].map((d) => addDays(TODAY, d));
    const res = await place(
      adi,
      stuId,
      days.map((d) => `${d} 10:00`),
    );
    assert.equal(res.status, 200, res.text);
    const { series } = res.json();

    const cancel = (token = clerk) =>
      office({ cancellessonseries: '1', series: String(series), party: 'learner', reason: 'Moving away' }, token);
    const done = await cancel();
    assert.equal(done.status, 200, done.text);
    assert.deepEqual(done.json(), { cancelled: 3, returned: 2, forfeited: 1 });
    const lessons = await seriesLessons(series);
    assert.deepEqual(
      lessons.map((b) => [b.booking_state, b.credit_forfeited, b.cancel_party, b.cancelled_by]),
      [
        [1, false, null, null],
        [3, true, 'learner', CLERK],
        [3, false, 'learner', CLERK],
        [3, false, 'learner', CLERK],
      ],
    );
    assert.deepEqual(await Promise.all(lessons.map((b) => creditStatus(Number(b.cred_id)))), [2, 4, 1, 1]);
    assert.equal(refusal(await cancel()), SERIES_TEXTS.nothingLeft);
    assert.equal(
      refusal(await office({ cancellessonseries: '1', series: '99999999', party: 'school', reason: 'Closed' })),
      SERIES_TEXTS.noSeries,
    );
  });
});
