import { useId } from 'react';
import { reportPeriods, type FeeRow, type FinancialReport, type IncomeRow, type ReportRequest } from '@dss/contract';
import { formatGBP } from '@dss/ui';
import { ColumnChart, FINANCIAL_CHART_HEIGHT, LineChart, PieChart } from './charts';
import { ReportSections, TableAndChart } from './layout';
import { ReportTable, type Column } from './ReportTable';
import { genderLabel, periodLabel } from './report-figures';

type Fees = Extract<FinancialReport, { kind: 'fees' }>;
type Income = Extract<FinancialReport, { kind: 'income' }>;

const GROUP_HEADERS: Record<Fees['by'], string> = {
  postcode: 'Outer Postcode',
  plan: 'Franchise Package',
  worktype: 'Work Type',
  gender: 'Gender',
};
const money = (v: string | number) => formatGBP(v);

function feeColumns(by: Fees['by']): Column<FeeRow>[] {
  return [
    { header: GROUP_HEADERS[by], value: (r) => (by === 'gender' ? genderLabel(r.key) : r.key) },
    { header: 'Instructors', value: (r) => r.instructors, total: true },
    { header: 'Initial Fees', value: (r) => r.initial_fees, total: true, display: money },
    { header: 'Weeks', value: (r) => r.weeks, total: true },
    { header: 'Weekly Fees', value: (r) => r.weekly_fees, total: true, display: money },
    { header: 'Total', value: (r) => r.total, percent: true, display: money },
  ];
}

function FeesView({ data }: { data: Fees }) {
  const tableId = useId();
  const label = (r: FeeRow) => (data.by === 'gender' ? genderLabel(r.key) : r.key);
  const title = `Franchise Fees by ${GROUP_HEADERS[data.by]}`;
  const table = (
    <ReportTable title={title} fileName={`franchise-fees-by-${data.by}.csv`} columns={feeColumns(data.by)} rows={data.rows} />
  );
  if (data.by !== 'postcode')
    return (
      <TableAndChart
        table={table}
        chart={
          <PieChart
            title={`Share of ${title}`}
            data={data.rows.map((r) => ({ id: label(r), value: Number(r.total) }))}
            height={FINANCIAL_CHART_HEIGHT}
            kind="money"
          />
        }
      />
    );
  return (
    <ReportSections>
      <TableAndChart
        tableId={tableId}
        table={table}
        chart={
          <ColumnChart
            title={title}
            data={data.rows.map((r) => ({ label: r.key, Total: Number(r.total) }))}
            keys={['Total']}
            xLegend="Outer postcode"
            yLegend="Fees"
            height={FINANCIAL_CHART_HEIGHT}
            kind="money"
          />
        }
      />
      <LineChart
        title="Initial and Weekly Fees by Outer Postcode"
        tableId={tableId}
        series={[
          { id: 'Initial fees', data: data.rows.map((r) => ({ x: r.key, y: Number(r.initial_fees) })) },
          { id: 'Weekly fees', data: data.rows.map((r) => ({ x: r.key, y: Number(r.weekly_fees) })) },
        ]}
        xLegend="Outer postcode"
        yLegend="Fees"
        xLabel={(x) => x}
        height={FINANCIAL_CHART_HEIGHT}
        kind="money"
      />
    </ReportSections>
  );
}

const incomeColumns = <R extends IncomeRow>(first: Column<R>[]): Column<R>[] => [
  ...first,
  { header: 'Lessons', value: (r) => r.lessons, percent: true },
  { header: 'Income', value: (r) => r.money, percent: true, display: money },
  { header: 'Average per Lesson', value: (r) => r.average, display: money },
];

function IncomeView({ request, data }: { request: ReportRequest; data: Income }) {
  const perPeriodId = useId();
  const per = data.unit === 'day' ? 'Day' : 'Month';
  const xLabel = (p: string) => periodLabel(p, data.unit);
  const periods = reportPeriods(request.start, request.end);
  const at = (p: string) => data.bookings_totals.find((b) => b.period === p);
  const line = (id: string, pick: (r: IncomeRow) => number) => ({
    id,
    data: periods.map((p) => ({ x: p, y: at(p) ? pick(at(p)!) : 0 })),
  });
  const postcodes = data.postcode_totals.map((r) => r.postcode);
  return (
    <ReportSections>
      <ReportTable
        title="Income by Instructor Gender"
        fileName="income-by-gender.csv"
        columns={incomeColumns<Income['gender_totals'][number]>([{ header: 'Gender', value: (r) => genderLabel(r.gender) }])}
        rows={data.gender_totals}
      />
      <ReportTable
        title="Income by Outer Postcode"
        fileName="income-by-postcode.csv"
        columns={incomeColumns<Income['postcode_totals'][number]>([{ header: 'Outer Postcode', value: (r) => r.postcode }])}
        rows={data.postcode_totals}
      />
      {/* The stacked chart beside the table of its figures (it was beside the gender totals). */}
      <TableAndChart
        table={
          <ReportTable
            title="Income by Outer Postcode and Instructor Gender"
            fileName="income-by-postcode-and-gender.csv"
            columns={incomeColumns<Income['postcode_gender_totals'][number]>([
              { header: 'Outer Postcode', value: (r) => r.postcode },
              { header: 'Gender', value: (r) => genderLabel(r.gender) },
            ])}
            rows={data.postcode_gender_totals}
          />
        }
        chart={
          <ColumnChart
            title="Income by Outer Postcode and Instructor Gender"
            data={postcodes.map((pc) => ({
              label: pc,
              Male: Number(data.postcode_gender_totals.find((r) => r.postcode === pc && r.gender === 'm')?.money ?? 0),
              Female: Number(data.postcode_gender_totals.find((r) => r.postcode === pc && r.gender !== 'm')?.money ?? 0),
            }))}
            keys={['Male', 'Female']}
            xLegend="Outer postcode"
            yLegend="Income"
            height={FINANCIAL_CHART_HEIGHT}
            kind="money"
          />
        }
      />
      <TableAndChart
        tableId={perPeriodId}
        table={
          <ReportTable
            title={`Lessons and Income per ${per}`}
            fileName="income-per-period.csv"
            columns={incomeColumns<Income['bookings_totals'][number]>([{ header: per, value: (r) => xLabel(r.period) }])}
            rows={data.bookings_totals}
          />
        }
        chart={
          <LineChart
            title={`Lessons per ${per}`}
            series={[line('Lessons', (r) => r.lessons)]}
            xLegend={per}
            yLegend="Lessons"
            xLabel={xLabel}
            height={FINANCIAL_CHART_HEIGHT}
          />
        }
      />
      <LineChart
        title={`Income per ${per}`}
        tableId={perPeriodId}
        series={[line('Income', (r) => Number(r.money))]}
        xLegend={per}
        yLegend="Income"
        xLabel={xLabel}
        height={FINANCIAL_CHART_HEIGHT}
        kind="money"
      />
      <LineChart
        title={`Average Income per Lesson per ${per}`}
        tableId={perPeriodId}
        series={[line('Average per lesson', (r) => Number(r.average))]}
        xLegend={per}
        yLegend="Average per lesson"
        xLabel={xLabel}
        height={FINANCIAL_CHART_HEIGHT}
        kind="money"
      />
    </ReportSections>
  );
}

/** Financial reports 1-4 (franchise fees by a grouping) and 6 (income by lessons taken). */
export function FinancialView({ request, data }: { request: ReportRequest; data: FinancialReport }) {
  return data.kind === 'fees' ? <FeesView data={data} /> : <IncomeView request={request} data={data} />;
}
