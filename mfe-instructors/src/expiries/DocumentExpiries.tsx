import { type ExpiryRow, fullName } from '@dss/contract';
import {
  Box,
  Field,
  formatDate,
  formatMobile,
  Heading,
  instructorRef,
  SearchableTable,
  useTableQuery,
  type TableColumn,
} from '@dss/ui';
import { instructorsApi } from '../api/instructors-api';

export type ExpiryStatus = '' | 'expired' | 'due';
type ExpirySort = 'expires_on' | 'adi_id' | 'name' | 'document';

export const EXPIRY_STATUSES: { value: ExpiryStatus; label: string }[] = [
  { value: '', label: 'Expired or due within 30 days' },
  { value: 'expired', label: 'Expired' },
  { value: 'due', label: 'Due within 30 days' },
];

/** 'Expired 3 days ago' / 'Due today' / 'Due in 12 days' */
export function expiryWhen(e: Pick<ExpiryRow, 'days_left'>): string {
  const days = Math.abs(e.days_left);
  const count = days === 1 ? '1 day' : `${days} days`;
  if (e.days_left < 0) return `Expired ${count} ago`;
  return e.days_left === 0 ? 'Due today' : `Due in ${count}`;
}

const COLUMNS: TableColumn<ExpiryRow, ExpirySort>[] = [
  { key: 'adi_id', header: 'ADI ID', render: (e) => instructorRef(e.adi_id), sort: 'adi_id' },
  { key: 'name', header: 'Name', render: (e) => fullName(e), sort: 'name' },
  { key: 'mobile', header: 'Mobile', render: (e) => formatMobile(e.mobile) },
  { key: 'document', header: 'Document', render: (e) => e.document_text, sort: 'document' },
  { key: 'c_reg', header: 'Vehicle', render: (e) => e.c_reg ?? '' },
  { key: 'expires_on', header: 'Expiry Date', render: (e) => formatDate(e.expires_on), sort: 'expires_on' },
  { key: 'days_left', header: 'Status', render: (e) => expiryWhen(e) },
];

/**
 * Beyond the spec: the school's instructor documents (licences, VED, MOT, insurance) expired or
 * expiring within 30 days, soonest first, paged by the server; the bell's expiry entries open it.
 */
export function DocumentExpiries({
  status,
  onStatusChange,
  onOpen,
}: {
  status: ExpiryStatus;
  onStatusChange(status: ExpiryStatus): void;
  onOpen(adiId: number): void;
}) {
  const { query, setQuery } = useTableQuery<ExpirySort>({ sort: 'expires_on' });
  const { data, isLoading, isFetching } = instructorsApi.useInstructorsExpiriesQuery({ ...query, status });
  return (
    <Box as="section" aria-label="Instructor document expiries" borderWidth="1px" rounded="md" p="4" bg="bg">
      <Heading as="h2" size="md" mb="3">
        Instructor Document Expiries
      </Heading>
      <Field.Root maxW="320px" mb="3">
        <Field.Label htmlFor="expiry-status">Show</Field.Label>
        <select
          id="expiry-status"
          value={status}
          onChange={(e) => {
            const chosen = EXPIRY_STATUSES.find((s) => s.value === e.target.value);
            if (chosen) onStatusChange(chosen.value);
            setQuery({ ...query, page: 0 });
          }}
          style={{ width: '100%', padding: '8px', border: '1px solid #ccc', borderRadius: '6px' }}
        >
          {EXPIRY_STATUSES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </Field.Root>
      <SearchableTable
        label="Instructor document expiries"
        columns={COLUMNS}
        server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
        getRowId={(e) => `${e.adi_id}-${e.document}-${e.c_id ?? ''}`}
        searchHint="Search by ID, Name or Registration Number"
        loading={isLoading}
        onRowClick={(e) => onOpen(e.adi_id)}
        rowLabel={(e) => `${instructorRef(e.adi_id)} ${fullName(e)} ${e.document_text}${e.c_reg ? ` ${e.c_reg}` : ''}`}
      />
    </Box>
  );
}
