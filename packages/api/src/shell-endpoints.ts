import { authActionRefs, shellActionRefs, type authActions, type shellActions } from '@dss/contract';
import { injectDomainEndpoints, type DomainApi, type MutationOf, type QueryOf } from './action-endpoints';
import { refMutation, refQuery } from './ref-endpoints';

/**
 * Sign-in, setup and the shell's own reads. They live here, not in the shell app, because
 * remotes read the same lists (lesson packs for Accept Payments, quick info). Sent by ref: the
 * sign-in page loads this module and no schema.
 */
export const shellApi: DomainApi<{
  shellLogin: MutationOf<typeof authActions.login>;
  shellLogout: MutationOf<typeof authActions.logout>;
  shellActivateLicence: MutationOf<typeof authActions.activateLicence>;
  shellChangePassword: MutationOf<typeof authActions.changeOwnPassword>;
  shellNotifications: QueryOf<typeof shellActions.notifications>;
  shellLessonPacks: QueryOf<typeof shellActions.lessonPacks>;
  shellQuickInfo: QueryOf<typeof shellActions.quickInfo>;
}> = injectDomainEndpoints('shell', (build) => ({
  shellLogin: refMutation(build, authActionRefs.login),
  shellLogout: refMutation(build, authActionRefs.logout),
  shellActivateLicence: refMutation(build, authActionRefs.activateLicence),
  shellChangePassword: refMutation(build, authActionRefs.changeOwnPassword),
  shellNotifications: refQuery(build, shellActionRefs.notifications, { provides: ['Notifications'] }),
  shellLessonPacks: refQuery(build, shellActionRefs.lessonPacks, { provides: ['LessonPlans'] }),
  shellQuickInfo: refQuery(build, shellActionRefs.quickInfo, { provides: ['QuickInfo'] }),
}));
