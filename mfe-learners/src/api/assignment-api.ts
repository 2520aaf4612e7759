import { actionMutation, actionQuery, injectDomainEndpoints } from '@dss/api';
import { learnerAssignmentActions } from '@dss/contract';

/**
 * Changing a learner's assignment and the likely-duplicate check, beside the learners app's
 * endpoints: a change moves the learner's record, the instructors' loads, their diaries and the
 * bell's counts.
 */
export const assignmentApi = injectDomainEndpoints('learnersAssignment', (build) => ({
  learnersAssignmentReassign: actionMutation(build, learnerAssignmentActions.reassignInstructor, {
    invalidates: ['Learners', 'Instructors', 'Bookings', 'Notifications'],
  }),
  learnersAssignmentEnd: actionMutation(build, learnerAssignmentActions.endAssignment, {
    invalidates: ['Learners', 'Instructors', 'Bookings', 'Notifications'],
  }),
  learnersAssignmentDuplicates: actionQuery(build, learnerAssignmentActions.learnerDuplicates, { provides: ['Learners'] }),
}));
