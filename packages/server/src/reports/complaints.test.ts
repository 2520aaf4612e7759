import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ComplaintsReport } from '@dss/contract';
import { schoolClock } from '../lifecycle/school-clock';
import { build, post, signIn, type TestApp } from '../test-support/inject';
import { MARCH, seedReportSchool } from '../test-support/report-fixtures';

// Figures counted by hand from the school in report-fixtures.ts (March 2025, by day), on
// 10 April 2025. c1 learner about instructor, E15, recorded 3 March, open (38 days so far);
// c2 instructor about learner, IG1, recorded 00:30 on the 30th, self-resolved, resolved 00:30
// BST on 1 April (2 days); c3 third party about the school, recorded 10 March, closed for want
// of a reply on the 25th (15 days); c4 learner about instructor, E7, recorded 1 February,
// resolved 5 March (32 days); c5 recorded 00:30 BST on 1 April.

const LvI = 'Learner about Instructor';
const IvL = 'Instructor about Learner';
const TPvS = 'Third Party about Driving School';
const type = (complaint_type_name: string, complaints_count: number, self_resolve_count: number, average_duration: number) => ({
  complaint_type_name,
  complaints_count,
  self_resolve_count,
  average_duration,
});
const status = (complaint_status_name: string, complaints_count: number, self_resolve_count = 0) => ({
  complaint_status_name,
  complaints_count,
  self_resolve_count,
});
const pc = (outer_pc: string, total = 1) => ({ outer_pc, total });
const chart = (recorded_on: string, t: string, total = 1) => ({ recorded_on, type: t, total });

const C1 = {
  type: type(LvI, 1, 0, 38),
  status: status('Under investigation', 1),
  pc: pc('E15'),
  chart: chart('2025-03-03', LvI),
};
const C2 = {
  type: type(IvL, 1, 1, 2),
  status: status('Resolved - apology given', 1, 1),
  pc: pc('IG1'),
  chart: chart('2025-03-30', IvL),
};
const C3 = { type: type(TPvS, 1, 0, 15), status: status('Closed - no response from complainant', 1), pc: pc('Not known') };
const C4 = { type: type(LvI, 1, 0, 32), status: status('Resolved - explanation accepted', 1), pc: pc('E7') };

describe('complaints reports', () => {
  let app: TestApp;
  let token: string;
  const realNow = schoolClock.now;
  const report = async (reportNo: number, range = MARCH): Promise<ComplaintsReport> => {
    const res = await post(app.url, 'ctrouV2.php', { token, complaintsreport: '1', reportNo: String(reportNo), ...range });
    assert.equal(res.status, 200, res.text);
    return res.json();
  };

  before(async () => {
    app = await build();
    token = await signIn(app.url, 2, 'demo-user');
    await seedReportSchool(app.db);
    schoolClock.now = () => new Date('2025-04-10T12:00:00Z');
  });
  after(async () => {
    schoolClock.now = realNow;
    await app.close();
  });

  it('1 takes complaints recorded in the range and still open, with the days open so far', async () => {
    assert.deepEqual(await report(1), {
      unit: 'day',
      report_data: [C1.type],
      status_data: [C1.status],
      outerpc_data: [C1.pc],
      chart_data: [C1.chart],
    });
  });

  it('2 takes complaints recorded in the range and resolved, with the days to resolve', async () => {
    assert.deepEqual(await report(2), {
      unit: 'day',
      report_data: [C2.type, C3.type],
      status_data: [C2.status, C3.status],
      outerpc_data: [C2.pc, C3.pc],
      chart_data: [chart('2025-03-10', TPvS), C2.chart],
    });
  });

  it('3 and 6 take every complaint recorded in the range', async () => {
    const all = {
      unit: 'day',
      report_data: [type(LvI, 1, 0, 38), C2.type, C3.type],
      status_data: [C1.status, C2.status, C3.status],
      outerpc_data: [C1.pc, C2.pc, C3.pc],
      chart_data: [C1.chart, chart('2025-03-10', TPvS), C2.chart],
    };
    assert.deepEqual(await report(3), all);
    assert.deepEqual(await report(6), all);
  });

  it('4 takes complaints resolved on a London day of the range, charted by that day', async () => {
    assert.deepEqual(await report(4), {
      unit: 'day',
      report_data: [C4.type, C3.type],
      status_data: [C4.status, C3.status],
      outerpc_data: [C4.pc, C3.pc],
      chart_data: [chart('2025-03-05', LvI), chart('2025-03-25', TPvS)],
    });
  });

  it('5 takes complaints recorded in the range that are open or timed out', async () => {
    assert.deepEqual(await report(5), {
      unit: 'day',
      report_data: [C1.type, C3.type],
      status_data: [C1.status, C3.status],
      outerpc_data: [C1.pc, C3.pc],
      chart_data: [C1.chart, chart('2025-03-10', TPvS)],
    });
  });

  it('7 averages the time to resolve over resolutions in the range, leaving out timed-out ones', async () => {
    assert.deepEqual(await report(7), {
      unit: 'day',
      report_data: [C4.type],
      status_data: [C4.status],
      outerpc_data: [C4.pc],
      chart_data: [chart('2025-03-05', LvI)],
    });
  });

  it('answers empty lists for a range with nothing in it', async () => {
    for (let n = 1; n <= 7; n++)
      assert.deepEqual(await report(n, { start: '2019-04-01', end: '2019-04-07' }), {
        unit: 'day',
        report_data: [],
        status_data: [],
        outerpc_data: [],
        chart_data: [],
      });
  });
});
