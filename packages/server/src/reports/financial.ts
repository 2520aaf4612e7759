import { sql, type Kysely } from 'kysely';
import type { FeeRow, FinancialReport, IncomeRow } from '@dss/contract';
import type { Database } from '../db/tables';
import { dateWithin, endDate, instructorLeftOn, periodOf, startDate, type ReportRange } from './range';

// Financial reports 1-4 and 6 (document 3 §2, §3, §9); 5 (arrears) is disabled and refused by
// the contract. Fees are what the instructors' franchise packages charge over the range: the
// initial fee when the package starts in it, and the weekly fee for each day of the package
// in it (a day is a seventh of a week), summed as numeric in SQL.

const FEE_GROUPS = {
  1: { by: 'postcode', key: sql`i.curr_outer_pc` },
  2: { by: 'plan', key: sql`'F' || p.plan_id || ' ' || p.work_type || ', £' || p.weekly_fee || ' a week'` },
  3: { by: 'worktype', key: sql`p.work_type` },
  4: { by: 'gender', key: sql`i.gender::text` },
} as const;

type FeeSql = Omit<FeeRow, 'key'> & { key: string | null };

/** Reports 1-4: the instructors' fees grouped by FEE_GROUPS. */
const isFeeReport = (reportNo: number): reportNo is keyof typeof FEE_GROUPS => reportNo in FEE_GROUPS;

export async function financialReport(db: Kysely<Database>, reportNo: number, r: ReportRange): Promise<FinancialReport> {
  if (reportNo === 6) return income(db, r);
  if (!isFeeReport(reportNo)) throw new Error(`Financial report ${reportNo} is not a report of fees.`);
  const group = FEE_GROUPS[reportNo];
  const { rows } = await sql<FeeSql>`
    WITH f AS (
      SELECT ${group.key} AS key, f.adi_id, p.weekly_fee,
             CASE WHEN ${dateWithin(sql`f.start_date`, r)} THEN p.initial_fee ELSE 0 END AS initial_due,
             least(coalesce(f.ended_on, ${endDate(r)}), coalesce(${instructorLeftOn('i')}, ${endDate(r)}), ${endDate(r)})
               - greatest(f.start_date, ${startDate(r)}) + 1 AS days
      FROM instructor_franchise f
      JOIN franchise_plans p ON p.plan_id = f.plan_id
      JOIN instructors i ON i.adi_id = f.adi_id
      WHERE f.start_date <= ${endDate(r)} AND (f.ended_on IS NULL OR f.ended_on >= ${startDate(r)})
    ), due AS (
      SELECT key, adi_id, initial_due, round(weekly_fee * days / 7, 2) AS weekly_due, round(days / 7.0, 2) AS weeks
      FROM f WHERE days > 0
    )
    SELECT key, count(DISTINCT adi_id)::int AS instructors,
           coalesce(sum(initial_due), 0)::numeric(14, 2)::text AS initial_fees,
           coalesce(sum(weekly_due), 0)::numeric(14, 2)::text AS weekly_fees,
           coalesce(sum(weeks), 0)::numeric(14, 2)::text AS weeks,
           coalesce(sum(initial_due + weekly_due), 0)::numeric(14, 2)::text AS total
    FROM due GROUP BY GROUPING SETS ((key), ()) ORDER BY key NULLS LAST`.execute(db);
  const totals = rows.find((row) => row.key === null)!;
  return {
    kind: 'fees',
    by: group.by,
    rows: rows.filter((row): row is FeeRow => row.key !== null),
    totals: { ...totals, key: 'Total' },
  };
}

type IncomeSql = IncomeRow & { period: string | null; gender: string | null; postcode: string | null };

/** Report 6: lessons taken in the range and the money their credits carried, by instructor gender and outer postcode. */
async function income(db: Kysely<Database>, r: ReportRange): Promise<FinancialReport> {
  // The lesson_income rollup (migration 017) holds the lessons and credit money per London day
  // and instructor, kept by triggers on bookings: a year is a few hundred rows per instructor
  // summed per period, where the lessons themselves were 200k credit lookups on the large school.
  const { rows } = await sql<IncomeSql>`
    WITH a AS (
      SELECT ${periodOf(sql`x.lesson_date`, r)} AS period, x.adi_id, sum(x.lessons) AS lessons, sum(x.money) AS money
      FROM lesson_income x
      WHERE ${dateWithin(sql`x.lesson_date`, r)}
      GROUP BY 1, 2
    ), f AS (
      SELECT a.period, i.gender::text AS gender, i.curr_outer_pc AS postcode, a.lessons, a.money
      FROM a JOIN instructors i ON i.adi_id = a.adi_id
    )
    SELECT period, gender, postcode, coalesce(sum(lessons), 0)::int AS lessons,
           coalesce(sum(money), 0)::numeric(14, 2)::text AS money,
           coalesce(round(sum(money) / nullif(sum(lessons), 0), 2), 0)::numeric(14, 2)::text AS average
    FROM f GROUP BY GROUPING SETS ((), (period), (gender), (postcode), (postcode, gender))
    ORDER BY period NULLS FIRST, postcode NULLS FIRST, gender NULLS FIRST`.execute(db);
  const money = ({ lessons, money: m, average }: IncomeSql): IncomeRow => ({ lessons, money: m, average });
  const report: Extract<FinancialReport, { kind: 'income' }> = {
    kind: 'income',
    unit: r.unit,
    bookings_totals: [],
    gender_totals: [],
    postcode_totals: [],
    postcode_gender_totals: [],
    totals: { lessons: 0, money: '0.00', average: '0.00' },
  };
  for (const row of rows) {
    if (row.period !== null) report.bookings_totals.push({ period: row.period, ...money(row) });
    else if (row.postcode !== null && row.gender !== null)
      report.postcode_gender_totals.push({ postcode: row.postcode, gender: row.gender, ...money(row) });
    else if (row.postcode !== null) report.postcode_totals.push({ postcode: row.postcode, ...money(row) });
    else if (row.gender !== null) report.gender_totals.push({ gender: row.gender, ...money(row) });
    else report.totals = money(row);
  }
  return report;
}
