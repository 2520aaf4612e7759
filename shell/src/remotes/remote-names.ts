import type { RouteOwner } from '@dss/contract';

/** The five remotes the shell loads its screens from. */
export type RemoteName = Exclude<RouteOwner, 'shell'>;

export const REMOTE_NAMES: readonly RemoteName[] = ['learners', 'instructors', 'bookings', 'reports', 'admin'];
