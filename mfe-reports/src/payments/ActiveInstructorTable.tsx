import { FINANCE_TEXTS, OVERVIEW_TEXTS, type ActiveInstructorRow, fullName } from '@dss/contract';
import { formatDate, formatMobile, instructorRef, SearchableTable, useTableQuery, type TableColumn } from '@dss/ui';
import { financeApi } from '../api/finance-api';
import { GEAR_LABELS } from '../shared';

type SortKey = 'adi_id' | 'name' | 'email' | 'mobile' | 'created';

export const INSTRUCTOR_COLUMNS: TableColumn<ActiveInstructorRow, SortKey>[] = [
  { key: 'adi_id', header: 'Instructor ID', render: (i) => instructorRef(i.adi_id), sort: 'adi_id' },
  { key: 'name', header: 'Name', render: (i) => fullName(i), sort: 'name' },
  { key: 'mobile', header: 'Mobile', render: (i) => formatMobile(i.mobile), sort: 'mobile' },
  { key: 'email', header: 'E-mail', sort: 'email' },
  { key: 'teaching_gears', header: 'Gear Type', render: (i) => GEAR_LABELS[i.teaching_gears] },
  { key: 'created', header: 'Date Joined', render: (i) => formatDate(i.created), sort: 'created' },
];

/**
 * The active instructors, paged by the server; choosing a row (click, Enter or Space) hands it
 * to `onChoose`. Used by the payment screens, the franchise payment report and the overview.
 */
export function ActiveInstructorTable({
  onChoose,
  label = 'Active instructors',
}: {
  onChoose(row: ActiveInstructorRow): void;
  label?: string;
}) {
  const { query, setQuery } = useTableQuery<SortKey>({ sort: 'name' });
  const { data, isFetching } = financeApi.useFinanceActiveInstructorsQuery(query);
  return (
    <SearchableTable
      label={label}
      columns={INSTRUCTOR_COLUMNS}
      getRowId={(i) => i.adi_id}
      server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
      searchHint={OVERVIEW_TEXTS.instructorSearchHint}
      onRowClick={onChoose}
      rowLabel={(i) => `${FINANCE_TEXTS.selectInstructor}: ${instructorRef(i.adi_id)} ${fullName(i)}`}
    />
  );
}
