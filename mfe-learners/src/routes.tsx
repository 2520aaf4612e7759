import type { ComponentType } from 'react';
import { AssignInstructorPage } from './assign/AssignInstructorPage';
import { LearnerPaymentDataPage } from './credit-data/LearnerPaymentDataPage';
import { EditLearnerPage } from './learner-dash/EditLearnerPage';
import { ManageLearnersPage } from './manage/ManageLearnersPage';
import { AcceptPaymentsPage } from './payments/AcceptPaymentsPage';
import { RegisterLearnerPage } from './register/RegisterLearnerPage';

/** The screens of the routes this app owns in the route table, by route path. */
export const screens: Record<string, ComponentType> = {
  registerlearner: RegisterLearnerPage,
  managelearners: ManageLearnersPage,
  editlearner: EditLearnerPage,
  'editlearner/:id': EditLearnerPage,
  acceptpayments: AcceptPaymentsPage,
  assigninstructor: AssignInstructorPage,
  learnerpaymentdata: LearnerPaymentDataPage,
};
