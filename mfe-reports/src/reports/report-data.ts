import type {
  ComplaintsReport,
  FeedbackReport,
  FinancialReport,
  InstructorReport,
  ManagementReport,
  ReportType,
} from '@dss/contract';

export type ReportData = FinancialReport | ManagementReport | FeedbackReport | ComplaintsReport | InstructorReport;

/** Whether a report's answer has anything to show; an empty one shows the no-data warning. */
export function reportHasData(type: ReportType, data: ReportData): boolean {
  switch (type) {
    case 1: {
      const d = data as FinancialReport;
      return d.kind === 'fees' ? d.rows.length > 0 : d.totals.lessons > 0;
    }
    case 2:
      return (data as ManagementReport).total > 0;
    case 3: {
      const d = data as FeedbackReport;
      return !!(
        d.questions?.some((q) => q.no_of_ratings > 0) ||
        d.ratings?.some((r) => r.amount > 0) ||
        d.asked?.length ||
        d.rated?.length
      );
    }
    case 4:
      return (data as ComplaintsReport).report_data.length > 0;
    case 5: {
      const report = data as InstructorReport;
      return (
        Boolean(report.retention?.some((r) => r.total > 0)) ||
        Object.entries(report).some(([field, value]) => field !== 'retention' && Array.isArray(value) && value.length > 0)
      );
    }
  }
}
