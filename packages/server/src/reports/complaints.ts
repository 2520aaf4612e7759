import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ComplaintsReport } from '@dss/contract';
import type { Database } from '../db/tables';
import { complaintOuterPc, instantWithin, periodOf, type ReportRange } from './range';

// Complaints reports 1-7 (document 3 §2, §3, §9). A complaint's duration is in London days from
// recording to resolution, or to today while it is open.

/** Which complaints a report takes, and the instant it charts them by. */
function selection(reportNo: number, r: ReportRange): { where: RawBuilder<unknown>; at: RawBuilder<unknown> } {
  const created = instantWithin(sql`c.created_on`, r);
  switch (reportNo) {
    case 1: // active
      return { where: sql`${created} AND NOT c.is_resolved`, at: sql`c.created_on` };
    case 2: // resolved, of those recorded in the range
      return { where: sql`${created} AND c.is_resolved`, at: sql`c.created_on` };
    case 4: // resolved in the range, whenever recorded
      return { where: instantWithin(sql`c.resolved_on`, r), at: sql`c.resolved_on` };
    case 5: // unresolved, or closed without a resolution (timed out)
      return { where: sql`${created} AND (NOT c.is_resolved OR st.is_timed_out)`, at: sql`c.created_on` };
    case 7: // time to resolve: resolutions in the range, not counting complaints closed for want of a reply
      return { where: sql`${instantWithin(sql`c.resolved_on`, r)} AND NOT st.is_timed_out`, at: sql`c.resolved_on` };
    default: // 3 total and 6 types: every complaint recorded in the range
      return { where: created, at: sql`c.created_on` };
  }
}

type Row = {
  type_id: number | null;
  type_name: string | null;
  status_id: number | null;
  status_name: string | null;
  outer_pc: string | null;
  period: string | null;
  n: number;
  self_resolved: number;
  average_duration: string | null;
};

export async function complaintsReport(
  db: Kysely<Database>,
  reportNo: number,
  r: ReportRange,
  now: Date,
): Promise<ComplaintsReport> {
  const { where, at } = selection(reportNo, r);
  const { rows } = await sql<Row>`
    WITH f AS (
      SELECT c.complain_type_id AS type_id, ct.txt AS type_name, c.status_id, st.status_name, c.self_resolve,
             ${complaintOuterPc} AS outer_pc,
             ${periodOf(sql`london_date(${at})`, r)} AS period,
             london_date(coalesce(c.resolved_on, ${now.toISOString()}::timestamptz)) - london_date(c.created_on) AS days
      FROM complaints c
      JOIN complaint_types ct ON ct.id = c.complain_type_id
      JOIN complaint_statuses st ON st.id = c.status_id
      WHERE ${where}
    )
    SELECT type_id, type_name, status_id, status_name, outer_pc, period,
           count(*)::int AS n, (count(*) FILTER (WHERE self_resolve))::int AS self_resolved,
           round(avg(days), 1)::text AS average_duration
    FROM f
    GROUP BY GROUPING SETS ((type_id, type_name), (status_id, status_name), (outer_pc), (period, type_id, type_name))
    ORDER BY period NULLS FIRST, type_id, status_id, outer_pc`.execute(db);

  const report: ComplaintsReport = { unit: r.unit, report_data: [], status_data: [], outerpc_data: [], chart_data: [] };
  for (const row of rows) {
    if (row.period !== null) report.chart_data.push({ recorded_on: row.period, type: row.type_name!, total: row.n });
    else if (row.type_id !== null)
      report.report_data.push({
        complaint_type_name: row.type_name!,
        complaints_count: row.n,
        self_resolve_count: row.self_resolved,
        average_duration: row.average_duration === null ? null : Number(row.average_duration),
      });
    else if (row.status_id !== null)
      report.status_data.push({
        complaint_status_name: row.status_name!,
        complaints_count: row.n,
        self_resolve_count: row.self_resolved,
      });
    else report.outerpc_data.push({ outer_pc: row.outer_pc!, total: row.n });
  }
  return report;
}
