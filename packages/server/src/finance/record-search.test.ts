import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FinanceTransactionRow, MileageRow } from '@dss/contract';
import { seedPlatform } from '../demo/seed-platform';
import { seedSchool } from '../demo/seed-school';
import { build, post, signIn, type TestApp } from '../test-support/inject';

/**
 * Finance records and mileage searched as their tables show them: a record is found when one of
 * its shown texts holds the search text, whichever index finds it (record-search.ts), and never
 * by text running across two of them.
 */
describe('searching finance records and mileage', () => {
  let server: TestApp;
  let token: string;
  const list = async <R>(fields: Record<string, string>) => {
    const rows: R[] = [];
    for (let page = 0; ; page++) {
      const res = await post(server.url, 'ctrouV2.php', {
        token,
        adiid: 'school',
        pagesize: '100',
        page: String(page),
        ...fields,
      });
      assert.equal(res.status, 200, res.text);
      const answer = res.json() as { rows: R[]; total: number };
      rows.push(...answer.rows);
      if (rows.length >= answer.total) return rows;
    }
  };
  const holding = (texts: string[], search: string) => texts.some((text) => text.toLowerCase().includes(search.toLowerCase()));

  before(async () => {
    server = await build({
      seed: async (db) => {
        await seedPlatform(db);
        await seedSchool(db, { seed: 11, today: new Date() });
      },
    });
    token = await signIn(server.url, 3, 'demo-clerk');
  });
  after(() => server.close());

  const SEARCHES = ['smi', 'driving', 'cash', 'PEND', 'fuel', '.5', '10', 'lesson', 'a', 'business', 'cash completed', 'zzqx'];

  for (const type of ['income', 'expense']) {
    it(`finds the ${type} records whose category, instructor, method, status, notes or amount holds the text`, async () => {
      const all = await list<FinanceTransactionRow>({ financetransactions: '1', type, from: '', to: '' });
      assert.ok(all.length > 20, `${all.length} ${type} records`);
      let found = 0;
      for (const search of SEARCHES) {
        const expected = all
          .filter((r) => holding([r.cat_name, r.adi_name, r.t_pay_method, r.t_status, r.t_notes, r.t_amount], search))
          .map((r) => r.t_id);
        const searched = await list<FinanceTransactionRow>({ financetransactions: '1', type, from: '', to: '', search });
        assert.deepEqual(searched.map((r) => r.t_id).sort(), expected.sort(), `${type} "${search}"`);
        if (expected.length) found++;
      }
      assert.ok(found >= 5, `${found} searches found records`);
    });
  }

  it('finds the mileage whose instructor or type holds the text', async () => {
    const all = await list<MileageRow>({ financemileage: '1' });
    assert.ok(all.length > 20, `${all.length} mileage records`);
    for (const search of SEARCHES) {
      const expected = all.filter((r) => holding([r.adi_name, r.type], search)).map((r) => r.rec_id);
      const searched = await list<MileageRow>({ financemileage: '1', search });
      assert.deepEqual(searched.map((r) => r.rec_id).sort(), expected.sort(), `mileage "${search}"`);
    }
  });
});
