import { actionMutation, actionQuery, injectDomainEndpoints } from '@dss/api';
import { adminActions } from '@dss/contract';

/** Topics are part of every learner's progress: a change refreshes 'Learners', this list included. */
export const progressTopicsApi = injectDomainEndpoints('admin', (build) => ({
  adminLoadProgressTopics: actionQuery(build, adminActions.loadProgressTopics, { provides: ['Learners'] }),
  adminAddProgressTopic: actionMutation(build, adminActions.addProgressTopic, { invalidates: ['Learners'] }),
  adminRenameProgressTopic: actionMutation(build, adminActions.renameProgressTopic, { invalidates: ['Learners'] }),
  adminMoveProgressTopic: actionMutation(build, adminActions.moveProgressTopic, { invalidates: ['Learners'] }),
  adminRetireProgressTopic: actionMutation(build, adminActions.retireProgressTopic, { invalidates: ['Learners'] }),
  adminRestoreProgressTopic: actionMutation(build, adminActions.restoreProgressTopic, { invalidates: ['Learners'] }),
}));
