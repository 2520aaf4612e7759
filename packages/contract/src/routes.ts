import type { Permission } from './auth/permissions';

/** The app that renders a route: the shell itself or one of the five remotes. */
export type RouteOwner = 'shell' | 'learners' | 'instructors' | 'bookings' | 'reports' | 'admin';

export interface DashboardRoute {
  /** Path under /dashboard, exactly as the spec's route table spells it. */
  path: string;
  title: string;
  permissions: readonly Permission[];
  owner: RouteOwner;
}

/**
 * React Router 6's switches for its version 7 behaviour, on in every router of the apps (the
 * shell's, the dev host's and the tests'): navigations run as React transitions, and relative
 * links inside splat routes resolve from the route's own path (docs/decisions/shell.md).
 */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

export const DEFAULT_PAGE_TITLE = 'Driving School System';
export const DASHBOARD = '/dashboard';
export const ADMIN_HOME = '/dashboard/adminhome';
export const USER_HOME = '/dashboard/home';

const user = ['user'] as const;
const admin = ['admin'] as const;
// Office staff always hold 'user'; Financial & Management Reports also needs the reports privilege.
const reports = ['reports'] as const;

/** The route table under /dashboard (document 1 §2, document 3 §2). */
export const DASHBOARD_ROUTES: readonly DashboardRoute[] = [
  { path: 'home', title: 'Home', permissions: user, owner: 'shell' },
  { path: 'registerlearner', title: 'Register Learner', permissions: user, owner: 'learners' },
  { path: 'managelearners', title: 'View/Edit Learners', permissions: user, owner: 'learners' },
  { path: 'editlearner', title: 'Edit/Update Learner', permissions: user, owner: 'learners' },
  { path: 'editlearner/:id', title: 'Edit/Update Learner', permissions: user, owner: 'learners' },
  { path: 'acceptpayments', title: 'Accept Payments', permissions: user, owner: 'learners' },
  { path: 'assigninstructor', title: 'Assign Instructor', permissions: user, owner: 'learners' },
  // Administrators enter it too, to void a payment taken in error (docs/decisions/voiding-a-payment.md).
  { path: 'learnerpaymentdata', title: "Learners' Payments Data", permissions: ['user', 'admin'], owner: 'learners' },
  { path: 'registerinstructor', title: 'Register Instructor', permissions: user, owner: 'instructors' },
  { path: 'vieweditinstructors', title: 'View/Edit Active Driving Instructors', permissions: user, owner: 'instructors' },
  { path: 'edit', title: 'Edit Instructor', permissions: user, owner: 'instructors' },
  { path: 'edit/:id', title: 'Edit Instructor', permissions: user, owner: 'instructors' },
  { path: 'pendinginstructors', title: 'Pending Instructors', permissions: user, owner: 'instructors' },
  { path: 'searchinstructor', title: 'Advance Instructor Search', permissions: user, owner: 'instructors' },
  { path: 'recordlearnerfeedbacks', title: 'Record Learner Feedbacks', permissions: user, owner: 'bookings' },
  { path: 'viewlearnerfeedback', title: 'View Learner Feedback', permissions: user, owner: 'bookings' },
  {
    path: 'recordinstructorfeedbacks',
    title: 'Record Instructors Feedbacks About Learners',
    permissions: user,
    owner: 'bookings',
  },
  { path: 'viewinstructorfeedback', title: 'View Instructor Feedbacks', permissions: user, owner: 'bookings' },
  { path: 'recordcomplaint', title: 'Record Complaint', permissions: user, owner: 'bookings' },
  { path: 'viewactivecomplaints', title: 'Active Complaints', permissions: user, owner: 'bookings' },
  { path: 'resolvedcomplaints', title: 'Resolved Complaints', permissions: user, owner: 'bookings' },
  { path: 'booklearners', title: 'Book Learners', permissions: user, owner: 'bookings' },
  { path: 'bookpendinglearners', title: 'Book Pending Bookings', permissions: user, owner: 'bookings' },
  { path: 'instructordiary', title: 'View Instructor Diary', permissions: user, owner: 'bookings' },
  { path: 'recordtestoutcome', title: 'Record Test Outcome', permissions: user, owner: 'bookings' },
  { path: 'learnermonthlyoverview', title: "Learners' Monthly Overview", permissions: user, owner: 'reports' },
  { path: 'instructormonthlyoverview', title: "Instructors' Monthly Overview", permissions: user, owner: 'reports' },
  { path: 'instructorperformancereport', title: 'Instructor Performance Report', permissions: user, owner: 'reports' },
  { path: 'instructorfranchisepaydata', title: 'View Instructor Franchise Payment Report', permissions: user, owner: 'reports' },
  { path: 'managementreports', title: 'Financial & Management Reports', permissions: reports, owner: 'reports' },
  { path: 'managementreports/viewreport', title: 'Report', permissions: reports, owner: 'reports' },
  {
    path: 'recordinstructorfranchisepayments',
    title: 'Record Instructor Franchise Payments',
    permissions: user,
    owner: 'reports',
  },
  { path: 'acceptinstructorpayments', title: 'Accept Instructor Payments', permissions: user, owner: 'reports' },
  { path: 'rescordtransactions', title: 'Record Expenses', permissions: user, owner: 'reports' },
  { path: 'adminhome', title: 'Admin Home', permissions: admin, owner: 'shell' },
  { path: 'addstaff', title: 'Add Staff', permissions: admin, owner: 'admin' },
  { path: 'managestaff', title: 'View/Edit Office Staff', permissions: admin, owner: 'admin' },
  { path: 'resetstaffpass', title: 'Reset Office Staff Password', permissions: admin, owner: 'admin' },
  { path: 'approveinstructors', title: 'Approve Instructors', permissions: admin, owner: 'instructors' },
  { path: 'instructorstatemanagement', title: 'Instructor State Management', permissions: admin, owner: 'instructors' },
  { path: 'addfranchiseplan', title: 'Create New Franchise Package', permissions: admin, owner: 'admin' },
  { path: 'managefranchiseplans', title: 'Manage Franchise Plans', permissions: admin, owner: 'admin' },
  { path: 'addlessonplan', title: 'Create New Lesson Package', permissions: admin, owner: 'admin' },
  { path: 'managelessonplans', title: 'Manage Lesson Plans', permissions: admin, owner: 'admin' },
  { path: 'addlearnerquestiongroup', title: 'Learner Feedback Question Groups', permissions: admin, owner: 'admin' },
  { path: 'addinstructorquestiongroup', title: 'Instructor Feedback Question Groups', permissions: admin, owner: 'admin' },
  { path: 'managelearnerfeedbackquestions', title: 'Learner Feedback Questions', permissions: admin, owner: 'admin' },
  { path: 'manageinstructorfeedbackquestions', title: 'Instructor Feedback Questions', permissions: admin, owner: 'admin' },
  { path: 'managequickinfo', title: 'Add/Manage Quick Information', permissions: admin, owner: 'admin' },
  { path: 'cancellationpolicy', title: 'Cancellation Policy', permissions: admin, owner: 'admin' },
  // Beyond the spec: the region's bank holidays and the school's own closed days (docs/decisions/bank-holidays-and-closed-days.md).
  { path: 'closeddays', title: 'Bank Holidays & Closed Days', permissions: admin, owner: 'admin' },
  { path: 'lessonreminders', title: 'Lesson Reminders', permissions: admin, owner: 'admin' },
  // Beyond the spec: the syllabus topics of learners' progress (docs/decisions/learner-progress.md).
  { path: 'progresstopics', title: 'Progress Topics', permissions: admin, owner: 'admin' },
  { path: 'uploadleanertc', title: "Learner's Terms & Conditions", permissions: admin, owner: 'admin' },
  { path: 'uploadaditc', title: "Instructor's Terms & Conditions", permissions: admin, owner: 'admin' },
  { path: 'uploadtrainigpack', title: 'Driving Instructor Training Programme', permissions: admin, owner: 'admin' },
  { path: 'uploadgeneraltc', title: 'Policies GDPR Cookies and Website T&Cs', permissions: admin, owner: 'admin' },
  { path: 'auditlog', title: 'Audit Log', permissions: admin, owner: 'admin' },
  // Beyond the spec: what the mail outbox waits to send, sent and gave up (docs/decisions/outbox-page.md).
  { path: 'mailoutbox', title: 'E-mail Outbox', permissions: admin, owner: 'admin' },
];

/** Guest-only routes outside /dashboard. */
export const GUEST_ROUTES = [
  { path: '/', title: 'Sign In' },
  { path: '/accountsetup', title: 'Licence Activation & Administrator Setup' },
] as const;

export function dashboardPath(path: string): string {
  return `${DASHBOARD}/${path}`;
}

export function routesOf(owner: RouteOwner): DashboardRoute[] {
  return DASHBOARD_ROUTES.filter((r) => r.owner === owner);
}
