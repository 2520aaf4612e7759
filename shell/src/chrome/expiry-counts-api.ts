import { injectDomainEndpoints, refQuery } from '@dss/api';
import { instructorActionRefs } from '@dss/contract';

/**
 * The bell's instructor document expiry counts (beyond the spec). Only the shell reads them; an
 * instructor edit ('Instructors') or a bell refresh ('Notifications') reads them again. Sent by
 * ref: the dashboard's frame loads no schema library.
 */
export const expiryCountsApi = injectDomainEndpoints('shell', (build) => ({
  shellExpiryCounts: refQuery(build, instructorActionRefs.documentExpiryCounts, { provides: ['Notifications', 'Instructors'] }),
}));
