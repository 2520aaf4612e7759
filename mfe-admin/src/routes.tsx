import type { ComponentType } from 'react';
import { routesOf } from '@dss/contract';
import { screenInPreparation } from '@dss/ui';
import { AddFranchisePlanPage, ManageFranchisePlansPage } from './plans/FranchisePlanPages';
import { AddLessonPlanPage, ManageLessonPlansPage } from './plans/LessonPlanPages';
import { QuestionGroupsPage } from './questions/QuestionGroupsPage';
import { QuestionsPage } from './questions/QuestionsPage';
import { QuickInfoPage } from './quick-info/QuickInfoPage';
import { AddStaffPage } from './staff/AddStaffPage';
import { ManageStaffPage } from './staff/ManageStaffPage';
import { ResetStaffPasswordPage } from './staff/ResetStaffPasswordPage';
import { termsPageFor } from './terms/TermsDocumentPage';

const BUILT: Record<string, ComponentType> = {
  addstaff: AddStaffPage,
  managestaff: ManageStaffPage,
  resetstaffpass: ResetStaffPasswordPage,
  addfranchiseplan: AddFranchisePlanPage,
  managefranchiseplans: ManageFranchisePlansPage,
  addlessonplan: AddLessonPlanPage,
  managelessonplans: ManageLessonPlansPage,
  addlearnerquestiongroup: () => <QuestionGroupsPage audience="learner" />,
  addinstructorquestiongroup: () => <QuestionGroupsPage audience="instructor" />,
  managelearnerfeedbackquestions: () => <QuestionsPage audience="learner" />,
  manageinstructorfeedbackquestions: () => <QuestionsPage audience="instructor" />,
  managequickinfo: QuickInfoPage,
  uploadleanertc: termsPageFor('uploadleanertc'),
  uploadaditc: termsPageFor('uploadaditc'),
  uploadtrainigpack: termsPageFor('uploadtrainigpack'),
  uploadgeneraltc: termsPageFor('uploadgeneraltc'),
};

/** The screens of the routes this app owns in the route table, by route path. */
export const screens: Record<string, ComponentType> = Object.fromEntries(
  routesOf('admin').map((route) => [route.path, BUILT[route.path] ?? screenInPreparation(route.title)]),
);
