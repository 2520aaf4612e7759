import type { AuditEntry } from '@dss/contract';
import { Card, Heading } from '../chakra-components';
import { SearchableTable } from '../table/SearchableTable';
import type { ServerPaging } from '../table/table-props';
import { auditColumns } from './audit-columns';

const COLUMNS = auditColumns<'at'>();

export const HISTORY_TITLE = 'History';

/**
 * A record's History: its audit entries, newest first, one page at a time from the server
 * (the caller's `auditRecordHistory` query with `useTableQuery({ sort: 'at', dir: 'desc' })`).
 */
export function HistoryPanel({ server }: { server: ServerPaging<AuditEntry, 'at'> }) {
  return (
    <Card.Root as="section" aria-label={HISTORY_TITLE} size="sm">
      <Card.Header>
        <Heading as="h2" size="md">
          {HISTORY_TITLE}
        </Heading>
      </Card.Header>
      <Card.Body>
        <SearchableTable
          label={HISTORY_TITLE}
          columns={COLUMNS}
          getRowId={(e) => e.id}
          server={server}
          searchable={false}
          pageSizeOptions={[5, 10, 25]}
          emptyText="No changes recorded yet"
        />
      </Card.Body>
    </Card.Root>
  );
}
