import { auditActionRefs, type auditActions, type HistoryKind } from '@dss/contract';
import { injectDomainEndpoints, type DomainApi, type QueryOf, type Tag } from './action-endpoints';
import { refQuery } from './ref-endpoints';

const RECORD_TAG: Record<HistoryKind, Tag> = { learner: 'Learners', instructor: 'Instructors', staff: 'Staff' };

/**
 * The History panels of the learner dashboard, the instructor edit screen and the staff dialog.
 * A History refreshes whenever a save makes its record, or the bookings and money about it, stale.
 */
export const auditApi: DomainApi<{
  auditRecordHistory: QueryOf<typeof auditActions.recordHistory>;
}> = injectDomainEndpoints('audit', (build) => ({
  auditRecordHistory: refQuery(build, auditActionRefs.recordHistory, {
    provides: (_r, _e, arg) => [
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the hook's argument holds the request's text fields; a History panel passes one of the kinds
      { type: RECORD_TAG[arg.kind as HistoryKind], id: Number(arg.id) },
      'Bookings',
      'Payments',
      'Complaints',
      'Finance',
    ],
  }),
}));
