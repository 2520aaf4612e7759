import { actionMutation, actionQuery, injectDomainEndpoints } from '@dss/api';
import { adminActions } from '@dss/contract';

/** Lesson plan changes refresh 'LessonPlans', so the package prices dialog and Accept Payments follow. */
export const plansApi = injectDomainEndpoints('admin', (build) => ({
  adminLoadFranchisePlans: actionQuery(build, adminActions.loadFranchisePlans, { provides: ['FranchisePlans'] }),
  adminSaveFranchisePlan: actionMutation(build, adminActions.saveFranchisePlan, { invalidates: ['FranchisePlans'] }),
  adminRemoveFranchisePlan: actionMutation(build, adminActions.removeFranchisePlan, { invalidates: ['FranchisePlans'] }),
  adminLoadLessonPlans: actionQuery(build, adminActions.loadLessonPlans, { provides: ['LessonPlans'] }),
  adminSaveLessonPlan: actionMutation(build, adminActions.saveLessonPlan, { invalidates: ['LessonPlans'] }),
  adminRemoveLessonPlan: actionMutation(build, adminActions.removeLessonPlan, { invalidates: ['LessonPlans'] }),
}));
