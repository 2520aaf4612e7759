import type { ComponentType } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { REPORT_TYPE_NAMES, ukDate, type ReportRequest, type ReportType } from '@dss/contract';
import { Alert, Button, HStack, Link, Spinner, Stack, Text } from '@dss/ui';
import { ReportsScreen } from '../shared';
import { ComplaintsView } from './ComplaintsView';
import { FeedbackView } from './FeedbackView';
import { FinancialView } from './FinancialView';
import { InstructorView } from './InstructorView';
import { ManagementView } from './ManagementView';
import { PRINT_CSS } from './print-styles';
import { reportHasData, type ReportData } from './report-data';
import { reportsApi } from './reports-api';

export const REPORTS_PATH = '/dashboard/managementreports';
/** Document 3 §2, word for word. */
export const NOT_REQUESTED_TEXT =
  'Report was not requested with Financial & Management Reports. Please visit Financial & Management Reports and select report again.';
export const NO_DATA_TEXT = 'No Data to display. Please try again or select different report';

type Hook = (args: { reportNo: number; start: string; end: string }) => {
  data?: ReportData;
  isFetching: boolean;
  isError: boolean;
};
type View = ComponentType<{ request: ReportRequest; data: never }>;

/** Each report type's request and view (Financial 1, Management 2, Feedback 3, Complaint 4, Instructor 5). */
const BY_TYPE: Record<ReportType, { useReport: Hook; View: View }> = {
  1: { useReport: reportsApi.useReportsFinancialQuery as Hook, View: FinancialView as View },
  2: { useReport: reportsApi.useReportsManagementQuery as Hook, View: ManagementView as View },
  3: { useReport: reportsApi.useReportsFeedbackQuery as Hook, View: FeedbackView as View },
  4: { useReport: reportsApi.useReportsComplaintsQuery as Hook, View: ComplaintsView as View },
  5: { useReport: reportsApi.useReportsInstructorQuery as Hook, View: InstructorView as View },
};

function isReportRequest(state: unknown): state is ReportRequest {
  const r = state as Partial<ReportRequest> | null;
  return (
    !!r &&
    typeof r.reportDef === 'string' &&
    typeof r.reportNo === 'number' &&
    typeof r.start === 'string' &&
    typeof r.end === 'string' &&
    !!r.reportType &&
    r.reportType in BY_TYPE
  );
}

function NoData() {
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{NO_DATA_TEXT}</Alert.Title>
        <Alert.Description>
          <Link asChild>
            <RouterLink to={REPORTS_PATH}>Back to Financial &amp; Management Reports</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The requested report: asked for once on entry; a refusal or an empty answer shows the no-data warning. */
export function ReportResult({ request }: { request: ReportRequest }) {
  const { useReport, View } = BY_TYPE[request.reportType];
  const { data, isFetching, isError } = useReport({ reportNo: request.reportNo, start: request.start, end: request.end });
  if (isFetching && !data)
    return (
      <HStack>
        <Spinner size="sm" />
        <Text>Loading report…</Text>
      </HStack>
    );
  // A refusal is the spec's 'ERROR': the data-error flag, shown as no data.
  if (isError || !data || !reportHasData(request.reportType, data)) return <NoData />;
  return <View request={request} data={data as never} />;
}

/** The report result screen (document 3 §2): opened from the chooser with the request as router state. */
export function ViewReportPage() {
  const state: unknown = useLocation().state;
  const trail = [{ label: 'Financial & Management Reports', to: REPORTS_PATH }];
  if (!isReportRequest(state))
    return (
      <ReportsScreen title="Report" trail={trail}>
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{NOT_REQUESTED_TEXT}</Alert.Title>
        </Alert.Root>
      </ReportsScreen>
    );
  return (
    <ReportsScreen title={state.reportDef} trail={trail}>
      <style>{PRINT_CSS}</style>
      <HStack justify="space-between" wrap="wrap">
        <Text>
          {REPORT_TYPE_NAMES[state.reportType]} report, {ukDate(state.start)} to {ukDate(state.end)}
        </Text>
        <Button size="sm" variant="outline" className="no-print" onClick={() => window.print()}>
          Print
        </Button>
      </HStack>
      <Stack gap="6">
        <ReportResult key={`${state.reportType}-${state.reportNo}-${state.start}-${state.end}`} request={state} />
      </Stack>
    </ReportsScreen>
  );
}
