import type { ComponentType } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isRecord, REPORT_TYPE_NAMES, ukDate, type ReportRequest, type ReportType } from '@dss/contract';
import { Alert, Button, HStack, Link, ScreenLayout, Spinner, Stack, Text } from '@dss/ui';

import { ComplaintsView } from './ComplaintsView';
import { FeedbackView } from './FeedbackView';
import { FinancialView } from './FinancialView';
import { InstructorView } from './InstructorView';
import { ManagementView } from './ManagementView';
import { PRINT_CSS } from './print-styles';
import { complaintsHaveData, feedbackHasData, financialHasData, instructorHasData, managementHasData } from './report-data';
import { reportsApi } from './reports-api';

export const REPORTS_PATH = '/dashboard/managementreports';
/** Document 3 §2, word for word. */
export const NOT_REQUESTED_TEXT =
  'Report was not requested with Financial & Management Reports. Please visit Financial & Management Reports and select report again.';
export const NO_DATA_TEXT = 'No Data to display. Please try again or select different report';

type ReportArgs = { reportNo: number; start: string; end: string };

/** One report type: its request, whether its answer has anything to show, and its view. */
interface ReportKind<D> {
  useReport(args: ReportArgs): { data?: D; isFetching: boolean; isError: boolean };
  hasData(data: D): boolean;
  View: ComponentType<{ request: ReportRequest; data: D }>;
}

/** The result of one report type: asked for once on entry; a refusal or an empty answer shows the no-data warning. */
function resultOf<D>({ useReport, hasData, View }: ReportKind<D>) {
  return function TypeResult({ request }: { request: ReportRequest }) {
    const { data, isFetching, isError } = useReport({ reportNo: request.reportNo, start: request.start, end: request.end });
    if (isFetching && !data)
      return (
        <HStack>
          <Spinner size="sm" />
          <Text>Loading report…</Text>
        </HStack>
      );
    // A refusal is the spec's 'ERROR': the data-error flag, shown as no data.
    if (isError || !data || !hasData(data)) return <NoData />;
    return <View request={request} data={data} />;
  };
}

/** Each report type's result (Financial 1, Management 2, Feedback 3, Complaint 4, Instructor 5). */
const BY_TYPE: Record<ReportType, ComponentType<{ request: ReportRequest }>> = {
  1: resultOf({ useReport: reportsApi.useReportsFinancialQuery, hasData: financialHasData, View: FinancialView }),
  2: resultOf({ useReport: reportsApi.useReportsManagementQuery, hasData: managementHasData, View: ManagementView }),
  3: resultOf({ useReport: reportsApi.useReportsFeedbackQuery, hasData: feedbackHasData, View: FeedbackView }),
  4: resultOf({ useReport: reportsApi.useReportsComplaintsQuery, hasData: complaintsHaveData, View: ComplaintsView }),
  5: resultOf({ useReport: reportsApi.useReportsInstructorQuery, hasData: instructorHasData, View: InstructorView }),
};

function isReportRequest(state: unknown): state is ReportRequest {
  if (!isRecord(state)) return false;
  const type = state.reportType;
  return (
    typeof state.reportDef === 'string' &&
    typeof state.reportNo === 'number' &&
    typeof state.start === 'string' &&
    typeof state.end === 'string' &&
    !!type &&
    String(type) in BY_TYPE
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

/** The requested report, by its type. */
export function ReportResult({ request }: { request: ReportRequest }) {
  const TypeResult = BY_TYPE[request.reportType];
  return <TypeResult request={request} />;
}

/** The report result screen (document 3 §2): opened from the chooser with the request as router state. */
export function ViewReportPage() {
  const state: unknown = useLocation().state;
  const trail = [{ label: 'Financial & Management Reports', to: REPORTS_PATH }];
  if (!isReportRequest(state))
    return (
      <ScreenLayout title="Report" trail={trail}>
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{NOT_REQUESTED_TEXT}</Alert.Title>
        </Alert.Root>
      </ScreenLayout>
    );
  return (
    <ScreenLayout title={state.reportDef} trail={trail}>
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
    </ScreenLayout>
  );
}
