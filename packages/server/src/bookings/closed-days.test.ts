import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  BOOKING_REFUSALS,
  BOOKING_TEXTS,
  CLOSED_DAY_AHEAD_DAYS,
  CLOSED_DAY_REASON_MAX,
  CLOSED_DAY_TEXTS,
  CONTROL_CHARS_MESSAGE,
  ENDPOINTS,
  addDays,
  londonInstant,
  refusalText,
  type ClosedDaysSettings,
  type InstructorCalendar,
} from '@dss/contract';
import { placeBookings } from '../lifecycle/credits';
import { schoolClock } from '../lifecycle/school-clock';
import { addInstructor, addPlan, bookableLearner } from '../test-support/school-fixtures';
import { build, post, signIn, type TestApp } from '../test-support/inject';

/**
 * Bank holidays of the school's region and its own closed days close the diary. The school's
 * clock stands at Sunday 10 January 2027, so Book Learners reaches 12 October 2026 to 10 April
 * 2027: New Year's Day, Scotland's 2 January (and its substitute Monday 4 January), St Patrick's
 * Day and Easter all lie inside it.
 */
const NOW = new Date('2027-01-10T12:00:00Z');
const ADMIN_FIELDS = ['loadcloseddays', 'savebankholidayregion', 'saveclosedday', 'removeclosedday'];

describe('bank holidays and closed days', () => {
  let server: TestApp;
  let admin: string;
  let office: string;
  let clerk: string;
  let adi: number;
  let plan: number;
  const realNow = schoolClock.now;

  const admin$ = (fields: Record<string, string>, token = admin) => post(server.url, ENDPOINTS.officeAdmin, { token, ...fields });
  const office$ = (fields: Record<string, string>) => post(server.url, ENDPOINTS.officeUser, { token: clerk, ...fields });
  const settings = async (): Promise<ClosedDaysSettings> => (await admin$({ loadcloseddays: '1' })).json();
  const setRegion = async (region: string) =>
    assert.equal((await admin$({ savebankholidayregion: '1', region })).text, 'SUCCESS');
  /** A new learner of the instructor, paid in November 2026, and one lesson placed at `start`. */
  const placeOne = async (start: string) => {
    const learner = await bookableLearner(server.db, adi, plan, {}, new Date('2026-11-02T10:00:00Z'));
    return office$({
      placebookings: '1',
      adi: String(adi),
      learner: String(learner.stuId),
      bookings: JSON.stringify([{ id: learner.credits[0], start, bookingType: 'newbooking', durationEditable: false }]),
    });
  };
  const placed = (res: { status: number; text: string }) => assert.equal(res.text, 'SUCCESS', res.text);
  const refused = (res: { status: number; text: string; json(): { result: { text: string } } }, reason: string) => {
    assert.equal(res.status, 409, res.text);
    assert.equal(res.json().result.text, refusalText(BOOKING_TEXTS.placeFailed, reason));
  };
  const calendar = async (start: string, end: string): Promise<InstructorCalendar> => {
    const res = await office$({ instructorbookings: '1', id: String(adi), start, end });
    assert.equal(res.status, 200, res.text);
    return res.json();
  };

  before(async () => {
    schoolClock.now = () => NOW;
    server = await build();
    admin = await signIn(server.url, 1, 'demo-admin');
    office = await signIn(server.url, 2, 'demo-user');
    clerk = await signIn(server.url, 3, 'demo-clerk');
    plan = await addPlan(server.db, 4);
    // default business hours: Monday to Friday 07:30-20:00, Saturday 09:00-13:00
    adi = await addInstructor(server.db, { fname: 'Holly', lname: 'Day' });
  });
  after(async () => {
    schoolClock.now = realNow;
    await server.close();
  });

  it('answers 401 without a token and 403 to office staff for the administration actions', async () => {
    for (const field of ADMIN_FIELDS) {
      assert.equal((await post(server.url, ENDPOINTS.officeAdmin, { [field]: '1' })).status, 401, field);
      assert.equal((await admin$({ [field]: '1' }, office)).status, 403, field);
    }
  });

  it("lists England and Wales's bank holidays of the coming twelve months by default, substitute days included", async () => {
    const answer = await settings();
    assert.equal(answer.region, 'ENG');
    assert.equal(answer.today, '2027-01-10');
    assert.deepEqual(answer.closedDays, []);
    assert.deepEqual(answer.bankHolidays, [
      { date: '2027-03-26', name: 'Good Friday' },
      { date: '2027-03-29', name: 'Easter Monday' },
      { date: '2027-05-03', name: 'Early May bank holiday' },
      { date: '2027-05-31', name: 'Spring bank holiday' },
      { date: '2027-08-30', name: 'Summer bank holiday' },
      { date: '2027-12-25', name: 'Christmas Day' },
      { date: '2027-12-26', name: 'Boxing Day' },
      { date: '2027-12-27', name: 'Christmas Day (substitute day)' },
      { date: '2027-12-28', name: 'Boxing Day (substitute day)' },
      { date: '2028-01-01', name: "New Year's Day" },
      { date: '2028-01-03', name: "New Year's Day (substitute day)" },
    ]);
  });

  it('answers field messages for bad input and refuses a past, far or repeated date', async () => {
    const errors = async (fields: Record<string, string>) => {
      const res = await admin$(fields);
      assert.equal(res.status, 422, res.text);
      return res.json().result.errors;
    };
    assert.deepEqual(await errors({ saveclosedday: '1' }), {
      date: CLOSED_DAY_TEXTS.dateRequired,
      reason: CLOSED_DAY_TEXTS.reasonRequired,
    });
    assert.deepEqual(await errors({ saveclosedday: '1', date: '2027-02-30', reason: 'x'.repeat(CLOSED_DAY_REASON_MAX + 1) }), {
      date: CLOSED_DAY_TEXTS.dateInvalid,
      reason: CLOSED_DAY_TEXTS.reasonLong,
    });
    assert.deepEqual(await errors({ saveclosedday: '1', date: '2027-02-15', reason: 'bad\u0000' }), {
      reason: CONTROL_CHARS_MESSAGE,
    });
    assert.deepEqual(await errors({ savebankholidayregion: '1', region: 'WLS' }), { region: CLOSED_DAY_TEXTS.regionRequired });
    assert.deepEqual(await errors({ removeclosedday: '1', closed_id: 'x' }), { closed_id: CLOSED_DAY_TEXTS.closedDayRequired });

    const past = await admin$({ saveclosedday: '1', date: '2027-01-09', reason: 'Too late' });
    assert.deepEqual([past.status, past.json().result.text], [422, CLOSED_DAY_TEXTS.datePast]);
    const lastDay = addDays('2027-01-10', CLOSED_DAY_AHEAD_DAYS);
    const far = await admin$({ saveclosedday: '1', date: addDays(lastDay, 1), reason: 'Too soon' });
    assert.deepEqual([far.status, far.json().result.text], [422, CLOSED_DAY_TEXTS.dateFar]);
    assert.equal((await admin$({ saveclosedday: '1', date: lastDay, reason: 'Two years on' })).text, 'SUCCESS');
    const again = await admin$({ saveclosedday: '1', date: lastDay, reason: 'Twice' });
    assert.deepEqual([again.status, again.json().result.text], [409, CLOSED_DAY_TEXTS.dateTaken]);
    const rows = await server.db.selectFrom('school_closed_days').select(['closed_on', 'reason']).execute();
    assert.deepEqual(rows, [{ closed_on: lastDay, reason: 'Two years on' }]);
  });

  it("refuses a lesson on a bank holiday and shows the holiday on the instructor's calendar", async () => {
    refused(
      await placeOne('2027-01-01 10:00:00'),
      BOOKING_REFUSALS.bankHoliday({ date: '2027-01-01', minutes: 600 }, "New Year's Day"),
    );
    assert.equal(
      BOOKING_REFUSALS.bankHoliday({ date: '2027-01-01', minutes: 600 }, "New Year's Day"),
      "The lesson on 01/01/2027 falls on a bank holiday (New Year's Day): the school is closed.",
    );
    placed(await placeOne('2027-01-05 10:00:00'));
    const week = await calendar('2026-12-28', '2027-01-04');
    assert.deepEqual(week.closedDays, [
      { date: '2026-12-28', name: 'Boxing Day (substitute day)', kind: 'bank' },
      { date: '2027-01-01', name: "New Year's Day", kind: 'bank' },
    ]);
    assert.deepEqual((await calendar('2027-01-04', '2027-01-11')).closedDays, []);
  });

  it('refuses a lesson moved in the diary onto a bank holiday', async () => {
    const learner = await bookableLearner(server.db, adi, plan, {}, new Date('2026-11-02T10:00:00Z'));
    const [booking] = await placeBookings(server.db, {
      adiId: adi,
      studentId: learner.stuId,
      staffId: 3,
      bookings: [{ credId: learner.credits[0]!, start: londonInstant('2027-01-06', 9 * 60) }],
    });
    const move = (start: string, end: string) =>
      office$({
        savediary: '1',
        adi: String(adi),
        bookings: JSON.stringify([{ id: booking, start, end, durationEditable: false }]),
      });
    const res = await move('2027-01-01 09:00:00', '2027-01-01 10:00:00');
    assert.equal(res.status, 409, res.text);
    assert.equal(
      res.json().result.text,
      refusalText(
        BOOKING_TEXTS.diaryFailed,
        BOOKING_REFUSALS.bankHoliday({ date: '2027-01-01', minutes: 540 }, "New Year's Day"),
      ),
    );
    assert.equal((await move('2027-01-07 09:00:00', '2027-01-07 10:00:00')).text, 'SUCCESS');
  });

  it("refuses a lesson on the school's own closed day until the day is removed", async () => {
    assert.equal((await admin$({ saveclosedday: '1', date: '2027-02-15', reason: '  Office training day ' })).text, 'SUCCESS');
    const day = (await settings()).closedDays.find((d) => d.date === '2027-02-15');
    assert.deepEqual(day && { date: day.date, reason: day.reason }, { date: '2027-02-15', reason: 'Office training day' });

    refused(
      await placeOne('2027-02-15 10:00:00'),
      'The lesson on 15/02/2027 falls on a day the school is closed (Office training day).',
    );
    assert.deepEqual((await calendar('2027-02-15', '2027-02-22')).closedDays, [
      { date: '2027-02-15', name: 'Office training day', kind: 'school' },
    ]);

    assert.equal((await admin$({ removeclosedday: '1', closed_id: String(day!.closed_id) })).text, 'SUCCESS');
    const twice = await admin$({ removeclosedday: '1', closed_id: String(day!.closed_id) });
    assert.deepEqual([twice.status, twice.json().result.text], [409, CLOSED_DAY_TEXTS.noClosedDay]);
    assert.ok(!(await settings()).closedDays.some((d) => d.date === '2027-02-15'));
    placed(await placeOne('2027-02-15 10:00:00'));
  });

  it("follows the region: Scotland's and Northern Ireland's bank holidays differ from England and Wales's", async () => {
    // Saturday 2 January 2027 is a working Saturday in England and Wales.
    placed(await placeOne('2027-01-02 10:00:00'));
    await setRegion('SCT');
    assert.equal((await settings()).region, 'SCT');
    refused(
      await placeOne('2027-01-02 11:00:00'),
      BOOKING_REFUSALS.bankHoliday({ date: '2027-01-02', minutes: 660 }, 'January 2nd'),
    );
    refused(
      await placeOne('2027-01-04 10:00:00'),
      BOOKING_REFUSALS.bankHoliday({ date: '2027-01-04', minutes: 600 }, 'January 2nd (substitute day)'),
    );
    // St Andrew's Day, in the 90 days Book Learners reaches back
    refused(
      await placeOne('2026-11-30 10:00:00'),
      BOOKING_REFUSALS.bankHoliday({ date: '2026-11-30', minutes: 600 }, 'St Andrew’s Day'),
    );
    // Easter Monday is not a bank holiday in Scotland
    placed(await placeOne('2027-03-29 10:00:00'));
    // The lesson booked before the change stays, on a day the calendar now shows closed.
    const week = await calendar('2026-12-28', '2027-01-04');
    assert.ok(week.closedDays.some((d) => d.date === '2027-01-02' && d.name === 'January 2nd' && d.kind === 'bank'));
    assert.ok(week.bookings.some((b) => b.start === '2027-01-02T10:00:00'));

    await setRegion('NIR');
    refused(
      await placeOne('2027-03-17 10:00:00'),
      BOOKING_REFUSALS.bankHoliday({ date: '2027-03-17', minutes: 600 }, 'St Patrick’s Day'),
    );
    await setRegion('ENG');
    placed(await placeOne('2027-03-17 10:00:00'));
    placed(await placeOne('2027-01-04 10:00:00'));
  });
});
