import { actionQuery, injectDomainEndpoints } from '@dss/api';
import { reportActions } from '@dss/contract';

/** The five report requests of the result screen (document 3 §7). */
export const reportsApi = injectDomainEndpoints('reports', (build) => ({
  reportsFinancial: actionQuery(build, reportActions.financialReport, { provides: ['Reports'] }),
  reportsManagement: actionQuery(build, reportActions.managementReport, { provides: ['Reports'] }),
  reportsFeedback: actionQuery(build, reportActions.feedbackReport, { provides: ['Reports'] }),
  reportsComplaints: actionQuery(build, reportActions.complaintsReport, { provides: ['Reports'] }),
  reportsInstructor: actionQuery(build, reportActions.instructorReport, { provides: ['Reports'] }),
}));
