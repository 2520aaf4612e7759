import { FINANCE_TEXTS, type InstructorPaymentRow } from '@dss/contract';
import { formatDate, formatDateTime, formatGBP, SearchableTable, Text, useTableQuery, type TableColumn } from '@dss/ui';
import { financeApi } from '../api/finance-api';

type SortKey = 'date_of_transaction' | 'amount' | 'reference' | 'type_name' | 'method_name';

const COLUMNS: TableColumn<InstructorPaymentRow, SortKey>[] = [
  {
    key: 'date_of_transaction',
    header: 'Date & Time',
    render: (p) => formatDateTime(p.date_of_transaction),
    sort: 'date_of_transaction',
  },
  { key: 'reference', header: 'Reference', sort: 'reference' },
  { key: 'amount', header: 'Amount', align: 'end', render: (p) => formatGBP(p.amount), sort: 'amount' },
  { key: 'type_name', header: 'Payment Type', sort: 'type_name' },
  { key: 'method_name', header: 'Payment Method', sort: 'method_name' },
  { key: 'staff_name', header: 'Recorded By' },
];

/**
 * An instructor's payments, paged by the server, with the total of every payment in the range:
 * the last 6 months without dates (the payment screens), or start to end (the franchise payment report).
 */
export function PaymentHistoryTable({
  id,
  start = '',
  end = '',
  label,
}: {
  id: number;
  start?: string;
  end?: string;
  label: string;
}) {
  const { query, setQuery } = useTableQuery<SortKey>({ sort: 'date_of_transaction', dir: 'desc', pagesize: 5 });
  const { data, isFetching } = financeApi.useFinancePaymentHistoryQuery({ ...query, id, start, end });
  return (
    <>
      {data ? (
        <Text fontSize="sm" color="fg.muted">
          {formatDate(data.start)} to {formatDate(data.end)}: {data.total} {data.total === 1 ? 'payment' : 'payments'}, total{' '}
          <strong data-testid="payments-total">{formatGBP(data.amount_total)}</strong>
        </Text>
      ) : null}
      <SearchableTable
        label={label}
        columns={COLUMNS}
        getRowId={(p) => p.transaction_id}
        server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
        emptyText={FINANCE_TEXTS.noRecords}
        pageSize={5}
        searchable={false}
      />
    </>
  );
}
