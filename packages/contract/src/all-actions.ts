import type { ActionDef } from './wire/action';
import * as admin from './admin/actions';
import * as auth from './auth/actions';
import * as shell from './shell/actions';
import * as dictionaries from './dictionaries/actions';
import * as learners from './learners/actions';
import * as learnerAssignments from './learners/assignment-actions';
import * as learnerProgress from './learners/progress-actions';
import * as instructors from './instructors/actions';
import * as finance from './finance/actions';
import * as overviews from './overviews/actions';
import * as bookings from './bookings/actions';
import * as feedback from './feedback/actions';
import * as complaints from './complaints/actions';
import * as reports from './reports/actions';
import * as performance from './reports/performance-actions';
import * as audit from './audit/actions';
import * as erasure from './audit/erasure-actions';

/**
 * Every action of the wire protocol, from the domain modules whose `actions.ts` exports
 * actions only. The server's dispatcher is built from this list.
 */
export const ALL_ACTIONS: readonly ActionDef[] = [
  auth,
  shell,
  admin,
  dictionaries,
  learners,
  learnerAssignments,
  learnerProgress,
  instructors,
  finance,
  overviews,
  bookings,
  feedback,
  complaints,
  reports,
  performance,
  audit,
  erasure,
].flatMap((domain) => Object.values(domain));
