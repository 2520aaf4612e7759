import { z } from 'zod';
import { defineAction } from '../wire/action';
import { ENDPOINTS } from '../wire/endpoints';
import { dateField, ruleAcross, requiredText } from '../validation/fields';
import { PRODUCT_START_DATE, REPORT_COUNTS, REPORT_TYPES, reportItem, type ReportType } from './catalogue';
import { REPORT_MESSAGES, ComplaintsReport, FeedbackReport, FinancialReport, InstructorReport, ManagementReport } from './types';

// Financial & Management Reports (document 3 §2, §3, §7): reportNo, start and end (YYYY-MM-DD,
// London dates, both included). Office users holding the 'reports' privilege only.

const reports = { endpoint: ENDPOINTS.officeUser, permissions: ['user'], privileges: ['reports'] } as const;

/** The request of one report type: a number of its list that is not disabled, and an ordered range from the product start. */
function reportRequest(type: ReportType) {
  return ruleAcross(
    z.object({
      reportNo: requiredText(REPORT_MESSAGES.reportNo)
        .regex(/^\d{1,2}$/, REPORT_MESSAGES.reportNo)
        .transform(Number)
        .refine((n) => n >= 1 && n <= REPORT_COUNTS[type] && reportItem(type, n) !== undefined, REPORT_MESSAGES.reportNo),
      start: dateField(REPORT_MESSAGES.start).refine((d) => d >= PRODUCT_START_DATE, REPORT_MESSAGES.tooEarly),
      end: dateField(REPORT_MESSAGES.end),
    }),
    (v) => v.start <= v.end,
    { path: ['end'], message: REPORT_MESSAGES.order },
  );
}

export const financialReport = defineAction({
  field: 'financialreport',
  ...reports,
  request: reportRequest(REPORT_TYPES.financial),
  reply: 'json',
  response: FinancialReport,
});

export const managementReport = defineAction({
  field: 'managementreport',
  ...reports,
  request: reportRequest(REPORT_TYPES.management),
  reply: 'json',
  response: ManagementReport,
});

export const feedbackReport = defineAction({
  field: 'feedbackreport',
  ...reports,
  request: reportRequest(REPORT_TYPES.feedback),
  reply: 'json',
  response: FeedbackReport,
});

export const complaintsReport = defineAction({
  field: 'complaintsreport',
  ...reports,
  request: reportRequest(REPORT_TYPES.complaints),
  reply: 'json',
  response: ComplaintsReport,
});

export const instructorReport = defineAction({
  field: 'instructorreport',
  ...reports,
  request: reportRequest(REPORT_TYPES.instructor),
  reply: 'json',
  response: InstructorReport,
});
