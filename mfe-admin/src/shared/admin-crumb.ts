import { ADMIN_HOME } from '@dss/contract';
import type { BreadcrumbItem } from '@dss/ui';

/** The first crumb of every administration screen. */
export const ADMIN_CRUMB: BreadcrumbItem = { label: 'Admin Home', to: ADMIN_HOME };
