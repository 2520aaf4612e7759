import type { ComponentType } from 'react';
import { routesOf } from '@dss/contract';
import { lazyScreen, screenInPreparation } from '@dss/ui';

/** The screens built so far, by route path; each loads with its route. */
const built: Record<string, ComponentType> = {
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
  'managementreports/viewreport': lazyScreen(
    () => import('./reports/ViewReportPage'),
    (m) => m.ViewReportPage,
  ),
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

/** The screens of the routes this app owns in the route table, by route path. */
export const screens: Record<string, ComponentType> = Object.fromEntries(
  routesOf('reports').map((route) => [route.path, built[route.path] ?? screenInPreparation(route.title)]),
);
