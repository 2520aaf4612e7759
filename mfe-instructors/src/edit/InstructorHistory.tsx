import { auditApi } from '@dss/api';
import { HistoryPanel, useTableQuery } from '@dss/ui';

/** The instructor's History: audit entries about them, their vehicles, documents, lessons and payments. */
export function InstructorHistory({ adiId }: { adiId: number }) {
  const { query, setQuery } = useTableQuery<'at'>({ sort: 'at', dir: 'desc', pagesize: 5 });
  const { data, isFetching } = auditApi.useAuditRecordHistoryQuery({ kind: 'instructor', id: adiId, ...query });
  return <HistoryPanel server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }} />;
}
