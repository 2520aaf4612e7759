import type { ComponentType } from 'react';
import { lazyScreen } from '@dss/ui';
import { viewReportScreen } from './reports/view-report-screen';

/** The screens of the routes this app declares in routes.json, by route path; each loads with its route. */
export const screens: Record<string, ComponentType> = {
  recordinstructorfranchisepayments: lazyScreen(
    () => import('./payments/InstructorPaymentsPage'),
    (m) => m.RecordInstructorPaymentsPage,
  ),
  acceptinstructorpayments: lazyScreen(
    () => import('./payments/InstructorPaymentsPage'),
    (m) => m.AcceptInstructorPaymentsPage,
  ),
  rescordtransactions: lazyScreen(
    () => import('./finance/FinancialManagementPage'),
    (m) => m.FinancialManagementPage,
  ),
  instructorfranchisepaydata: lazyScreen(
    () => import('./franchise-report/FranchisePaymentReportPage'),
    (m) => m.FranchisePaymentReportPage,
  ),
  learnermonthlyoverview: lazyScreen(
    () => import('./overviews/MonthlyOverviewPages'),
    (m) => m.LearnerMonthlyOverviewPage,
  ),
  'managementreports/viewreport': viewReportScreen,
  instructormonthlyoverview: lazyScreen(
    () => import('./overviews/MonthlyOverviewPages'),
    (m) => m.InstructorMonthlyOverviewPage,
  ),
  instructorperformancereport: lazyScreen(
    () => import('./performance/InstructorPerformanceReportPage'),
    (m) => m.InstructorPerformanceReportPage,
  ),
  managementreports: lazyScreen(
    () => import('./reports/ReportChooserPage'),
    (m) => m.ReportChooserPage,
  ),
};
