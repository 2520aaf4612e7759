import type { FeedbackReport, ReportRequest } from '@dss/contract';
import { ColumnChart } from './charts';
import { FeedbackBars } from './FeedbackBars';
import { ReportSections, TableAndChart } from './layout';
import { ReportTable } from './ReportTable';
import { periodLabel } from './report-figures';
import { reportPeriods } from '@dss/contract';

const STARS = [1, 2, 3, 4, 5].map((n) => `${n} ${n === 1 ? 'star' : 'stars'}`);

/** Feedback reports: progress bars and tables, with the questions or stars per period. */
export function FeedbackView({ request, data }: { request: ReportRequest; data: FeedbackReport }) {
  const per = data.unit === 'day' ? 'Day' : 'Month';
  const xLabel = (p: string) => periodLabel(p, data.unit);
  const periods = reportPeriods(request.start, request.end);
  const byGroup = request.reportNo === 3 || request.reportNo === 7;
  const subject = byGroup ? 'Question Group' : 'Question';
  return (
    <ReportSections>
      {data.questions ? (
        <TableAndChart
          table={
            <ReportTable
              title={`Ratings by ${subject}`}
              fileName={`ratings-by-${subject.toLowerCase().replace(' ', '-')}.csv`}
              columns={[
                { header: subject, value: (r: (typeof data.questions)[number]) => r.quest_text },
                { header: 'Ratings', value: (r) => r.no_of_ratings, percent: true },
                { header: 'Ratings Total', value: (r) => r.ratings_total },
              ]}
              rows={data.questions}
            />
          }
          chart={<FeedbackBars title={`Score by ${subject}`} rows={data.questions} />}
        />
      ) : null}
      {data.ratings ? (
        <ReportTable
          title="Star Ratings"
          fileName="star-ratings.csv"
          columns={[
            { header: 'Rating', value: (r: (typeof data.ratings)[number]) => STARS[r.rating - 1]! },
            { header: 'Amount', value: (r) => r.amount, percent: true },
          ]}
          rows={data.ratings}
        />
      ) : null}
      {data.asked ? (
        <TableAndChart
          table={
            <ReportTable
              title={`Questions ${request.reportNo % 4 === 2 ? 'Asked' : 'Answered'} per ${per}`}
              fileName="questions-per-period.csv"
              columns={[
                { header: per, value: (r: (typeof data.asked)[number]) => xLabel(r.asked_on) },
                { header: 'Questions', value: (r) => r.no_of_questions, percent: true },
              ]}
              rows={data.asked}
            />
          }
          chart={
            <ColumnChart
              title={`Questions ${request.reportNo % 4 === 2 ? 'Asked' : 'Answered'} per ${per}`}
              data={periods.map((p) => ({
                label: xLabel(p),
                Questions: data.asked!.find((a) => a.asked_on === p)?.no_of_questions ?? 0,
              }))}
              keys={['Questions']}
              xLegend={per}
              yLegend="Questions"
            />
          }
        />
      ) : null}
      {data.rated ? (
        <TableAndChart
          table={
            <ReportTable
              title={`Star Ratings per ${per}`}
              fileName="star-ratings-per-period.csv"
              columns={[
                { header: per, value: (r: (typeof data.rated)[number]) => xLabel(r.rated_on) },
                { header: 'Rating', value: (r) => STARS[r.rating - 1]! },
                { header: 'Amount', value: (r) => r.amount, percent: true },
              ]}
              rows={data.rated}
            />
          }
          chart={
            <ColumnChart
              title={`Star Ratings per ${per}`}
              data={periods.map((p) => ({
                label: xLabel(p),
                ...Object.fromEntries(
                  STARS.map((s, i) => [s, data.rated!.find((r) => r.rated_on === p && r.rating === i + 1)?.amount ?? 0]),
                ),
              }))}
              keys={STARS}
              xLegend={per}
              yLegend="Ratings"
            />
          }
        />
      ) : null}
    </ReportSections>
  );
}
