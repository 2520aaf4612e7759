import { actionQuery, injectDomainEndpoints } from '@dss/api';
import { instructorActions } from '@dss/contract';

/**
 * The bell's instructor document expiry counts (beyond the spec). Only the shell reads them; an
 * instructor edit ('Instructors') or a bell refresh ('Notifications') reads them again.
 */
export const expiryCountsApi = injectDomainEndpoints('shell', (build) => ({
  shellExpiryCounts: actionQuery(build, instructorActions.documentExpiryCounts, { provides: ['Notifications', 'Instructors'] }),
}));
