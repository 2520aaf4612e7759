import type { ComponentType } from 'react';
import { lazyScreen } from '@dss/ui';
const lazyPlans = () => import('./plans/FranchisePlanPages');
const lazyLessons = () => import('./plans/LessonPlanPages');
const lazyGroups = () => import('./questions/QuestionGroupsPage');
const lazyQuestions = () => import('./questions/QuestionsPage');
const lazyStaff = {
  add: () => import('./staff/AddStaffPage'),
  manage: () => import('./staff/ManageStaffPage'),
  reset: () => import('./staff/ResetStaffPasswordPage'),
};
const termsPage = (path: string) =>
  lazyScreen(
    () => import('./terms/TermsDocumentPage'),
    (m) => m.termsPageFor(path),
  );

/** The screens of the routes this app declares in routes.json, by route path; each loads with its route. */
export const screens: Record<string, ComponentType> = {
  addstaff: lazyScreen(lazyStaff.add, (m) => m.AddStaffPage),
  managestaff: lazyScreen(lazyStaff.manage, (m) => m.ManageStaffPage),
  resetstaffpass: lazyScreen(lazyStaff.reset, (m) => m.ResetStaffPasswordPage),
  addfranchiseplan: lazyScreen(lazyPlans, (m) => m.AddFranchisePlanPage),
  managefranchiseplans: lazyScreen(lazyPlans, (m) => m.ManageFranchisePlansPage),
  addlessonplan: lazyScreen(lazyLessons, (m) => m.AddLessonPlanPage),
  managelessonplans: lazyScreen(lazyLessons, (m) => m.ManageLessonPlansPage),
  addlearnerquestiongroup: lazyScreen(lazyGroups, (m) => () => <m.QuestionGroupsPage audience="learner" />),
  addinstructorquestiongroup: lazyScreen(lazyGroups, (m) => () => <m.QuestionGroupsPage audience="instructor" />),
  managelearnerfeedbackquestions: lazyScreen(lazyQuestions, (m) => () => <m.QuestionsPage audience="learner" />),
  manageinstructorfeedbackquestions: lazyScreen(lazyQuestions, (m) => () => <m.QuestionsPage audience="instructor" />),
  managequickinfo: lazyScreen(
    () => import('./quick-info/QuickInfoPage'),
    (m) => m.QuickInfoPage,
  ),
  cancellationpolicy: lazyScreen(
    () => import('./cancellation/CancellationPolicyPage'),
    (m) => m.CancellationPolicyPage,
  ),
  closeddays: lazyScreen(
    () => import('./closed-days/ClosedDaysPage'),
    (m) => m.ClosedDaysPage,
  ),
  lessonreminders: lazyScreen(
    () => import('./reminders/LessonRemindersPage'),
    (m) => m.LessonRemindersPage,
  ),
  progresstopics: lazyScreen(
    () => import('./progress-topics/ProgressTopicsPage'),
    (m) => m.ProgressTopicsPage,
  ),
  uploadleanertc: termsPage('uploadleanertc'),
  uploadaditc: termsPage('uploadaditc'),
  uploadtrainigpack: termsPage('uploadtrainigpack'),
  uploadgeneraltc: termsPage('uploadgeneraltc'),
  auditlog: lazyScreen(
    () => import('./audit/AuditLogPage'),
    (m) => m.AuditLogPage,
  ),
  mailoutbox: lazyScreen(
    () => import('./outbox/OutboxPage'),
    (m) => m.OutboxPage,
  ),
};
