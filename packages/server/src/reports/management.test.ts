import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ManagementReport } from '@dss/contract';
import { build, post, signIn, type TestApp } from '../test-support/inject';
import { MARCH, seedReportSchool } from '../test-support/report-fixtures';

// Figures counted by hand from the school in report-fixtures.ts (March 2025, by day).

type Dims = { age?: [string, number][]; gender?: [string, number][]; gear?: [string, number][]; area?: [string, number][] };
const rows = (pairs: [string, number][] = []) => pairs.map(([key, count]) => ({ key, count }));
const NONE = { age: [], gender: [], gear: [], area: [] };

describe('management reports', () => {
  let app: TestApp;
  let token: string;
  const report = async (reportNo: number, range = MARCH): Promise<ManagementReport> => {
    const res = await post(app.url, 'ctrouV2.php', { token, managementreport: '1', reportNo: String(reportNo), ...range });
    assert.equal(res.status, 200, res.text);
    return res.json();
  };
  const expectTables = (r: ManagementReport, total: number, dims: Dims, days: [string, number][]) => {
    assert.equal(r.total, total);
    assert.deepEqual(r.tables, { age: rows(dims.age), gender: rows(dims.gender), gear: rows(dims.gear), area: rows(dims.area) });
    assert.deepEqual(
      r.totals,
      days.map(([period, count]) => ({ period, count })),
    );
  };

  before(async () => {
    app = await build();
    token = await signIn(app.url, 2, 'demo-user');
    await seedReportSchool(app.db);
  });
  after(() => app.close());

  it('1 counts learners who joined on a London day of the range', async () => {
    const r = await report(1);
    assert.equal(r.unit, 'day');
    assert.equal(r.measure, 'learners');
    // l1 on 5 March and l2 at 00:30 on the last Sunday; l3 joined at 00:30 BST on 1 April.
    expectTables(
      r,
      2,
      {
        age: [
          ['A', 1],
          ['B', 1],
        ],
        gender: [
          ['f', 1],
          ['m', 1],
        ],
        gear: [
          ['automatic', 1],
          ['manual', 1],
        ],
        area: [
          ['E15', 1],
          ['IG1', 1],
        ],
      },
      [
        ['2025-03-05', 1],
        ['2025-03-30', 1],
      ],
    );
    assert.deepEqual(r.series.gender, [
      { period: '2025-03-05', key: 'f', count: 1 },
      { period: '2025-03-30', key: 'm', count: 1 },
    ]);
    assert.equal(r.elapsed, null);
  });

  it('2 counts first payments and the days to the first lesson taken', async () => {
    const r = await report(2);
    // l1 paid 5 March and took a lesson on the 12th; l2 paid on the 30th, no lesson yet; l4's
    // March payment is not their first; l3 paid in April (London).
    expectTables(
      r,
      2,
      {
        age: [
          ['A', 1],
          ['B', 1],
        ],
        gender: [
          ['f', 1],
          ['m', 1],
        ],
        gear: [
          ['automatic', 1],
          ['manual', 1],
        ],
        area: [
          ['E15', 1],
          ['IG1', 1],
        ],
      },
      [
        ['2025-03-05', 1],
        ['2025-03-30', 1],
      ],
    );
    assert.deepEqual(r.elapsed, {
      bands: rows([
        ['0-7 days', 1],
        ['No lesson yet', 1],
      ]),
      average_days: 7,
    });
  });

  it('3 counts rescheduled lessons: moved in a diary or still rescheduled', async () => {
    const r = await report(3);
    assert.equal(r.measure, 'lessons');
    expectTables(
      r,
      2,
      {
        age: [
          ['B', 1],
          ['C', 1],
        ],
        gender: [
          ['f', 1],
          ['m', 1],
        ],
        gear: [['automatic', 2]],
        area: [['IG1', 2]],
      },
      [
        ['2025-03-14', 1],
        ['2025-03-31', 1],
      ],
    );
  });

  it('4 counts cancelled lessons, a learner without a gender as female', async () => {
    expectTables(await report(4), 1, { age: [['F', 1]], gender: [['f', 1]], gear: [['manual', 1]], area: [['E7', 1]] }, [
      ['2025-03-21', 1],
    ]);
  });

  it('5 counts departures in the range only', async () => {
    expectTables(await report(5), 1, { age: [['C', 1]], gender: [['f', 1]], gear: [['automatic', 1]], area: [['IG1', 1]] }, [
      ['2025-03-15', 1],
    ]);
  });

  it('6-17 count passes and failures by attempt, 6 taking later attempts too', async () => {
    const l1 = { age: [['A', 1]], gender: [['f', 1]], gear: [['manual', 1]], area: [['E15', 1]] } as Dims;
    expectTables(await report(7), 1, l1, [['2025-03-28', 1]]);
    // l4 passed at the seventh attempt, on 29 March.
    expectTables(await report(11), 1, { age: [['F', 1]], gender: [['f', 1]], gear: [['manual', 1]], area: [['E7', 1]] }, [
      ['2025-03-29', 1],
    ]);
    // l1 and l2 failed a first attempt in March (l5's on 1 April London does not count).
    expectTables(
      await report(12),
      2,
      {
        age: [
          ['A', 1],
          ['B', 1],
        ],
        gender: [
          ['f', 1],
          ['m', 1],
        ],
        gear: [
          ['automatic', 1],
          ['manual', 1],
        ],
        area: [
          ['E15', 1],
          ['IG1', 1],
        ],
      },
      [
        ['2025-03-02', 1],
        ['2025-03-25', 1],
      ],
    );
    expectTables(await report(13), 1, { age: [['B', 1]], gender: [['m', 1]], gear: [['automatic', 1]], area: [['IG1', 1]] }, [
      ['2025-03-16', 1],
    ]);
    for (const n of [6, 8, 9, 10, 14, 15, 16, 17]) expectTables(await report(n), 0, NONE, []);
  });

  it('18 counts lessons taken, 19-22 the learners who took them', async () => {
    // b1 (l1, 12th), b2 (l1, 00:30 on the 30th), b4 (l4, 20th), b6 (l5, 14th); b3 is 1 April in London.
    const days: [string, number][] = [
      ['2025-03-12', 1],
      ['2025-03-14', 1],
      ['2025-03-20', 1],
      ['2025-03-30', 1],
    ];
    expectTables(
      await report(18),
      4,
      {
        age: [
          ['A', 2],
          ['C', 1],
          ['F', 1],
        ],
        gender: [['f', 4]],
        gear: [
          ['automatic', 1],
          ['manual', 3],
        ],
        area: [
          ['E15', 2],
          ['E7', 1],
          ['IG1', 1],
        ],
      },
      days,
    );
    for (const n of [19, 20, 21, 22]) {
      const r = await report(n);
      assert.equal(r.measure, 'learners');
      expectTables(
        r,
        3,
        {
          age: [
            ['A', 1],
            ['C', 1],
            ['F', 1],
          ],
          gender: [['f', 3]],
          gear: [
            ['automatic', 1],
            ['manual', 2],
          ],
          area: [
            ['E15', 1],
            ['E7', 1],
            ['IG1', 1],
          ],
        },
        days,
      );
    }
  });

  it('groups a range longer than 62 days by London month', async () => {
    const r = await report(18, { start: '2025-01-01', end: '2025-06-30' });
    assert.equal(r.unit, 'month');
    // b8 on 10 February, four in March, b3 at 00:30 BST on 1 April.
    assert.deepEqual(r.totals, [
      { period: '2025-02-01', count: 1 },
      { period: '2025-03-01', count: 4 },
      { period: '2025-04-01', count: 1 },
    ]);
    assert.deepEqual(
      r.series.area.filter((s) => s.key === 'E15'),
      [
        { period: '2025-03-01', key: 'E15', count: 2 },
        { period: '2025-04-01', key: 'E15', count: 1 },
      ],
    );
  });

  it('answers empty tables for a range with nothing in it', async () => {
    for (let n = 1; n <= 22; n++) {
      const r = await report(n, { start: '2019-04-01', end: '2019-04-07' });
      expectTables(r, 0, NONE, []);
      assert.deepEqual(r.series, NONE);
      if (n === 2) assert.deepEqual(r.elapsed, { bands: [], average_days: null });
    }
  });
});
