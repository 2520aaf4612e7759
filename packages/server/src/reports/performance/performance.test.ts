import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import { ENDPOINTS, performanceActions, type Page, type PerformanceInstructor } from '@dss/contract';
import type { Database } from '../../db/tables';
import { build, post, signIn, type TestApp } from '../../test-support/inject';
import { addInstructor, addLearner, addPlan, assign, payCredits } from '../../test-support/school-fixtures';

/**
 * The Instructor Performance Report over October 2026 (the clocks go back on the 25th) on a small
 * data set written here. The expected figures are counted by hand from the rows below.
 */

const OCTOBER = { start: '2026-10-01', end: '2026-10-31' };
const DANIEL = 'Daniel Okafor'; // staff 2, who books every lesson here

async function book(
  db: Kysely<Database>,
  b: { adi: number; stu: number; cred: number; at: string; state: number; moves?: { from: string; at: string }[] },
): Promise<number> {
  const starts = new Date(b.at);
  const end = new Date(starts.getTime() + 3_600_000);
  const row = await db
    .insertInto('bookings')
    .values({
      adi_id: b.adi,
      stu_id: b.stu,
      cred_id: b.cred,
      lesson_starts: starts,
      lesson_end: end,
      booking_state: b.state,
      booked_by: 2,
      booked_on: '2026-09-01T09:00:00Z',
      updated_on: '2026-09-01T09:00:00Z',
      completed_at: b.state === 5 ? end : null,
    })
    .returning('booking_id')
    .executeTakeFirstOrThrow();
  for (const m of b.moves ?? []) {
    const from = new Date(m.from);
    await db
      .insertInto('booking_moves')
      .values({
        booking_id: row.booking_id,
        adi_id: b.adi,
        from_starts: from,
        from_end: new Date(from.getTime() + 3_600_000),
        to_starts: starts,
        to_end: end,
        moved_at: m.at,
        moved_by: 3,
      })
      .execute();
  }
  return Number(row.booking_id);
}

async function drivingTest(db: Kysely<Database>, adi: number, stu: number, at: string, outcome: number): Promise<number> {
  const row = await db
    .insertInto('driving_tests')
    .values({ adi_id: adi, stu_id: stu, test_at: at, outcome, recorded_by: 3, recorded_at: '2026-11-02T12:00:00Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('Instructor Performance Report', () => {
  let app: TestApp;
  let clerk: string;
  let admin: string;
  let adi: number;
  let other: number;
  let pending: number;
  const learners: Record<string, number> = {};
  const b: Record<string, number> = {};
  const t: Record<string, number> = {};
  const call = (fields: Record<string, string>, token = clerk) => post(app.url, ENDPOINTS.officeUser, { token, ...fields });
  const ask = async (field: string, fields: Record<string, string> = {}) => {
    const res = await call({ [field]: '1', id: String(adi), ...OCTOBER, ...fields });
    assert.equal(res.status, 200, res.text);
    return res.json();
  };

  before(async () => {
    app = await build();
    clerk = await signIn(app.url, 3, 'demo-clerk');
    admin = await signIn(app.url, 1, 'demo-admin');
    const db = app.db;
    adi = await addInstructor(db, {
      fname: 'Priya',
      mname: 'Devika',
      lname: 'Raman',
      mobile: '07700955501',
      email: 'priya.raman@example.invalid',
      curr_county: 'Rutlandshire',
      driving_licence_no: 'RAMQZ905120PD9XY',
      instructor_licence_no: '954321',
    });
    other = await addInstructor(db, { fname: 'Tom', lname: 'Hale' });
    pending = await addInstructor(db, {
      fname: 'Newly',
      lname: 'Registered',
      approved_at: null,
      approved_by: null,
      acc_state: 3,
    });
    const plan = await addPlan(db, 5);
    const credits: Record<string, number[]> = {};
    for (const [name, fname] of [
      ['L1', 'Ava'],
      ['L2', 'Ben'],
      ['L3', 'Cara'],
      ['L4', 'Dev'],
      ['L5', 'Eli'],
    ] as const) {
      learners[name] = await addLearner(db, { fname, lname: 'Stone' });
      credits[name] = await payCredits(db, learners[name]!, plan, new Date('2026-08-01T10:00:00Z'));
    }
    // New learners: 00:30 BST on 1 October and 23:30 GMT on 31 October are October's;
    // 23:30 BST on 30 September and 00:30 GMT on 1 November are not.
    await assign(db, learners.L1!, adi, { on: '2026-09-30T23:30:00Z' });
    await assign(db, learners.L2!, adi, { on: '2026-10-31T23:30:00Z' });
    await assign(db, learners.L3!, adi, { on: '2026-11-01T00:30:00Z' });
    await assign(db, learners.L5!, adi, { on: '2026-09-30T22:30:00Z' });
    await assign(db, learners.L4!, other, { on: '2026-10-10T10:00:00Z' });

    const L = (name: string) => ({ stu: learners[name]!, cred: credits[name]!.shift()! });
    b.b1 = await book(db, { adi, ...L('L1'), at: '2026-09-30T23:30:00Z', state: 5 }); // 1 Oct 00:30 BST
    b.b2 = await book(db, { adi, ...L('L1'), at: '2026-10-05T09:00:00Z', state: 5 });
    b.b3 = await book(db, { adi, ...L('L2'), at: '2026-10-06T09:00:00Z', state: 4 }); // no show
    b.b4 = await book(db, { adi, ...L('L2'), at: '2026-10-20T09:00:00Z', state: 3 }); // cancelled
    b.b5 = await book(db, { adi, ...L('L3'), at: '2026-10-31T23:30:00Z', state: 5 }); // 31 Oct 23:30 GMT
    b.b6 = await book(db, { adi, ...L('L3'), at: '2026-11-01T00:30:00Z', state: 1 }); // November
    b.b7 = await book(db, { adi, ...L('L1'), at: '2026-10-07T09:00:00Z', state: 0 }); // blocked
    b.b8 = await book(db, {
      adi,
      ...L('L2'),
      at: '2026-10-22T10:00:00Z',
      state: 5,
      moves: [{ from: '2026-10-21T10:00:00Z', at: '2026-10-19T08:00:00Z' }],
    });
    b.b9 = await book(db, {
      adi,
      ...L('L3'),
      at: '2026-11-03T10:00:00Z',
      state: 2,
      moves: [{ from: '2026-10-28T10:00:00Z', at: '2026-10-26T08:00:00Z' }],
    });
    b.b10 = await book(db, {
      adi,
      ...L('L1'),
      at: '2026-10-15T10:00:00Z',
      state: 5,
      moves: [{ from: '2026-09-29T10:00:00Z', at: '2026-09-20T08:00:00Z' }],
    });
    await book(db, {
      adi: other,
      ...L('L4'),
      at: '2026-10-05T09:00:00Z',
      state: 5,
      moves: [{ from: '2026-10-04T09:00:00Z', at: '2026-10-01T08:00:00Z' }],
    });

    t.t1 = await drivingTest(db, adi, learners.L1!, '2026-10-14T09:00:00Z', 1);
    t.t2 = await drivingTest(db, adi, learners.L2!, '2026-10-31T23:30:00Z', 0); // 31 Oct GMT
    t.t3 = await drivingTest(db, adi, learners.L3!, '2026-09-30T22:30:00Z', 0); // 30 Sep BST
    t.t4 = await drivingTest(db, adi, learners.L3!, '2026-10-01T08:00:00Z', 1);
    await drivingTest(db, other, learners.L4!, '2026-10-14T09:00:00Z', 1);
  });
  after(() => app.close());

  // That no other action's request has a field named like one of these is the contract stage's check.
  it('declares its actions on ctrouV2.php', () => {
    for (const a of Object.values(performanceActions)) assert.equal(a.endpoint, ENDPOINTS.officeUser);
  });

  it('answers 401 without a token and 403 to an administrator, for every action', async () => {
    for (const a of Object.values(performanceActions)) {
      assert.equal((await post(app.url, ENDPOINTS.officeUser, { [a.field]: '1' })).status, 401, a.field);
      assert.equal((await call({ [a.field]: '1' }, admin)).status, 403, a.field);
    }
  });

  it('lists the approved instructors one page at a time, with every field of the row', async () => {
    const page = (await call({ performanceinstructors: '1', pagesize: '100' })).json() as Page<PerformanceInstructor>;
    const ids = page.rows.map((i) => i.adi_id);
    assert.ok(ids.includes(adi) && ids.includes(other));
    assert.ok(!ids.includes(pending), 'an instructor awaiting approval is not listed');
    assert.deepEqual(
      ids,
      [...ids].sort((x, y) => x - y),
      'by id by default',
    );
    const approved = await app.db
      .selectFrom('instructors')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('approved_at', 'is not', null)
      .executeTakeFirstOrThrow();
    assert.equal(page.total, Number(approved.n));
    assert.deepEqual(
      page.rows.find((i) => i.adi_id === adi),
      {
        adi_id: adi,
        title: 'Mr',
        fname: 'Priya',
        mname: 'Devika',
        lname: 'Raman',
        mobile: '07700955501',
        email: 'priya.raman@example.invalid',
        county: 'Rutlandshire',
        driving_licence_no: 'RAMQZ905120PD9XY',
        instructor_licence_no: '954321',
        accState: 1,
      },
    );
    const first = (await call({ performanceinstructors: '1', pagesize: '5' })).json() as Page<PerformanceInstructor>;
    const second = (await call({ performanceinstructors: '1', pagesize: '5', page: '1' })).json() as Page<PerformanceInstructor>;
    assert.equal(first.rows.length, Math.min(5, page.total));
    assert.equal(first.total, page.total);
    assert.deepEqual(
      [...first.rows, ...second.rows].map((i) => i.adi_id),
      ids.slice(0, 10),
    );
  });

  it('searches the instructors in the database by id, names, mobile, e-mail, county and licence numbers', async () => {
    const found = async (search: string) => {
      const res = await call({ performanceinstructors: '1', search, pagesize: '100' });
      assert.equal(res.status, 200, res.text);
      return (res.json() as Page<PerformanceInstructor>).rows.map((i) => i.adi_id);
    };
    for (const search of [
      `A${adi}`,
      `a${adi}`,
      'priya',
      'DEVIKA',
      'raman',
      'Priya Raman',
      '955501',
      'priya.raman@',
      'rutlandshire',
      'RAMQZ905120',
      '954321',
    ]) {
      assert.deepEqual(await found(search), [adi], search);
    }
    assert.ok((await found(String(adi))).includes(adi), 'a bare number is an id too');
    assert.deepEqual(await found(`A${other}`), [other], 'an A-number is that instructor only');
    assert.deepEqual(await found('Priya Hale'), [], 'every word must be found');
    assert.deepEqual(await found('newly registered'), [], 'not an instructor awaiting approval');
    assert.deepEqual(await found('100%_'), [], 'LIKE wildcards are taken literally');
    const page = (await call({ performanceinstructors: '1', search: 'raman' })).json() as Page<PerformanceInstructor>;
    assert.equal(page.total, 1);
  });

  it('sorts the instructors by id, name, e-mail and county both ways', async () => {
    const order = async (sort: string, dir: string) =>
      ((await call({ performanceinstructors: '1', sort, dir, pagesize: '100' })).json() as Page<PerformanceInstructor>).rows;
    const desc = await order('adi_id', 'desc');
    assert.deepEqual(
      desc.map((i) => i.adi_id),
      desc.map((i) => i.adi_id).sort((x, y) => y - x),
    );
    const byName = (await order('name', 'asc')).map((i) => `${i.fname} ${i.lname}`.toLowerCase());
    assert.deepEqual(byName, [...byName].sort());
    const byMail = (await order('email', 'desc')).map((i) => i.email.toLowerCase());
    assert.deepEqual(byMail, [...byMail].sort().reverse());
    const byCounty = (await order('county', 'asc')).map((i) => i.county.toLowerCase());
    const counted = byCounty.filter(Boolean);
    assert.deepEqual(counted, [...counted].sort());
    assert.deepEqual(
      byCounty.slice(counted.length),
      byCounty.slice(counted.length).map(() => ''),
      'no county last',
    );
  });

  it('refuses a bad page, page size, sort or search text with the messages under their fields', async () => {
    const res = await call({ performanceinstructors: '1', page: '-1', pagesize: '7', sort: 'mobile', search: 'x'.repeat(101) });
    assert.equal(res.status, 422);
    assert.deepEqual(res.json().result.errors, {
      page: 'Page is not valid.',
      pagesize: 'Page size is not valid.',
      sort: 'Sort column is not valid.',
      search: 'Search text can not be more than 100 characters.',
    });
  });

  it('counts the month: provided lessons are the booked lessons less the rescheduled ones and the no-shows', async () => {
    const summary = await ask('instructorlessonssummary');
    assert.deepEqual(summary, {
      adi_id: adi,
      ...OCTOBER,
      new_assings: 2, // L1 (00:30 BST 1 Oct), L2 (23:30 GMT 31 Oct)
      lesson_bookings: 8, // b1 b2 b3 b5 b8 b10 at their time, and the slots b8 and b9 left
      rescheduled_bookings: 2, // b8 from 21 Oct, b9 from 28 Oct
      canceled_bookings: 1, // b4
      noshow_bookings: 1, // b3
      provided_lessons: 5,
      test_outcomes: { passed: 2, failed: 1 }, // t1 t4; t2
    });
    assert.equal(summary.provided_lessons, summary.lesson_bookings - summary.rescheduled_bookings - summary.noshow_bookings);
  });

  it('counts a month with nothing in it as zeros', async () => {
    const summary = await ask('instructorlessonssummary', { start: '2025-09-01', end: '2025-09-30' });
    assert.deepEqual(summary, {
      adi_id: adi,
      start: '2025-09-01',
      end: '2025-09-30',
      new_assings: 0,
      lesson_bookings: 0,
      rescheduled_bookings: 0,
      canceled_bookings: 0,
      noshow_bookings: 0,
      provided_lessons: 0,
      test_outcomes: { passed: 0, failed: 0 },
    });
    assert.deepEqual(await ask('performancebookedlessons', { start: '2025-09-01', end: '2025-09-30' }), { rows: [], total: 0 });
  });

  it('lists the new learners of the month with when they were assigned', async () => {
    const page = await ask('performancenewlearners');
    assert.equal(page.total, 2);
    assert.deepEqual(page.rows, [
      { stu_id: learners.L1, stu_title: 'Miss', stu_fname: 'Ava', stu_lname: 'Stone', assign_on: '2026-09-30T23:30:00.000Z' },
      { stu_id: learners.L2, stu_title: 'Miss', stu_fname: 'Ben', stu_lname: 'Stone', assign_on: '2026-10-31T23:30:00.000Z' },
    ]);
  });

  it('lists every booked lesson entry, the slots rescheduled away from included, in the database by page', async () => {
    const all = await ask('performancebookedlessons', { pagesize: '10' });
    assert.equal(all.total, 8);
    const entries = all.rows.map((r: { b_id: number; move_id: number | null; b_status: number; b_starts: string }) => [
      r.b_id,
      r.move_id === null ? 'at time' : 'moved away',
      r.b_status,
      r.b_starts,
    ]);
    assert.deepEqual(entries, [
      [b.b1, 'at time', 5, '2026-09-30T23:30:00.000Z'],
      [b.b2, 'at time', 5, '2026-10-05T09:00:00.000Z'],
      [b.b3, 'at time', 4, '2026-10-06T09:00:00.000Z'],
      [b.b10, 'at time', 5, '2026-10-15T10:00:00.000Z'],
      [b.b8, 'moved away', 2, '2026-10-21T10:00:00.000Z'],
      [b.b8, 'at time', 5, '2026-10-22T10:00:00.000Z'],
      [b.b9, 'moved away', 2, '2026-10-28T10:00:00.000Z'],
      [b.b5, 'at time', 5, '2026-10-31T23:30:00.000Z'],
    ]);
    assert.equal(all.rows[0].b_by, DANIEL);
    assert.equal(all.rows[4].b_edited, '2026-10-19T08:00:00.000Z', 'a moved-away slot changed when it was moved');
    assert.equal(all.rows[0].stu_fname, 'Ava');

    const second = await ask('performancebookedlessons', { pagesize: '5', page: '1' });
    assert.equal(second.total, 8);
    assert.deepEqual(
      second.rows.map((r: { b_id: number }) => r.b_id),
      [b.b8, b.b9, b.b5],
    );
    const newest = await ask('performancebookedlessons', { pagesize: '5', sort: 'b_starts', dir: 'desc' });
    assert.equal(newest.rows[0].b_id, b.b5);

    const ben = await ask('performancebookedlessons', { search: `L${learners.L2}` });
    assert.deepEqual(
      ben.rows.map((r: { b_id: number }) => r.b_id),
      [b.b3, b.b8, b.b8],
    );
    assert.equal((await ask('performancebookedlessons', { search: 'cara' })).total, 2);
    assert.equal((await ask('performancebookedlessons', { search: `B${b.b8}` })).total, 2);
  });

  it('lists the rescheduled and the cancelled lessons', async () => {
    const moved = await ask('performancerescheduled');
    assert.equal(moved.total, 2);
    assert.deepEqual(
      moved.rows.map((r: { b_id: number; b_starts: string }) => [r.b_id, r.b_starts]),
      [
        [b.b8, '2026-10-21T10:00:00.000Z'],
        [b.b9, '2026-10-28T10:00:00.000Z'],
      ],
    );
    const cancelled = await ask('performancecancelled');
    assert.equal(cancelled.total, 1);
    assert.equal(cancelled.rows[0].b_id, b.b4);
    assert.equal(cancelled.rows[0].b_status, 3);
    assert.equal(cancelled.rows[0].move_id, null);
  });

  it('lists the passed and the failed driving tests by their London date', async () => {
    const passed = await ask('performancetestoutcomes', { type: '1' });
    assert.deepEqual(
      passed.rows.map((r: { test_id: number; testdate: string }) => [r.test_id, r.testdate]),
      [
        [t.t4, '2026-10-01T08:00:00.000Z'],
        [t.t1, '2026-10-14T09:00:00.000Z'],
      ],
    );
    assert.equal(passed.total, 2);
    const failed = await ask('performancetestoutcomes', { type: '0' });
    assert.deepEqual(
      failed.rows.map((r: { test_id: number }) => r.test_id),
      [t.t2],
    );
    assert.equal(failed.rows[0].created_on, '2026-11-02T12:00:00.000Z');
    assert.equal(failed.rows[0].stu_fname, 'Ben');
  });

  it('refuses a request without an instructor or dates, with the messages under their fields', async () => {
    const res = await call({ instructorlessonssummary: '1' });
    assert.equal(res.status, 422);
    assert.deepEqual(res.json().result.errors, {
      id: 'Please select an instructor',
      start: 'Start date is required.',
      end: 'End date is required.',
    });
    const bad = await call({ performancebookedlessons: '1', id: 'A1', start: '2026-02-30', end: 'soon' });
    assert.equal(bad.status, 422);
    assert.deepEqual(bad.json().result.errors, {
      id: 'Please select an instructor',
      start: 'Start date is required.',
      end: 'End date is required.',
    });
  });

  it('refuses a range that ends before it starts', async () => {
    const res = await call({ instructorlessonssummary: '1', id: String(adi), start: '2026-10-31', end: '2026-10-01' });
    assert.equal(res.status, 422);
    assert.deepEqual(res.json().result.errors, { end: 'The start date must be before the end date.' });
  });

  it('refuses a test outcome list without its type, and a bad page', async () => {
    const res = await call({ performancetestoutcomes: '1', id: String(adi), ...OCTOBER, type: '2' });
    assert.equal(res.status, 422);
    assert.deepEqual(res.json().result.errors, { type: 'Test outcome type is required.' });
    const page = await call({ performancecancelled: '1', id: String(adi), ...OCTOBER, sort: 'lname' });
    assert.equal(page.status, 422);
    assert.deepEqual(page.json().result.errors, { sort: 'Sort column is not valid.' });
  });

  it('answers 404 for an instructor who does not exist', async () => {
    for (const field of [
      'instructorlessonssummary',
      'performancenewlearners',
      'performancebookedlessons',
      'performancerescheduled',
      'performancecancelled',
    ]) {
      const res = await call({ [field]: '1', id: '999999', ...OCTOBER });
      assert.equal(res.status, 404, field);
      assert.equal(res.json().result.text, 'No such driving instructor.', field);
    }
    const tests = await call({ performancetestoutcomes: '1', type: '1', id: '999999', ...OCTOBER });
    assert.equal(tests.status, 404);
  });
});
