import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENDPOINTS, type Page, type PageRequest } from '@dss/contract';
import { sql } from 'kysely';
import { selectPage } from './paging';
import { seedPlatform } from '../demo/seed-platform';
import { seedSchool } from '../demo/seed-school';
import { build, post, signIn, type TestApp } from '../test-support/inject';
import { SCREEN_FIELDS, pagedActions, requestKeys, sortKeysOf, subjectsOf, type Subjects } from '../test-support/paged-lists';

/**
 * Every list of the contract, paged as its screen asks: a later page (found by its keys first,
 * wire/paging.ts) holds the rows the first pages' order puts there, in that order, and a search
 * answers as the same list asked for the whole school and filtered would. A list whose unsearched
 * total is kept (migration 031) must still answer the total a search that finds everything would.
 */
describe('every paged list', () => {
  let server: TestApp;
  const tokens = { user: '', admin: '' };
  let subjects: Subjects;
  const list = async (field: string, endpoint: string, fields: Record<string, string>) => {
    const token = endpoint === ENDPOINTS.officeAdmin ? tokens.admin : tokens.user;
    const res = await post(server.url, endpoint, { token, [field]: '1', ...fields });
    assert.equal(res.status, 200, `${field}: ${res.text}`);
    return res.json() as Page<unknown>;
  };

  before(async () => {
    server = await build({
      seed: async (db) => {
        await seedPlatform(db);
        await seedSchool(db, { seed: 7, today: new Date() });
      },
    });
    tokens.user = await signIn(server.url, 2, 'demo-user');
    tokens.admin = await signIn(server.url, 1, 'demo-admin');
    subjects = await subjectsOf(server.db);
  });
  after(() => server.close());

  for (const action of pagedActions()) {
    it(`${action.field}: later pages continue the first page's order, both ways`, async () => {
      const screen = SCREEN_FIELDS[action.field]?.(subjects) ?? {};
      for (const dir of ['asc', 'desc']) {
        const whole = await list(action.field, action.endpoint, { ...screen, dir, pagesize: '15' });
        const pages = [];
        for (const page of ['0', '1', '2'])
          pages.push(...(await list(action.field, action.endpoint, { ...screen, dir, pagesize: '5', page })).rows);
        assert.deepEqual(pages, whole.rows, `${action.field} ${dir}`);
      }
    });
  }

  // Every list but the audit lists (contract: validation/paging.ts says why) pages by position.
  it("pages every list but the audit lists by its rows' positions", () => {
    const byNumber = pagedActions().filter((action) => !('after' in requestKeys(action)));
    assert.deepEqual(byNumber.map((action) => action.field).sort(), ['auditlog', 'recordhistory']);
  });

  for (const action of pagedActions().filter((a) => 'after' in requestKeys(a))) {
    // Every sort key, in one direction each (turn about): both directions' handling is the same
    // code for every list, walked both ways on rows made for it below.
    it(`${action.field}: Next and Previous by the rows' positions give the pages by number, for every sort key`, async () => {
      const screen = SCREEN_FIELDS[action.field]?.(subjects) ?? {};
      for (const [i, sort] of sortKeysOf(action).entries()) {
        const dir = i % 2 ? 'desc' : 'asc';
        const ask = (fields: Record<string, string>) => list(action.field, action.endpoint, { ...screen, sort, dir, ...fields });
        const whole = await ask({ pagesize: '15' });
        const first = await ask({ pagesize: '5' });
        if (!first.rows.length) continue;
        const second = await ask({ pagesize: '5', page: '1', after: first.keys!.last });
        const order = `${action.field} by ${sort} ${dir}`;
        assert.deepEqual([...first.rows, ...second.rows], whole.rows.slice(0, 10), order);
        // From rows that are not a page's edge: the rows come from the position, not the page number.
        assert.deepEqual(
          (await ask({ pagesize: '5', page: '1', after: first.keys!.first })).rows,
          whole.rows.slice(1, 6),
          `${order}, after`,
        );
        if (second.rows.length)
          assert.deepEqual(
            (await ask({ pagesize: '5', page: '1', before: second.keys!.last })).rows,
            whole.rows.slice(Math.max(0, 5 + second.rows.length - 6), 5 + second.rows.length - 1),
            `${order}, before`,
          );
      }
    });
  }

  it('goes by the page number when the row a position names has gone, and refuses a position that is not one', async () => {
    const byNumber = await list('loadlearners', ENDPOINTS.officeUser, { pagesize: '5', page: '2' });
    const gone = JSON.stringify([999_999_999]);
    assert.deepEqual(
      (await list('loadlearners', ENDPOINTS.officeUser, { pagesize: '5', page: '2', after: gone })).rows,
      byNumber.rows,
    );
    assert.deepEqual(
      (await list('loadlearners', ENDPOINTS.officeUser, { pagesize: '5', page: '2', before: gone })).rows,
      byNumber.rows,
    );
    for (const after of [
      '[]',
      '{"a":1}',
      'not json',
      JSON.stringify([1, 2, 3, 4, 5]),
      JSON.stringify(['x'.repeat(201)]),
      JSON.stringify(['a"b']),
    ]) {
      const res = await post(server.url, ENDPOINTS.officeUser, { token: tokens.user, loadlearners: '1', page: '1', after });
      assert.equal(res.status, 422, after);
      assert.match(res.text, /Page position is not valid\./);
    }
  });

  it('tests lists with more than one page', async () => {
    // Without rows past the first page the test above would hold for a paging that ignored `page`.
    let longer = 0;
    for (const action of pagedActions()) {
      const screen = SCREEN_FIELDS[action.field]?.(subjects) ?? {};
      if ((await list(action.field, action.endpoint, { ...screen, pagesize: '5' })).total > 5) longer++;
    }
    assert.ok(longer >= pagedActions().length / 2, `${longer} of ${pagedActions().length} lists have a second page`);
  });

  it('answers the kept totals a search matching every row would count', async () => {
    // '@' is in every e-mail address: the learner tables' search then finds every learner, counted.
    for (const field of ['loadlearners', 'overviewlearners', 'complaintlearners']) {
      const kept = await list(field, ENDPOINTS.officeUser, {});
      assert.equal(kept.total, (await list(field, ENDPOINTS.officeUser, { search: '@' })).total, field);
    }
    const payments = await list('learnerpaymentsearch', ENDPOINTS.officeUser, { keyword: '' });
    assert.equal(payments.total, (await list('learnerpaymentsearch', ENDPOINTS.officeUser, { keyword: '@' })).total);
  });

  // The demo school's nullable sort columns have no empty value near a page's edge, and its times
  // no two in one millisecond, so the walk over empty values, ties and instants a microsecond apart
  // is checked on rows made for it.
  it('walks a list with empty values, ties and instants a microsecond apart by position, both ways, as its pages by number', async () => {
    const texts = ['b', null, 'a', 'b', null, 'c', 'a', null, 'b', 'c', null, 'a'];
    const micros = [3, null, 1, 3, 2, null, 1, 4, null, 2, 5, 3];
    const rows = sql.join(
      texts.map(
        (v, i) =>
          sql`(${i + 1}::int, ${v}::text, ${micros[i] === null ? null : `2026-11-30 10:00:00.12300${micros[i]}+00`}::timestamptz,
            ${`2026-11-30 10:00:00.12300${(i * 7) % 5}+00`}::timestamptz)`,
      ),
    );
    const query = server.db
      .selectFrom(sql<{ id: number }>`(SELECT * FROM (VALUES ${rows}) AS r(id, v, t, u))`.as('r'))
      .select('r.id');
    const order = { v: sql`r.v`, t: sql`r.t`, u: sql`r.u` };
    for (const [sort, neverNull] of [
      ['v', false],
      ['t', false],
      ['u', true],
    ] as const)
      for (const dir of ['asc', 'desc'] as const) {
        const page = (n: number, at: Partial<PageRequest> = {}, pagesize = 2) =>
          selectPage(query, { search: '', sort, dir, page: n, pagesize, ...at }, order, sql`r.id`, {
            neverNull: neverNull ? [sort] : [],
          });
        const ids = (await page(0, {}, 100)).rows.map((r) => r.id);
        const walk = `${sort} ${dir}`;
        // From every row but the list's last (past it nothing is found, and the page goes by
        // number), both ways: the page by number (page 1) would be other rows for most of them.
        for (const [i, id] of ids.entries()) {
          const at = JSON.stringify([id]);
          if (i < ids.length - 1)
            assert.deepEqual(
              (await page(1, { after: at })).rows.map((r) => r.id),
              ids.slice(i + 1, i + 3),
              `${walk}, after ${id}`,
            );
          if (i > 0)
            assert.deepEqual(
              (await page(1, { before: at })).rows.map((r) => r.id),
              ids.slice(Math.max(0, i - 2), i),
              `${walk}, before ${id}`,
            );
        }
        const forward: Page<{ id: number }>[] = [await page(0)];
        while (forward.length < 6) forward.push(await page(forward.length, { after: forward.at(-1)!.keys!.last }));
        assert.deepEqual(
          forward.flatMap((p) => p.rows.map((r) => r.id)),
          ids,
          `${walk}, Next`,
        );
        const back = [forward[5]!];
        while (back.length < 6) back.unshift(await page(6 - back.length - 1, { before: back[0]!.keys!.first }));
        assert.deepEqual(
          back.flatMap((p) => p.rows.map((r) => r.id)),
          ids,
          `${walk}, Previous`,
        );
      }
  });
});

// The action list itself is the contract's: a paged action must appear in it.
it('finds the paged lists in the contract', () => {
  assert.ok(pagedActions().some((a) => a.field === 'loadlearners'));
  assert.ok(pagedActions().every((a) => 'page' in requestKeys(a)));
  // Every list is walked for each of its sort keys, so a list found with none would not be walked.
  for (const action of pagedActions()) assert.ok(sortKeysOf(action).length > 0, action.field);
});
