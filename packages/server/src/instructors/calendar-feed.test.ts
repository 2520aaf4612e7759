import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import ICAL from 'ical.js';
import { addDays, CALENDAR_FEED_TEXTS, dayOfWeek, INSTRUCTOR_REFUSALS, londonDate, londonInstant } from '@dss/contract';
import { sha256Hex } from '../auth/sha512';
import { cancelBooking, placeBookings } from '../lifecycle/credits';
import { build, post, signIn, type TestApp } from '../test-support/inject';
import { addInstructor, addPlan, addTimeAway, bookableLearner } from '../test-support/school-fixtures';

/** The first Monday at least two days after `date`. */
function mondayAfter(date: string): string {
  let d = addDays(date, 2);
  while (dayOfWeek(d) !== 1) d = addDays(d, 1);
  return d;
}

interface FeedEvent {
  uid: string;
  summary: string;
  sequence: number;
  status: string;
  location: string | null;
  description: string | null;
  start: ICAL.Time;
  end: ICAL.Time;
}

/** The feed read by an independent parser: its time zones registered, its events by UID. */
function readFeed(text: string): { calendar: ICAL.Component; events: Map<string, FeedEvent> } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const events = new Map<string, FeedEvent>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent);
    events.set(event.uid, {
      uid: event.uid,
      summary: event.summary,
      sequence: event.sequence,
      status: String(vevent.getFirstPropertyValue('status')),
      location: event.location,
      description: event.description,
      start: event.startDate,
      end: event.endDate,
    });
  }
  return { calendar, events };
}

describe("an instructor's calendar feed", () => {
  let server: TestApp;
  let clerk: string;
  let adi: number;
  let learner: number;
  const lessons: Record<'moved' | 'cancelled' | 'test' | 'given' | 'blocked' | 'tooOld', number> = {
    moved: 0,
    cancelled: 0,
    test: 0,
    given: 0,
    blocked: 0,
    tooOld: 0,
  };
  let monday: string;
  let timeAway: number;

  const call = (fields: Record<string, string>, token = clerk) => post(server.url, 'ctrouV2.php', { token, ...fields });
  const issue = async (id = adi) => {
    const res = await call({ issueadicalendarfeed: '1', adiid: String(id) });
    assert.equal(res.status, 200, res.text);
    return res.json() as { path: string; since: string };
  };
  const fetchFeed = (path: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: path, headers });

  before(async () => {
    server = await build();
    clerk = await signIn(server.url, 2, 'demo-user');
    const db = server.db;
    adi = await addInstructor(db, { fname: 'Irene' });
    const plan = await addPlan(db, 8);
    const bookable = await bookableLearner(db, adi, plan, {
      fname: 'Emma',
      lname: 'Quatermain',
      email: 'emma.quatermain@example.invalid',
      address_line1: '17 Lilac Gardens',
      pickup_pc: 'IG1 2AB',
    });
    learner = bookable.stuId;
    const today = londonDate(new Date());
    monday = mondayAfter(today);
    const at = (day: string, minutes: number) => londonInstant(day, minutes);
    // placeBookings answers the ids in the order of the lessons' starts
    const [tooOld, given, moved, cancelled, test, blocked] = await placeBookings(db, {
      adiId: adi,
      studentId: learner,
      staffId: 2,
      bookings: [
        { credId: bookable.credits[0]!, start: at(addDays(today, -40), 9 * 60) },
        { credId: bookable.credits[1]!, start: at(addDays(today, -10), 9 * 60) },
        { credId: bookable.credits[2]!, start: at(monday, 10 * 60) },
        { credId: bookable.credits[3]!, start: at(addDays(monday, 1), 10 * 60) },
        { credId: bookable.credits[4]!, start: at(addDays(monday, 2), 10 * 60), lessonType: 3 },
        { credId: bookable.credits[5]!, start: at(addDays(monday, 3), 10 * 60) },
      ],
    });
    Object.assign(lessons, { given, tooOld, moved, cancelled, test, blocked });
    await db
      .updateTable('bookings')
      .set({ booking_state: 5, completed_at: new Date() })
      .where('booking_id', 'in', [given!, tooOld!])
      .execute();
    await db.updateTable('bookings').set({ booking_lesson_type: 1 }).where('booking_id', '=', given!).execute();
    await db.updateTable('bookings').set({ booking_state: 0 }).where('booking_id', '=', blocked!).execute();
    timeAway = await addTimeAway(
      db,
      adi,
      at(addDays(monday, 4), 13 * 60),
      at(addDays(monday, 4), 15 * 60),
      'Hospital appointment',
    );
  });
  after(() => server.close());

  it('says no feed is live until one is given', async () => {
    const res = await call({ loadadicalendarfeed: '1', adiid: String(adi) });
    assert.deepEqual(res.json(), { live: false, since: null });
  });

  it('gives a private address once and keeps only its hash', async () => {
    const { path, since } = await issue();
    assert.match(path, /^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = path.slice('/calendar/'.length, -'.ics'.length);
    const row = await server.db
      .selectFrom('instructor_calendar_feeds')
      .selectAll()
      .where('adi_id', '=', adi)
      .executeTakeFirstOrThrow();
    assert.equal(row.token_hash, sha256Hex(token));
    assert.equal(row.created_by, 2);
    assert.ok(!JSON.stringify(row).includes(token), 'the token itself is not stored');
    const state = await call({ loadadicalendarfeed: '1', adiid: String(adi) });
    assert.deepEqual(state.json(), { live: true, since });
    assert.ok(!state.text.includes(token), 'the state never shows the address again');
    const trail = await server.db
      .selectFrom('audit_log')
      .select('changes')
      .where('action', '=', 'issueadicalendarfeed')
      .where('record_kind', '=', 'calendar_feed')
      .where('record_id', '=', adi)
      .execute();
    assert.equal(trail.length, 1);
    assert.deepEqual((trail[0]!.changes as Record<string, unknown>).token_hash, [null, '(masked)']);
    const text = JSON.stringify(await server.db.selectFrom('audit_log').select('changes').execute());
    assert.ok(!text.includes(token) && !text.includes(sha256Hex(token)), 'neither the token nor its hash is in the trail');
  });

  it("answers the instructor's lessons and time away as iCalendar in Europe/London", async () => {
    const { path } = await issue();
    const res = await fetchFeed(path);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'text/calendar; charset=utf-8');
    assert.equal(res.headers['cache-control'], 'private, max-age=300');
    assert.match(String(res.headers['content-security-policy']), /default-src 'none'/);
    const { calendar, events } = readFeed(res.body);

    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    assert.equal(zone.getFirstPropertyValue('tzid'), 'Europe/London');
    const names = [...zone.getAllSubcomponents('daylight'), ...zone.getAllSubcomponents('standard')].map((c) =>
      c.getFirstPropertyValue('tzname'),
    );
    assert.deepEqual(names.sort(), ['BST', 'GMT']);

    const uid = (id: number) => `booking-${id}@driving-school-system`;
    assert.deepEqual(
      [...events.keys()].sort(),
      [
        uid(lessons.given),
        uid(lessons.moved),
        uid(lessons.cancelled),
        uid(lessons.test),
        `time-away-${timeAway}@driving-school-system`,
      ].sort(),
      'lessons 30 days back to 180 ahead, blocked ones left out, and the time away',
    );
    const first = events.get(uid(lessons.moved))!;
    assert.equal(first.summary, 'Lesson: Emma');
    assert.equal(events.get(uid(lessons.given))!.summary, 'First lesson: Emma', 'the first lesson in the window');
    assert.equal(events.get(uid(lessons.test))!.summary, 'Driving test: Emma');
    assert.equal(first.location, 'IG1 2AB');
    assert.equal(first.description, 'Learner: Emma\nMobile: 07700900456\nPickup postcode: IG1 2AB');
    assert.equal(first.status, 'CONFIRMED');
    assert.equal(first.sequence, 0);
    assert.equal(first.start.zone?.tzid, 'Europe/London');
    assert.equal(first.start.toJSDate().getTime(), londonInstant(monday, 10 * 60).getTime());
    assert.equal(first.start.hour, 10, 'the wall clock in London');
    assert.equal(first.end.toJSDate().getTime(), londonInstant(monday, 11 * 60).getTime());
    const away = events.get(`time-away-${timeAway}@driving-school-system`)!;
    assert.equal(away.summary, 'Time away');
    assert.equal(away.description, null);
    assert.equal(away.start.toJSDate().getTime(), londonInstant(addDays(monday, 4), 13 * 60).getTime());

    for (const secret of ['Quatermain', 'emma.quatermain@example.invalid', '17 Lilac Gardens', 'Hospital', 'Irene'])
      assert.ok(!res.body.includes(secret), `${secret} is in the feed`);

    const again = readFeed((await fetchFeed(path)).body);
    assert.deepEqual([...again.events.keys()].sort(), [...events.keys()].sort(), 'the same UIDs on every read');
  });

  it('raises a moved lesson’s SEQUENCE and marks a cancelled one CANCELLED', async () => {
    const { path } = await issue();
    const moved = await call({
      savediary: '1',
      adi: String(adi),
      bookings: JSON.stringify([
        { id: lessons.moved, start: `${monday} 14:00:00`, end: `${monday} 15:00:00`, durationEditable: false },
      ]),
    });
    assert.equal(moved.text, 'SUCCESS', moved.text);
    await cancelBooking(server.db, { bookingId: lessons.cancelled, staffId: 2 });
    const { events } = readFeed((await fetchFeed(path)).body);
    const first = events.get(`booking-${lessons.moved}@driving-school-system`)!;
    assert.equal(first.sequence, 1);
    assert.equal(first.start.hour, 14);
    assert.equal(events.get(`booking-${lessons.cancelled}@driving-school-system`)!.status, 'CANCELLED');
    assert.equal(events.get(`booking-${lessons.test}@driving-school-system`)!.status, 'CONFIRMED');
  });

  it('goes compressed to a caller that accepts it', async () => {
    const { path } = await issue();
    const res = await fetchFeed(path, { 'accept-encoding': 'gzip' });
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.equal(readFeed(gunzipSync(res.rawPayload).toString('utf8')).events.size, 5);
  });

  it('stops the old address when a new one is given, and every address when stopped', async () => {
    const old = await issue();
    const fresh = await issue();
    assert.equal((await fetchFeed(old.path)).statusCode, 404);
    assert.equal((await fetchFeed(fresh.path)).statusCode, 200);
    assert.equal((await call({ stopadicalendarfeed: '1', adiid: String(adi) })).text, 'SUCCESS');
    const gone = await fetchFeed(fresh.path);
    assert.equal(gone.statusCode, 404);
    assert.equal(gone.body, 'Not found.');
    const row = await server.db
      .selectFrom('instructor_calendar_feeds')
      .selectAll()
      .where('adi_id', '=', adi)
      .executeTakeFirstOrThrow();
    assert.equal(row.token_hash, null);
    assert.equal(row.revoked_by, 2);
    assert.deepEqual((await call({ loadadicalendarfeed: '1', adiid: String(adi) })).json(), { live: false, since: null });
    const again = await call({ stopadicalendarfeed: '1', adiid: String(adi) });
    assert.equal(again.status, 409);
    assert.equal(again.json().result.text, CALENDAR_FEED_TEXTS.none);
  });

  it('answers the same bare 404 to anything that is not a live token', async () => {
    for (const path of [
      `/calendar/${'A'.repeat(43)}.ics`,
      '/calendar/short.ics',
      `/calendar/${'A'.repeat(43)}`,
      `/calendar/${'A'.repeat(43)}.ics/more`,
      '/calendar/',
    ]) {
      const res = await fetchFeed(path);
      assert.equal(res.statusCode, 404, path);
      assert.equal(res.body, 'Not found.', path);
    }
  });

  it('ends with the instructor: a deleted instructor has no feed and cannot be given one', async () => {
    const other = await addInstructor(server.db);
    const { path } = await issue(other);
    await server.db.updateTable('instructors').set({ acc_state: 4 }).where('adi_id', '=', other).execute();
    assert.equal((await fetchFeed(path)).statusCode, 404);
    const refused = await call({ issueadicalendarfeed: '1', adiid: String(other) });
    assert.equal(refused.status, 409);
    assert.equal(refused.json().result.text, CALENDAR_FEED_TEXTS.deletedInstructor);
  });

  it('refuses without a token (401), an unknown instructor (404) and bad input (422)', async () => {
    for (const field of ['loadadicalendarfeed', 'issueadicalendarfeed', 'stopadicalendarfeed']) {
      assert.equal((await post(server.url, 'ctrouV2.php', { [field]: '1', adiid: String(adi) })).status, 401, field);
      const missing = await call({ [field]: '1', adiid: '999999' });
      assert.equal(missing.status, 404, field);
      assert.equal(missing.json().result.text, INSTRUCTOR_REFUSALS.noInstructor, field);
      const bad = await call({ [field]: '1', adiid: 'x' });
      assert.equal(bad.status, 422, field);
      assert.equal(bad.json().result.errors.adiid, 'Driving instructor is required.', field);
    }
  });
});
