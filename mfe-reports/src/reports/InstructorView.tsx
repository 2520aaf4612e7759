import { reportPeriods, type FrequencyRow, type InstructorReport, type ReportRequest } from '@dss/contract';
import { ColumnChart, PieChart } from './charts';
import { ReportSections, TableAndChart } from './layout';
import { ReportTable } from './ReportTable';
import { ageLabel, capitalised, genderLabel, periodLabel, relabel } from './report-figures';

type Frequencies = {
  [K in keyof InstructorReport]: InstructorReport[K] extends FrequencyRow[] | null ? K : never;
}[keyof InstructorReport];

/** The frequency lists and how each is titled, labelled and drawn. */
const FREQUENCIES: { field: Frequencies; title: string; header: string; label?(k: string): string; pie?: boolean }[] = [
  { field: 'gear_type', title: 'Vehicles by Gear Type', header: 'Gear Type', label: capitalised, pie: true },
  { field: 'dual_ctrl', title: 'Vehicles with Dual Controls', header: 'Dual Controls', pie: true },
  { field: 'fuel_type', title: 'Vehicles by Fuel Type', header: 'Fuel Type', pie: true },
  { field: 'makes', title: 'Vehicles by Make', header: 'Make' },
  { field: 'body_type', title: 'Vehicles by Body Type', header: 'Body Type' },
  { field: 'reg_year', title: 'Vehicles by Year of Registration', header: 'Year' },
  { field: 'adi_per_teaching_gender', title: 'Instructors by Genders Taught', header: 'Teaches', label: capitalised, pie: true },
  { field: 'adi_per_lang', title: 'Instructors by Secondary Language', header: 'Language' },
  { field: 'learner_per_lang', title: 'Learners Asking for a Secondary Language', header: 'Language' },
  { field: 'adi_gender_count', title: 'Instructors by Gender', header: 'Gender', label: genderLabel, pie: true },
  { field: 'adi_age_count', title: 'Instructors by Age Band', header: 'Age Band', label: ageLabel },
];

type PcRow = { outer_pc: string; no_adis?: number; total?: number };
const POSTCODES: {
  field: 'adi_per_pc' | 'comp_per_pc' | 'active_adi_pcs' | 'inactive_adi_pcs' | 'total_adi_pcs';
  title: string;
  counted: string;
}[] = [
  { field: 'adi_per_pc', title: 'Instructors Covering each Outer Postcode', counted: 'Instructors' },
  { field: 'comp_per_pc', title: 'Complaints by Outer Postcode', counted: 'Complaints' },
  { field: 'active_adi_pcs', title: 'Active Instructors by Outer Postcode', counted: 'Instructors' },
  { field: 'inactive_adi_pcs', title: 'Inactive Instructors by Outer Postcode', counted: 'Instructors' },
  { field: 'total_adi_pcs', title: 'All Instructors by Outer Postcode', counted: 'Instructors' },
];

/** Instructor reports: each list the report fills, as a table beside its chart. */
export function InstructorView({ request, data }: { request: ReportRequest; data: InstructorReport }) {
  const per = data.unit === 'day' ? 'Day' : 'Month';
  const xLabel = (p: string) => periodLabel(p, data.unit);
  const periods = reportPeriods(request.start, request.end);
  const series: { rows: { period: string; count: number }[] | null; title: string; counted: string }[] = [
    {
      rows: data.completed_lessons_count?.map((r) => ({ period: r.dates, count: r.count })) ?? null,
      title: 'Lessons Provided',
      counted: 'Lessons',
    },
    {
      rows: data.rescheduled_lessons_count?.map((r) => ({ period: r.dates, count: r.count })) ?? null,
      title: 'Lessons Rescheduled',
      counted: 'Lessons',
    },
    {
      rows: data.departed_adis?.map((r) => ({ period: r.departed_on, count: r.no_adis })) ?? null,
      title: 'Instructors Departed',
      counted: 'Instructors',
    },
    {
      rows: data.new_adis?.map((r) => ({ period: r.joined_on, count: r.no_adis })) ?? null,
      title: 'New Instructors',
      counted: 'Instructors',
    },
  ];
  return (
    <ReportSections>
      {FREQUENCIES.filter((f) => data[f.field] !== null).map(({ field, title, header, label = (k) => k, pie }) => {
        const rows = relabel(data[field]!, label);
        return (
          <TableAndChart
            key={field}
            table={
              <ReportTable
                title={title}
                fileName={`${field}.csv`}
                columns={[
                  { header, value: (r: FrequencyRow) => r.key },
                  { header: 'Count', value: (r) => r.count, percent: true },
                ]}
                rows={rows}
              />
            }
            chart={
              pie ? (
                <PieChart title={title} data={rows.map((r) => ({ id: r.key, value: r.count }))} />
              ) : (
                <ColumnChart
                  title={title}
                  data={rows.map((r) => ({ label: r.key, Count: r.count }))}
                  keys={['Count']}
                  xLegend={header}
                  yLegend="Count"
                />
              )
            }
          />
        );
      })}
      {data.learner_pc_by_lang ? (
        <ReportTable
          title="Learners Asking for a Secondary Language by Outer Postcode"
          fileName="learner-languages-by-postcode.csv"
          columns={[
            { header: 'Outer Postcode', value: (r: NonNullable<InstructorReport['learner_pc_by_lang']>[number]) => r.postcode },
            { header: 'Languages', value: (r) => r.langs },
            { header: 'Learners', value: (r) => r.count, percent: true },
          ]}
          rows={data.learner_pc_by_lang}
        />
      ) : null}
      {data.adi_age_gender ? (
        <TableAndChart
          table={
            <ReportTable
              title="Instructors by Age Band and Gender"
              fileName="instructors-by-age-and-gender.csv"
              columns={[
                { header: 'Age Band', value: (r: NonNullable<InstructorReport['adi_age_gender']>[number]) => ageLabel(r.age) },
                { header: 'Gender', value: (r) => genderLabel(r.gender) },
                { header: 'Instructors', value: (r) => r.count, percent: true },
              ]}
              rows={data.adi_age_gender}
            />
          }
          chart={
            <ColumnChart
              title="Instructors by Age Band and Gender"
              data={[...new Set(data.adi_age_gender.map((r) => r.age))].map((age) => ({
                label: ageLabel(age),
                Male: data.adi_age_gender!.find((r) => r.age === age && r.gender === 'm')?.count ?? 0,
                Female: data.adi_age_gender!.find((r) => r.age === age && r.gender !== 'm')?.count ?? 0,
              }))}
              keys={['Male', 'Female']}
              xLegend="Age band"
              yLegend="Instructors"
            />
          }
        />
      ) : null}
      {data.retention ? (
        <TableAndChart
          table={
            <ReportTable
              title="Days with the School"
              fileName="instructor-retention.csv"
              columns={[
                { header: 'Instructors', value: (r: NonNullable<InstructorReport['retention']>[number]) => r.type },
                { header: 'Number', value: (r) => r.total },
                { header: 'Fewest Days', value: (r) => r.min ?? '' },
                { header: 'Most Days', value: (r) => r.max ?? '' },
                { header: 'Average Days', value: (r) => (r.average === null ? '' : r.average.toFixed(1)) },
              ]}
              rows={data.retention}
            />
          }
          chart={
            <ColumnChart
              title="Average Days with the School"
              data={data.retention.map((r) => ({ label: r.type, 'Average days': r.average ?? 0 }))}
              keys={['Average days']}
              xLegend="Instructors"
              yLegend="Days"
            />
          }
        />
      ) : null}
      {POSTCODES.filter((p) => data[p.field] !== null).map(({ field, title, counted }) => {
        const list: readonly PcRow[] = data[field] ?? [];
        const rows = list.map((r) => ({ key: r.outer_pc, count: r.no_adis ?? r.total ?? 0 }));
        return (
          <TableAndChart
            key={field}
            table={
              <ReportTable
                title={title}
                fileName={`${field}.csv`}
                columns={[
                  { header: 'Outer Postcode', value: (r: FrequencyRow) => r.key },
                  { header: counted, value: (r) => r.count, percent: true },
                ]}
                rows={rows}
              />
            }
            chart={
              <ColumnChart
                title={title}
                data={rows.map((r) => ({ label: r.key, [counted]: r.count }))}
                keys={[counted]}
                xLegend="Outer postcode"
                yLegend={counted}
              />
            }
          />
        );
      })}
      {series
        .filter((s) => s.rows !== null)
        .map(({ rows, title, counted }) => (
          <TableAndChart
            key={title}
            table={
              <ReportTable
                title={`${title} per ${per}`}
                fileName={`${title.toLowerCase().replace(/ /g, '-')}.csv`}
                columns={[
                  { header: per, value: (r: { period: string; count: number }) => xLabel(r.period) },
                  { header: counted, value: (r) => r.count, percent: true },
                ]}
                rows={rows!}
              />
            }
            chart={
              <ColumnChart
                title={`${title} per ${per}`}
                data={periods.map((p) => ({ label: xLabel(p), [counted]: rows!.find((r) => r.period === p)?.count ?? 0 }))}
                keys={[counted]}
                xLegend={per}
                yLegend={counted}
              />
            }
          />
        ))}
    </ReportSections>
  );
}
