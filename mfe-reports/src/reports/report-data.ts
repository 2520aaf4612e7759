import type { ComplaintsReport, FeedbackReport, FinancialReport, InstructorReport, ManagementReport } from '@dss/contract';

// Whether a report's answer has anything to show; an empty one shows the no-data warning.

export function financialHasData(d: FinancialReport): boolean {
  return d.kind === 'fees' ? d.rows.length > 0 : d.totals.lessons > 0;
}

export function managementHasData(d: ManagementReport): boolean {
  return d.total > 0;
}

export function feedbackHasData(d: FeedbackReport): boolean {
  return !!(
    d.questions?.some((q) => q.no_of_ratings > 0) ||
    d.ratings?.some((r) => r.amount > 0) ||
    d.asked?.length ||
    d.rated?.length
  );
}

export function complaintsHaveData(d: ComplaintsReport): boolean {
  return d.report_data.length > 0;
}

export function instructorHasData(report: InstructorReport): boolean {
  return (
    Boolean(report.retention?.some((r) => r.total > 0)) ||
    Object.entries(report).some(([field, value]) => field !== 'retention' && Array.isArray(value) && value.length > 0)
  );
}
