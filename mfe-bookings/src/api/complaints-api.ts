import { actionMutation, actionQuery, injectDomainEndpoints } from '@dss/api';
import { complaintActions } from '@dss/contract';

/** Complaints: the form's lists and pickers, the active and resolved lists, updates. */
export const complaintsApi = injectDomainEndpoints('complaints', (build) => ({
  complaintsTypes: actionQuery(build, complaintActions.complaintTypes, { provides: ['Complaints'] }),
  complaintsStatuses: actionQuery(build, complaintActions.complaintStatuses, { provides: ['Complaints'] }),
  complaintsLearners: actionQuery(build, complaintActions.complaintLearners, { provides: ['Learners'] }),
  complaintsInstructors: actionQuery(build, complaintActions.complaintInstructors, { provides: ['Instructors'] }),
  complaintsSave: actionMutation(build, complaintActions.saveComplaint, { invalidates: ['Complaints', 'Notifications'] }),
  complaintsActive: actionQuery(build, complaintActions.activeComplaints, { provides: ['Complaints'] }),
  complaintsResolved: actionQuery(build, complaintActions.resolvedComplaints, { provides: ['Complaints'] }),
  complaintsUpdates: actionQuery(build, complaintActions.complaintUpdates, { provides: ['Complaints'] }),
  complaintsUpdate: actionMutation(build, complaintActions.updateComplaint, { invalidates: ['Complaints', 'Notifications'] }),
}));
