import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FinancialReport } from '@dss/contract';
import { build, post, signIn, type TestApp } from '../test-support/inject';
import { MARCH, seedReportSchool, type ReportSchool } from '../test-support/report-fixtures';

// Figures counted by hand from the school in report-fixtures.ts (March 2025, by day).
// Franchise fees in March: a1 full time all month, 31 days of £140 a week = £620.00 (4.43
// weeks); a3 full time until leaving on the 20th, 20 days = £400.00 (2.86 weeks); a2 part time
// from the 10th, £300.00 initial fee and 22 days of £70 a week = £220.00 (3.14 weeks). Lessons
// taken: a1 (m, E7) two £35 credits, a2 (f, IG1) two £45 credits.

const fee = (key: string, instructors: number, initial_fees: string, weekly_fees: string, weeks: string, total: string) => ({
  key,
  instructors,
  initial_fees,
  weekly_fees,
  weeks,
  total,
});
const MEN = ['2', '0.00', '1020.00', '7.29', '1020.00'] as const;
const WOMEN = ['1', '300.00', '220.00', '3.14', '520.00'] as const;
const row = (key: string, v: readonly string[]) => fee(key, Number(v[0]), v[1]!, v[2]!, v[3]!, v[4]!);
const TOTAL = fee('Total', 3, '300.00', '1240.00', '10.43', '1540.00');

describe('financial reports', () => {
  let app: TestApp;
  let token: string;
  let school: ReportSchool;
  const report = async (reportNo: number, range = MARCH): Promise<FinancialReport> => {
    const res = await post(app.url, 'ctrouV2.php', { token, financialreport: '1', reportNo: String(reportNo), ...range });
    assert.equal(res.status, 200, res.text);
    return res.json();
  };

  before(async () => {
    app = await build();
    token = await signIn(app.url, 2, 'demo-user');
    school = await seedReportSchool(app.db);
  });
  after(() => app.close());

  it('1 sums franchise fees by the outer postcode of the instructor', async () => {
    assert.deepEqual(await report(1), { kind: 'fees', by: 'postcode', rows: [row('E7', MEN), row('IG1', WOMEN)], totals: TOTAL });
  });

  it('2 sums them by franchise package', async () => {
    const rows = [
      row(`F${school.plans.fullTime} Full-Time, £140.00 a week`, MEN),
      row(`F${school.plans.partTime} Part-Time, £70.00 a week`, WOMEN),
    ].sort((a, b) => (a.key < b.key ? -1 : 1));
    assert.deepEqual(await report(2), { kind: 'fees', by: 'plan', rows, totals: TOTAL });
  });

  it('3 and 4 sum them by work type and by instructor gender', async () => {
    assert.deepEqual(await report(3), {
      kind: 'fees',
      by: 'worktype',
      rows: [row('Full-Time', MEN), row('Part-Time', WOMEN)],
      totals: TOTAL,
    });
    assert.deepEqual(await report(4), { kind: 'fees', by: 'gender', rows: [row('f', WOMEN), row('m', MEN)], totals: TOTAL });
  });

  it('6 sums lessons taken and their credits by day, gender and postcode', async () => {
    const money = (lessons: number, m: string, average: string) => ({ lessons, money: m, average });
    assert.deepEqual(await report(6), {
      kind: 'income',
      unit: 'day',
      bookings_totals: [
        { period: '2025-03-12', ...money(1, '35.00', '35.00') },
        { period: '2025-03-14', ...money(1, '45.00', '45.00') },
        { period: '2025-03-20', ...money(1, '45.00', '45.00') },
        { period: '2025-03-30', ...money(1, '35.00', '35.00') },
      ],
      gender_totals: [
        { gender: 'f', ...money(2, '90.00', '45.00') },
        { gender: 'm', ...money(2, '70.00', '35.00') },
      ],
      postcode_totals: [
        { postcode: 'E7', ...money(2, '70.00', '35.00') },
        { postcode: 'IG1', ...money(2, '90.00', '45.00') },
      ],
      postcode_gender_totals: [
        { postcode: 'E7', gender: 'm', ...money(2, '70.00', '35.00') },
        { postcode: 'IG1', gender: 'f', ...money(2, '90.00', '45.00') },
      ],
      totals: money(4, '160.00', '40.00'),
    });
  });

  it('answers zero totals for a range with nothing in it', async () => {
    const empty = { start: '2019-04-01', end: '2019-04-07' };
    const zero = fee('Total', 0, '0.00', '0.00', '0.00', '0.00');
    assert.deepEqual(await report(1, empty), { kind: 'fees', by: 'postcode', rows: [], totals: zero });
    assert.deepEqual(await report(6, empty), {
      kind: 'income',
      unit: 'day',
      bookings_totals: [],
      gender_totals: [],
      postcode_totals: [],
      postcode_gender_totals: [],
      totals: { lessons: 0, money: '0.00', average: '0.00' },
    });
  });
});
