import { type FrequencyRow, type ManagementDimension, type ManagementReport, type ReportRequest } from '@dss/contract';
import { Stack, Text } from '@dss/ui';
import { ColumnChart, LineChart } from './charts';
import { ReportSections, TableAndChart } from './layout';
import { ReportTable } from './ReportTable';
import { ageLabel, capitalised, genderLabel, linesOverPeriods, overPeriods, periodLabel, relabel } from './report-figures';

const LINES_MAX = 10;

const DIMENSIONS: { dim: ManagementDimension; title: string; header: string; label(key: string): string }[] = [
  { dim: 'age', title: 'Age', header: 'Age Band', label: ageLabel },
  { dim: 'gender', title: 'Gender', header: 'Gender', label: genderLabel },
  { dim: 'gear', title: 'Gear', header: 'Gear Type', label: capitalised },
  { dim: 'area', title: 'Geographical Area', header: 'Outer Postcode', label: (k) => k },
];

/** Management (learner) reports: frequency tables, a column chart per period and four line charts. */
export function ManagementView({ request, data }: { request: ReportRequest; data: ManagementReport }) {
  const counted = data.measure === 'lessons' ? 'Lessons' : 'Learners';
  const { start, end } = request;
  const xLabel = (p: string) => periodLabel(p, data.unit);
  const per = data.unit === 'day' ? 'Day' : 'Month';
  const totals = overPeriods(start, end, data.totals);
  return (
    <ReportSections>
      <TableAndChart
        table={
          <ReportTable
            title={`${counted} per ${per}`}
            fileName={`${counted.toLowerCase()}-per-${per.toLowerCase()}.csv`}
            columns={[
              { header: per, value: (r: { period: string; count: number }) => xLabel(r.period) },
              { header: counted, value: (r) => r.count, percent: true },
            ]}
            rows={data.totals}
          />
        }
        chart={
          <ColumnChart
            title={`${counted} per ${per}`}
            data={totals.map((t) => ({ label: xLabel(t.period), [counted]: t.count }))}
            keys={[counted]}
            xLegend={per}
            yLegend={counted}
          />
        }
      />
      {data.elapsed ? (
        <Stack gap="2">
          <ReportTable
            title="Days from First Payment to First Lesson"
            fileName="days-to-first-lesson.csv"
            columns={[
              { header: 'Days', value: (r: FrequencyRow) => r.key },
              { header: 'Learners', value: (r) => r.count, percent: true },
            ]}
            rows={data.elapsed.bands}
          />
          <Text>
            Average days to the first lesson: {data.elapsed.average_days === null ? 'N/A' : data.elapsed.average_days.toFixed(1)}
          </Text>
        </Stack>
      ) : null}
      {DIMENSIONS.map(({ dim, title, header, label }) => {
        // A line per area would be unreadable for a large school: the ten largest are drawn, the table lists all.
        const largest = new Set(
          [...data.tables[dim]]
            .sort((a, b) => b.count - a.count)
            .slice(0, LINES_MAX)
            .map((r) => r.key),
        );
        const lines = data.series[dim].filter((r) => largest.has(r.key));
        return (
          <TableAndChart
            key={dim}
            table={
              <ReportTable
                title={`${counted} by ${title}`}
                fileName={`${counted.toLowerCase()}-by-${dim}.csv`}
                columns={[
                  { header, value: (r: FrequencyRow) => r.key },
                  { header: counted, value: (r) => r.count, percent: true },
                ]}
                rows={relabel(data.tables[dim], label)}
              />
            }
            chart={
              <LineChart
                title={`${counted} by ${title} per ${per}${largest.size < data.tables[dim].length ? ` (the ${LINES_MAX} largest)` : ''}`}
                series={linesOverPeriods(start, end, lines, label)}
                xLegend={per}
                yLegend={counted}
                xLabel={xLabel}
              />
            }
          />
        );
      })}
    </ReportSections>
  );
}
