import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedPlatform } from '../demo/seed-platform';
import { seedSchool } from '../demo/seed-school';
import { build, post, signIn, type TestApp } from '../test-support/inject';

interface Listed {
  student_id: number;
  fname: string;
  lname: string;
  mobile: string;
  email: string;
  created: string;
}

/** The learner tables and the assignments list, paged, sorted and searched by the database. */
describe('learner lists', () => {
  let server: TestApp;
  let clerk: string;
  const call = (fields: Record<string, string>) => post(server.url, 'ctrouV2.php', { token: clerk, ...fields });
  const learners = async (fields: Record<string, string> = {}) => {
    const res = await call({ loadlearners: '1', ...fields });
    assert.equal(res.status, 200, res.text);
    return res.json() as { rows: Listed[]; total: number };
  };
  let all: { student_id: number; fname: string; lname: string; mobile: string; email: string }[];

  before(async () => {
    server = await build({
      seed: async (db) => {
        await seedPlatform(db);
        await seedSchool(db, { seed: 7, today: new Date() });
      },
    });
    clerk = await signIn(server.url, 3, 'demo-clerk');
    all = await server.db
      .selectFrom('learners')
      .select(['student_id', 'fname', 'lname', 'mobile', 'email'])
      .orderBy('student_id', 'desc')
      .execute();
  });
  after(() => server.close());

  it('answers one page of learners and the total they were cut from', async () => {
    const first = await learners({ sort: 'student_id', dir: 'desc', pagesize: '5' });
    assert.equal(first.total, all.length);
    assert.deepEqual(
      first.rows.map((l) => l.student_id),
      all.slice(0, 5).map((l) => l.student_id),
    );
    const third = await learners({ sort: 'student_id', dir: 'desc', pagesize: '5', page: '2' });
    assert.deepEqual(
      third.rows.map((l) => l.student_id),
      all.slice(10, 15).map((l) => l.student_id),
    );
    assert.equal((await learners()).rows.length, 10, 'ten rows without paging fields');
  });

  it('sorts by the column asked for, both ways', async () => {
    const byMobile = (await learners({ sort: 'mobile', pagesize: '100' })).rows.map((l) => l.mobile);
    assert.deepEqual(byMobile, [...byMobile].sort());
    const byJoined = (await learners({ sort: 'created', dir: 'desc', pagesize: '100' })).rows.map((l) => l.created);
    assert.deepEqual(byJoined, [...byJoined].sort().reverse());
  });

  it('finds a learner by name words in any order, e-mail, or mobile typed with or without spaces', async () => {
    const who = all[3]!;
    const ids = async (search: string) => (await learners({ search, pagesize: '100' })).rows.map((l) => l.student_id);
    assert.ok((await ids(`${who.lname} ${who.fname}`)).includes(who.student_id));
    assert.ok((await ids(who.email.toUpperCase())).includes(who.student_id));
    assert.deepEqual(await ids(who.mobile), [who.student_id]);
    assert.deepEqual(await ids(`${who.mobile.slice(0, 5)} ${who.mobile.slice(5)}`), [who.student_id]);
    const none = await learners({ search: 'no such learner anywhere' });
    assert.deepEqual(none, { rows: [], total: 0 });
  });

  it('matches a prefixed id exactly and takes LIKE wildcards literally', async () => {
    const who = all[0]!;
    const found = await learners({ search: `l${who.student_id}` });
    assert.deepEqual(
      found.rows.map((l) => l.student_id),
      [who.student_id],
    );
    assert.equal((await learners({ search: '%' })).total, 0);
    assert.equal((await learners({ search: '_' })).total, 0);
  });

  it('refuses paging fields that are not valid with 422', async () => {
    for (const [field, value, message] of [
      ['sort', 'password_hash', 'Sort column is not valid.'],
      ['pagesize', '100000', 'Page size is not valid.'],
      ['page', '-1', 'Page is not valid.'],
    ] as const) {
      const res = await call({ loadlearners: '1', [field]: value });
      assert.equal(res.status, 422, field);
      assert.ok(res.text.includes(message), res.text);
    }
  });

  it('pages the learners awaiting an instructor, longest waiting first', async () => {
    const waiting = await server.db
      .selectFrom('learners_awaiting_instructor as w')
      .innerJoin('learners as l', 'l.student_id', 'w.student_id')
      .select(['l.student_id'])
      .orderBy('l.created')
      .orderBy('l.student_id')
      .execute();
    const page = (await call({ loadpendinglearners: '1', pagesize: '5' })).json();
    assert.equal(page.total, waiting.length);
    assert.deepEqual(
      page.rows.map((l: Listed) => l.student_id),
      waiting.slice(0, 5).map((w) => w.student_id),
    );
    // A search counts only the learners awaiting an instructor that it finds.
    const one = waiting[0]!.student_id;
    const found = (await call({ loadpendinglearners: '1', search: `L${one}` })).json();
    assert.equal(found.total, 1);
    assert.deepEqual(
      found.rows.map((l: Listed) => l.student_id),
      [one],
    );
    const assigned = await server.db
      .selectFrom('learners')
      .select('student_id')
      .where('student_id', 'not in', (eb) => eb.selectFrom('learners_awaiting_instructor').select('student_id'))
      .executeTakeFirstOrThrow();
    const notWaiting = (await call({ loadpendinglearners: '1', search: `L${assigned.student_id}` })).json();
    assert.deepEqual([notWaiting.total, notWaiting.rows.length], [0, 0]);
  });

  it('pages every assignment newest first, or one learner’s, searched by learner or instructor', async () => {
    const every = await server.db
      .selectFrom('assignments')
      .select(['assign_id', 'stu_id', 'adi_id'])
      .orderBy('assign_on', 'desc')
      .orderBy('assign_id', 'desc')
      .execute();
    assert.ok(every.length > 10, 'the demo school has assignments to page');
    const first = (await call({ loadassignments: '1', sort: 'assign_on', dir: 'desc', pagesize: '10' })).json();
    assert.equal(first.total, every.length);
    assert.deepEqual(
      first.rows.map((a: { assingn_id: number }) => a.assingn_id),
      every.slice(0, 10).map((a) => a.assign_id),
    );
    const one = every[0]!;
    const mine = (await call({ loadassignments: '1', id: String(one.stu_id), pagesize: '100' })).json();
    assert.ok(mine.rows.length > 0 && mine.rows.every((a: { stu_id: number }) => a.stu_id === one.stu_id));
    const byLearner = (await call({ loadassignments: '1', search: `L${one.stu_id}`, pagesize: '100' })).json();
    assert.deepEqual(byLearner.total, mine.total);
    const byAdi = (await call({ loadassignments: '1', search: `A${one.adi_id}`, pagesize: '100' })).json();
    assert.ok(byAdi.rows.length > 0 && byAdi.rows.every((a: { adi_id: number }) => a.adi_id === one.adi_id));
  });
});
