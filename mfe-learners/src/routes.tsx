import type { ComponentType } from 'react';
import { lazyScreen } from '@dss/ui';

const editLearner = lazyScreen(
  () => import('./learner-dash/EditLearnerPage'),
  (m) => m.EditLearnerPage,
);

/** The screens of the routes this app owns in the route table, by route path; each loads with its route. */
export const screens: Record<string, ComponentType> = {
  registerlearner: lazyScreen(
    () => import('./register/RegisterLearnerPage'),
    (m) => m.RegisterLearnerPage,
  ),
  managelearners: lazyScreen(
    () => import('./manage/ManageLearnersPage'),
    (m) => m.ManageLearnersPage,
    (m) => m.firstLearnersPage(),
  ),
  editlearner: editLearner,
  'editlearner/:id': editLearner,
  acceptpayments: lazyScreen(
    () => import('./payments/AcceptPaymentsPage'),
    (m) => m.AcceptPaymentsPage,
  ),
  assigninstructor: lazyScreen(
    () => import('./assign/AssignInstructorPage'),
    (m) => m.AssignInstructorPage,
  ),
  learnerpaymentdata: lazyScreen(
    () => import('./credit-data/LearnerPaymentDataPage'),
    (m) => m.LearnerPaymentDataPage,
  ),
};
