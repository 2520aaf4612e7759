import { auditApi } from '@dss/api';
import { HistoryPanel, useTableQuery } from '@dss/ui';

/** The learner's History: audit entries about them and their bookings, payments and credits. */
export function LearnerHistory({ learnerId }: { learnerId: number }) {
  const { query, setQuery } = useTableQuery<'at'>({ sort: 'at', dir: 'desc', pagesize: 5 });
  const { data, isFetching } = auditApi.useAuditRecordHistoryQuery({ kind: 'learner', id: learnerId, ...query });
  return <HistoryPanel server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }} />;
}
