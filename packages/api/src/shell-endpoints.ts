import { authActions, shellActions } from '@dss/contract';
import { actionMutation, actionQuery, injectDomainEndpoints } from './action-endpoints';

/**
 * Sign-in, setup and the shell's own reads. They live here, not in the shell app, because
 * remotes read the same lists (lesson packs for Accept Payments, quick info).
 */
export const shellApi = injectDomainEndpoints('shell', (build) => ({
  shellLogin: actionMutation(build, authActions.login),
  shellLogout: actionMutation(build, authActions.logout),
  shellActivateLicence: actionMutation(build, authActions.activateLicence),
  shellChangePassword: actionMutation(build, authActions.changeOwnPassword),
  shellNotifications: actionQuery(build, shellActions.notifications, { provides: ['Notifications'] }),
  shellLessonPacks: actionQuery(build, shellActions.lessonPacks, { provides: ['LessonPlans'] }),
  shellQuickInfo: actionQuery(build, shellActions.quickInfo, { provides: ['QuickInfo'] }),
}));
