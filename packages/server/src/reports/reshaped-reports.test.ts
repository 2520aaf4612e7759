import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { PRODUCT_START_DATE, addDays, londonDate } from '@dss/contract';
import type { Database } from '../db/tables';
import { seedDemoIfEmpty } from '../demo/seed';
import { build, type TestApp } from '../test-support/inject';
import { financialReport } from './financial';
import { managementReport } from './management';
import { dateWithin, endDate, instantWithin, learnerGender, periodOf, rescheduled, reportRange, type ReportRange } from './range';

// Management 1-22 and financial 6 were reshaped for speed on a large school (counted per
// learner or instructor and period first, no DISTINCT over every lesson). Here the reshaped
// reports are checked against the straightforward queries they replaced, on the demo school,
// over day-unit and month-unit ranges and an empty one. Financial 6 now reads the lesson income
// rollup (migration 017), rebuilt after the demo school's load: it is checked over more ranges.

/** The previous management query: every event joined to its learner, DISTINCT learners counted. */
async function previousManagement(db: Kysely<Database>, reportNo: number, r: ReportRange) {
  const lessonEvents = (condition: ReturnType<typeof sql>) =>
    sql`SELECT b.stu_id, b.lesson_date AS d FROM bookings b WHERE ${dateWithin(sql`b.lesson_date`, r)} AND ${condition}`;
  let events;
  if (reportNo === 1)
    events = sql`SELECT l.student_id AS stu_id, london_date(l.created) AS d FROM learners l WHERE ${instantWithin(sql`l.created`, r)}`;
  else if (reportNo === 2)
    events = sql`SELECT p.stu_id, london_date(p.paid_on) AS d FROM learner_payments p WHERE ${instantWithin(sql`p.paid_on`, r)}
      AND NOT EXISTS (SELECT 1 FROM learner_payments x WHERE x.stu_id = p.stu_id AND x.paid_on < p.paid_on)`;
  else if (reportNo === 3) events = lessonEvents(sql`b.booking_state <> 0 AND ${rescheduled('b')}`);
  else if (reportNo === 4) events = lessonEvents(sql`b.booking_state = 3`);
  else if (reportNo === 5)
    events = sql`SELECT d.stu_id, d.dep_date AS d FROM departures d WHERE ${dateWithin(sql`d.dep_date`, r)}`;
  else if (reportNo <= 17) {
    const outcome = reportNo <= 11 ? 1 : 0;
    const attempt = reportNo <= 11 ? reportNo - 5 : reportNo - 11;
    const attemptNo = sql`(SELECT count(*) FROM driving_tests x WHERE x.stu_id = t.stu_id AND x.test_at <= t.test_at)`;
    events = sql`SELECT t.stu_id, t.test_date AS d FROM driving_tests t WHERE ${dateWithin(sql`t.test_date`, r)}
      AND t.outcome = ${outcome} AND ${attemptNo} ${attempt === 6 ? sql`>=` : sql`=`} ${attempt}`;
  } else events = lessonEvents(sql`b.booking_state = 5`);
  const measure = [3, 4, 18].includes(reportNo) ? sql`count(*)` : sql`count(DISTINCT f.stu_id)`;
  const { rows } = await sql<{
    period: string | null;
    age: string | null;
    gender: string | null;
    gear: string | null;
    area: string | null;
    n: number;
  }>`
    WITH f AS (
      SELECT e.stu_id, ${periodOf(sql`e.d`, r)} AS period, age_band(l.dob, ${endDate(r)})::text AS age,
             ${learnerGender('l')} AS gender, l.lessons_type AS gear, l.outer_pc AS area
      FROM (${events}) e JOIN learners l ON l.student_id = e.stu_id
    )
    SELECT f.period, f.age, f.gender, f.gear, f.area, ${measure}::int AS n FROM f
    GROUP BY GROUPING SETS ((), (f.period), (f.age), (f.gender), (f.gear), (f.area),
                            (f.period, f.age), (f.period, f.gender), (f.period, f.gear), (f.period, f.area))
    ORDER BY f.period NULLS FIRST, f.age, f.gender, f.gear, f.area`.execute(db);
  return rows;
}

/** The previous financial 6 query: every lesson joined to its credit and instructor. */
async function previousIncome(db: Kysely<Database>, r: ReportRange) {
  const { rows } = await sql<{
    period: string | null;
    gender: string | null;
    postcode: string | null;
    lessons: number;
    money: string;
    average: string;
  }>`
    WITH f AS (
      SELECT ${periodOf(sql`b.lesson_date`, r)} AS period, i.gender::text AS gender, i.curr_outer_pc AS postcode, c.cred_value
      FROM bookings b JOIN credits c ON c.cred_id = b.cred_id JOIN instructors i ON i.adi_id = b.adi_id
      WHERE ${dateWithin(sql`b.lesson_date`, r)} AND b.booking_state = 5
    )
    SELECT period, gender, postcode, count(*)::int AS lessons,
           coalesce(sum(cred_value), 0)::numeric(14, 2)::text AS money,
           coalesce(round(sum(cred_value) / nullif(count(*), 0), 2), 0)::numeric(14, 2)::text AS average
    FROM f GROUP BY GROUPING SETS ((), (period), (gender), (postcode), (postcode, gender))
    ORDER BY period NULLS FIRST, postcode NULLS FIRST, gender NULLS FIRST`.execute(db);
  return rows;
}

describe('reshaped reports answer as the queries they replaced, on the demo school', () => {
  let app: TestApp;
  const today = londonDate(new Date());
  const ranges = [
    { name: 'the whole history (months)', start: PRODUCT_START_DATE, end: today },
    { name: 'the last year (months)', start: addDays(today, -365), end: addDays(today, -1) },
    { name: 'the last fortnight (days)', start: addDays(today, -14), end: addDays(today, -1) },
    { name: 'a range before any data', start: PRODUCT_START_DATE, end: addDays(PRODUCT_START_DATE, 6) },
  ].map((x) => ({ ...x, range: reportRange(x) }));
  // Financial 6 now reads the lesson income rollup: more ranges for it, cut at odd days.
  const incomeRanges = [
    ...ranges,
    { name: 'a custom range of 100 days', start: addDays(today, -230), end: addDays(today, -131) },
    { name: 'one day', start: addDays(today, -3), end: addDays(today, -3) },
    { name: 'a range running into the coming weeks', start: addDays(today, -20), end: addDays(today, 20) },
  ].map((x) => ({ ...x, range: reportRange(x) }));

  before(async () => {
    app = await build({
      seed: async (db) => {
        await seedDemoIfEmpty(db, { today: new Date() });
      },
    });
  });
  after(() => app.close());

  for (const { name, range } of ranges) {
    it(`management 1-22 over ${name}`, async () => {
      for (let reportNo = 1; reportNo <= 22; reportNo++) {
        const report = await managementReport(app.db, reportNo, range);
        const rows = await previousManagement(app.db, reportNo, range);
        const whole = rows.find((x) => x.period === null && !x.age && !x.gender && !x.gear && !x.area);
        assert.equal(report.total, whole?.n ?? 0, `report ${reportNo} total`);
        assert.deepEqual(
          report.totals,
          rows
            .filter((x) => x.period !== null && !x.age && !x.gender && !x.gear && !x.area)
            .map((x) => ({ period: x.period, count: x.n })),
          `report ${reportNo} totals per period`,
        );
        for (const dim of ['age', 'gender', 'gear', 'area'] as const) {
          const ofDim = rows.filter((x) => x[dim] !== null);
          assert.deepEqual(
            report.tables[dim],
            ofDim.filter((x) => x.period === null).map((x) => ({ key: x[dim], count: x.n })),
            `report ${reportNo} ${dim}`,
          );
          assert.deepEqual(
            report.series[dim],
            ofDim.filter((x) => x.period !== null).map((x) => ({ period: x.period, key: x[dim], count: x.n })),
            `report ${reportNo} ${dim} per period`,
          );
        }
      }
    });
  }

  for (const { name, range } of incomeRanges) {
    it(`financial 6 over ${name}`, async () => {
      const report = await financialReport(app.db, 6, range);
      assert.equal(report.kind, 'income');
      if (report.kind !== 'income') return;
      const rows = await previousIncome(app.db, range);
      const money = (x: (typeof rows)[number]) => ({ lessons: x.lessons, money: x.money, average: x.average });
      assert.deepEqual(report.totals, money(rows.find((x) => !x.period && !x.gender && !x.postcode)!));
      assert.deepEqual(
        report.bookings_totals,
        rows.filter((x) => x.period).map((x) => ({ period: x.period, ...money(x) })),
      );
      assert.deepEqual(
        report.gender_totals,
        rows.filter((x) => !x.period && x.gender && !x.postcode).map((x) => ({ gender: x.gender, ...money(x) })),
      );
      assert.deepEqual(
        report.postcode_totals,
        rows.filter((x) => !x.period && !x.gender && x.postcode).map((x) => ({ postcode: x.postcode, ...money(x) })),
      );
      assert.deepEqual(
        report.postcode_gender_totals,
        rows.filter((x) => x.gender && x.postcode).map((x) => ({ postcode: x.postcode, gender: x.gender, ...money(x) })),
      );
    });
  }

  it('the demo school has lessons and payments in the ranges compared', async () => {
    const report = await managementReport(app.db, 18, ranges[0]!.range);
    assert.ok(report.total > 0);
  });
});
