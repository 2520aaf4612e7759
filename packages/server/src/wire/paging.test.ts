import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENDPOINTS } from '@dss/contract';
import { seedPlatform } from '../demo/seed-platform';
import { seedSchool } from '../demo/seed-school';
import { build, post, signIn, type TestApp } from '../test-support/inject';
import { SCREEN_FIELDS, pagedActions, requestKeys, subjectsOf, type Subjects } from '../test-support/paged-lists';

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
    return res.json() as { rows: unknown[]; total: number };
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
});

// The action list itself is the contract's: a paged action must appear in it.
it('finds the paged lists in the contract', () => {
  assert.ok(pagedActions().some((a) => a.field === 'loadlearners'));
  assert.ok(pagedActions().every((a) => 'page' in requestKeys(a)));
});
