import { actionMutation, actionQuery, injectDomainEndpoints } from '@dss/api';
import { adminActions, bookingActions } from '@dss/contract';

/** The cancellation policy: read as the office reads it, saved by the administrator. */
export const cancellationApi = injectDomainEndpoints('admin', (build) => ({
  adminCancellationPolicy: actionQuery(build, bookingActions.cancellationPolicy),
  adminSaveCancellationPolicy: actionMutation(build, adminActions.saveCancellationPolicy),
}));
