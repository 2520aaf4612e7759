import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  MANAGEMENT_DIMENSIONS,
  type FrequencyRow,
  type ManagementDimension,
  type ManagementReport,
  type SeriesRow,
} from '@dss/contract';
import type { Database } from '../db/tables';
import { dateWithin, endDate, instantWithin, learnerGender, periodOf, rescheduled, type ReportRange } from './range';

// Management (learner) reports 1-22 (document 3 §2, §9). Each report is a set of events (a
// learner or a lesson, on a London day of the range); one grouping-sets query counts them by
// age band, gender, gear and outer postcode, in total and per period.

const LESSON_REPORTS = new Set([3, 4, 18]);

/** The events a report counts: `stu_id` and the London day `d` of each. */
function events(reportNo: number, r: ReportRange): RawBuilder<unknown> {
  if (reportNo === 1)
    return sql`SELECT l.student_id AS stu_id, london_date(l.created) AS d FROM learners l WHERE ${instantWithin(sql`l.created`, r)}`;
  if (reportNo === 2)
    return sql`SELECT p.stu_id, london_date(p.paid_on) AS d FROM learner_payments p
      WHERE ${instantWithin(sql`p.paid_on`, r)} AND p.voided_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM learner_payments x WHERE x.stu_id = p.stu_id AND x.paid_on < p.paid_on AND x.voided_at IS NULL)`;
  if (reportNo === 3)
    return sql`SELECT b.stu_id, b.lesson_date AS d FROM bookings b
      WHERE ${dateWithin(sql`b.lesson_date`, r)} AND b.booking_state <> 0 AND ${rescheduled('b')}`;
  if (reportNo === 4)
    return sql`SELECT b.stu_id, b.lesson_date AS d FROM bookings b WHERE ${dateWithin(sql`b.lesson_date`, r)} AND b.booking_state = 3`;
  if (reportNo === 5) return sql`SELECT d.stu_id, d.dep_date AS d FROM departures d WHERE ${dateWithin(sql`d.dep_date`, r)}`;
  if (reportNo >= 6 && reportNo <= 17) {
    // 6-11 passed and 12-17 failed at attempt 1-6; attempt 6 also takes any later attempt.
    const outcome = reportNo <= 11 ? 1 : 0;
    const attempt = reportNo <= 11 ? reportNo - 5 : reportNo - 11;
    const attemptNo = sql`(SELECT count(*) FROM driving_tests x WHERE x.stu_id = t.stu_id AND x.test_at <= t.test_at)`;
    return sql`SELECT t.stu_id, t.test_date AS d FROM driving_tests t
      WHERE ${dateWithin(sql`t.test_date`, r)} AND t.outcome = ${outcome}
        AND ${attemptNo} ${attempt === 6 ? sql`>=` : sql`=`} ${attempt}`;
  }
  // 18 lessons taken, and 19-22 the learners who took them (gender, age, gear, area ratios).
  return sql`SELECT b.stu_id, b.lesson_date AS d FROM bookings b WHERE ${dateWithin(sql`b.lesson_date`, r)} AND b.booking_state = 5`;
}

type Row = {
  period: string | null;
  age: string | null;
  gender: string | null;
  gear: string | null;
  area: string | null;
  n: number;
};

export async function managementReport(db: Kysely<Database>, reportNo: number, r: ReportRange): Promise<ManagementReport> {
  const lessons = LESSON_REPORTS.has(reportNo);
  // The events are first counted per learner and period (a year of lessons is ~200k rows, a
  // few learner-months each), and each learner's attributes worked out once, not per lesson.
  // A learner's rows are unique per period, so a period's learners are its rows; outside
  // periods a learner counts once, on the row of their first period (no DISTINCT to sort).
  const measure = lessons
    ? sql`coalesce(sum(f.n), 0)`
    : sql`CASE WHEN GROUPING(f.period) = 0 THEN count(*) ELSE count(*) FILTER (WHERE f.first) END`;
  const { rows } = await sql<Row>`
    WITH e AS (
      SELECT x.stu_id, ${periodOf(sql`x.d`, r)} AS period, count(*) AS n FROM (${events(reportNo, r)}) x GROUP BY 1, 2
    ), p AS (
      SELECT s.stu_id, s.first, age_band(l.dob, ${endDate(r)})::text AS age, ${learnerGender('l')} AS gender,
             l.lessons_type AS gear, l.outer_pc AS area
      FROM (SELECT stu_id, min(period) AS first FROM e GROUP BY 1) s JOIN learners l ON l.student_id = s.stu_id
    ), f AS (
      SELECT e.period, e.n, e.period = p.first AS first, p.age, p.gender, p.gear, p.area FROM e JOIN p ON p.stu_id = e.stu_id
    )
    SELECT f.period, f.age, f.gender, f.gear, f.area, ${measure}::int AS n
    FROM f
    GROUP BY GROUPING SETS ((), (f.period), (f.age), (f.gender), (f.gear), (f.area),
                            (f.period, f.age), (f.period, f.gender), (f.period, f.gear), (f.period, f.area))
    ORDER BY f.period NULLS FIRST, f.age, f.gender, f.gear, f.area`.execute(db);

  // Every fact column is non-null, so a null column is one the row is not grouped by.
  const dimOf = (row: Row): ManagementDimension | null => MANAGEMENT_DIMENSIONS.find((d) => row[d] !== null) ?? null;
  const tables: Record<ManagementDimension, FrequencyRow[]> = { age: [], gender: [], gear: [], area: [] };
  const series: Record<ManagementDimension, SeriesRow[]> = { age: [], gender: [], gear: [], area: [] };
  const totals: ManagementReport['totals'] = [];
  let total = 0;
  for (const row of rows) {
    const dim = dimOf(row);
    if (dim === null && row.period === null) total = row.n;
    else if (dim === null) totals.push({ period: row.period!, count: row.n });
    else if (row.period === null) tables[dim].push({ key: row[dim]!, count: row.n });
    else series[dim].push({ period: row.period, key: row[dim]!, count: row.n });
  }
  return {
    unit: r.unit,
    measure: lessons ? 'lessons' : 'learners',
    total,
    tables,
    totals,
    series,
    elapsed: reportNo === 2 ? await elapsed(db, r) : null,
  };
}

/** The bands of days from the first payment to the first lesson taken (report 2). */
export const ELAPSED_BANDS = ['0-7 days', '8-14 days', '15-28 days', '29-56 days', 'Over 56 days', 'No lesson yet'] as const;

async function elapsed(db: Kysely<Database>, r: ReportRange): Promise<NonNullable<ManagementReport['elapsed']>> {
  const { rows } = await sql<{ band: string | null; n: number; average_days: string | null }>`
    WITH firsts AS (
      SELECT DISTINCT p.stu_id, london_date(p.paid_on) AS paid_d,
        (SELECT min(b.lesson_date) FROM bookings b WHERE b.stu_id = p.stu_id AND b.booking_state = 5) AS lesson_d
      FROM learner_payments p
      WHERE ${instantWithin(sql`p.paid_on`, r)} AND p.voided_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM learner_payments x WHERE x.stu_id = p.stu_id AND x.paid_on < p.paid_on AND x.voided_at IS NULL)
    ), days AS (
      SELECT lesson_d - paid_d AS days,
        CASE WHEN lesson_d IS NULL THEN ${ELAPSED_BANDS[5]}
             WHEN lesson_d - paid_d <= 7 THEN ${ELAPSED_BANDS[0]}
             WHEN lesson_d - paid_d <= 14 THEN ${ELAPSED_BANDS[1]}
             WHEN lesson_d - paid_d <= 28 THEN ${ELAPSED_BANDS[2]}
             WHEN lesson_d - paid_d <= 56 THEN ${ELAPSED_BANDS[3]}
             ELSE ${ELAPSED_BANDS[4]} END AS band
      FROM firsts
    )
    SELECT band, count(*)::int AS n, round(avg(days), 1)::text AS average_days
    FROM days GROUP BY GROUPING SETS ((band), ())`.execute(db);
  const overall = rows.find((row) => row.band === null);
  const counted = new Map(rows.filter((row) => row.band !== null).map((row) => [row.band!, row.n]));
  return {
    bands: ELAPSED_BANDS.filter((b) => counted.has(b)).map((key) => ({ key, count: counted.get(key)! })),
    average_days: overall?.average_days == null ? null : Number(overall.average_days),
  };
}
