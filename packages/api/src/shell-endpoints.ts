import { authActions, shellActions } from '@dss/contract';
import {
  actionMutation,
  actionQuery,
  injectDomainEndpoints,
  type DomainApi,
  type MutationOf,
  type QueryOf,
} from './action-endpoints';

/**
 * Sign-in, setup and the shell's own reads. They live here, not in the shell app, because
 * remotes read the same lists (lesson packs for Accept Payments, quick info).
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
  shellLogin: actionMutation(build, authActions.login),
  shellLogout: actionMutation(build, authActions.logout),
  shellActivateLicence: actionMutation(build, authActions.activateLicence),
  shellChangePassword: actionMutation(build, authActions.changeOwnPassword),
  shellNotifications: actionQuery(build, shellActions.notifications, { provides: ['Notifications'] }),
  shellLessonPacks: actionQuery(build, shellActions.lessonPacks, { provides: ['LessonPlans'] }),
  shellQuickInfo: actionQuery(build, shellActions.quickInfo, { provides: ['QuickInfo'] }),
}));
