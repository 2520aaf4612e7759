import { actionMutation, actionQuery, injectDomainEndpoints } from '@dss/api';
import { adminActions } from '@dss/contract';

/** Saving refreshes 'QuickInfo', so the footer shows the new values at once. */
export const quickInfoApi = injectDomainEndpoints('admin', (build) => ({
  adminLoadQuickInfo: actionQuery(build, adminActions.loadQuickInfo, { provides: ['QuickInfo'] }),
  adminSaveQuickInfo: actionMutation(build, adminActions.saveQuickInfo, { invalidates: ['QuickInfo'] }),
}));
