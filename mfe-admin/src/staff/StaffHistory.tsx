import { auditApi } from '@dss/api';
import { HistoryPanel, useTableQuery } from '@dss/ui';

/** The staff member's History: changes to their record and privileges, their sign-ins and sign-outs. */
export function StaffHistory({ staffId }: { staffId: number }) {
  const { query, setQuery } = useTableQuery<'at'>({ sort: 'at', dir: 'desc', pagesize: 5 });
  const { data, isFetching } = auditApi.useAuditRecordHistoryQuery({ kind: 'staff', id: staffId, ...query });
  return <HistoryPanel server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }} />;
}
