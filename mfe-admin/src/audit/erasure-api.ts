import { actionMutation, actionQuery, injectDomainEndpoints } from '@dss/api';
import { erasureActions } from '@dss/contract';

export const erasureApi = injectDomainEndpoints('admin', (build) => ({
  adminErasureSubject: actionQuery(build, erasureActions.erasureSubject, { keepUnusedDataFor: 0 }),
  adminEraseLearner: actionMutation(build, erasureActions.eraseLearner, { invalidates: ['Learners', 'Notifications'] }),
  adminEraseInstructor: actionMutation(build, erasureActions.eraseInstructor, {
    invalidates: ['Instructors', 'Notifications'],
  }),
}));
