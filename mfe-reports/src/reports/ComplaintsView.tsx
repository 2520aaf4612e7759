import { reportPeriods, type ComplaintsReport, type ReportRequest } from '@dss/contract';
import { ColumnChart, PieChart } from './charts';
import { ReportSections, TableAndChart } from './layout';
import { ReportTable } from './ReportTable';
import { periodLabel } from './report-figures';

/** Complaints reports: by type, status and outer postcode, and the types per period. */
export function ComplaintsView({ request, data }: { request: ReportRequest; data: ComplaintsReport }) {
  const per = data.unit === 'day' ? 'Day' : 'Month';
  const xLabel = (p: string) => periodLabel(p, data.unit);
  const types = [...new Set(data.chart_data.map((c) => c.type))];
  const durations = request.reportNo === 7;
  return (
    <ReportSections>
      <TableAndChart
        table={
          <ReportTable
            title="Complaints by Type"
            fileName="complaints-by-type.csv"
            columns={[
              { header: 'Complaint Type', value: (r: ComplaintsReport['report_data'][number]) => r.complaint_type_name },
              { header: 'Complaints', value: (r) => r.complaints_count, percent: true },
              { header: 'Self-resolved', value: (r) => r.self_resolve_count },
              { header: 'Average Days', value: (r) => (r.average_duration === null ? '' : r.average_duration.toFixed(1)) },
            ]}
            rows={data.report_data}
          />
        }
        chart={
          durations ? (
            <ColumnChart
              title="Average Days to Resolve by Type"
              data={data.report_data.map((r) => ({ label: r.complaint_type_name, 'Average days': r.average_duration ?? 0 }))}
              keys={['Average days']}
              xLegend="Complaint type"
              yLegend="Days"
            />
          ) : (
            <PieChart
              title="Complaints by Type"
              data={data.report_data.map((r) => ({ id: r.complaint_type_name, value: r.complaints_count }))}
            />
          )
        }
      />
      <TableAndChart
        table={
          <ReportTable
            title="Complaints by Status"
            fileName="complaints-by-status.csv"
            columns={[
              { header: 'Status', value: (r: ComplaintsReport['status_data'][number]) => r.complaint_status_name },
              { header: 'Complaints', value: (r) => r.complaints_count, percent: true },
              { header: 'Self-resolved', value: (r) => r.self_resolve_count },
            ]}
            rows={data.status_data}
          />
        }
        chart={
          <PieChart
            title="Complaints by Status"
            data={data.status_data.map((r) => ({ id: r.complaint_status_name, value: r.complaints_count }))}
          />
        }
      />
      <TableAndChart
        table={
          <ReportTable
            title="Complaints by Outer Postcode"
            fileName="complaints-by-postcode.csv"
            columns={[
              { header: 'Outer Postcode', value: (r: ComplaintsReport['outerpc_data'][number]) => r.outer_pc },
              { header: 'Complaints', value: (r) => r.total, percent: true },
            ]}
            rows={data.outerpc_data}
          />
        }
        chart={
          <ColumnChart
            title="Complaints by Outer Postcode"
            data={data.outerpc_data.map((r) => ({ label: r.outer_pc, Complaints: r.total }))}
            keys={['Complaints']}
            xLegend="Outer postcode"
            yLegend="Complaints"
          />
        }
      />
      <TableAndChart
        table={
          <ReportTable
            title={`Complaints per ${per}`}
            fileName="complaints-per-period.csv"
            columns={[
              { header: per, value: (r: ComplaintsReport['chart_data'][number]) => xLabel(r.recorded_on) },
              { header: 'Complaint Type', value: (r) => r.type },
              { header: 'Complaints', value: (r) => r.total, percent: true },
            ]}
            rows={data.chart_data}
          />
        }
        chart={
          <ColumnChart
            title={`Complaints per ${per} by Type`}
            data={reportPeriods(request.start, request.end).map((p) => ({
              label: xLabel(p),
              ...Object.fromEntries(
                types.map((t) => [t, data.chart_data.find((c) => c.recorded_on === p && c.type === t)?.total ?? 0]),
              ),
            }))}
            keys={types}
            xLegend={per}
            yLegend="Complaints"
          />
        }
      />
    </ReportSections>
  );
}
