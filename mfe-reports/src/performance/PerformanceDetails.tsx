import {
  BOOKING_STATUS_LABELS,
  labelOf,
  type PerformanceBookingRow,
  type PerformanceLearnerRow,
  type PerformanceTestRow,
} from '@dss/contract';
import { bookingRef, formatDate, formatDateTime, learnerRef, SearchableTable, type TableColumn, useTableQuery } from '@dss/ui';
import { performanceApi } from './performance-api';

/** The detail lists behind the report's counts, each searched, sorted and paged by the server. */
export type DetailKind = 'newLearners' | 'booked' | 'rescheduled' | 'cancelled' | 'passed' | 'failed';

export interface DetailScope {
  id: number;
  start: string;
  end: string;
}

const EMPTY_TEXT = 'No Information.';
const SEARCH_HINT = 'Search by learner ID or name';

const learner = (r: { stu_id: number; stu_title: string; stu_fname: string; stu_lname: string }) =>
  `${learnerRef(r.stu_id)} ${[r.stu_title, r.stu_fname, r.stu_lname].filter(Boolean).join(' ')}`;

const LEARNER_COLUMNS: TableColumn<PerformanceLearnerRow, 'assign_on' | 'stu_id' | 'name'>[] = [
  { key: 'stu_id', header: 'Learner ID', render: (r) => learnerRef(r.stu_id), sort: 'stu_id' },
  { key: 'name', header: 'Name', render: (r) => [r.stu_title, r.stu_fname, r.stu_lname].join(' '), sort: 'name' },
  { key: 'assign_on', header: 'Assigned On', render: (r) => formatDateTime(r.assign_on), sort: 'assign_on' },
];

const BOOKING_COLUMNS: TableColumn<PerformanceBookingRow, 'b_starts' | 'b_id' | 'b_status'>[] = [
  { key: 'b_id', header: 'Booking', render: (r) => bookingRef(r.b_id), sort: 'b_id' },
  { key: 'learner', header: 'Learner', render: learner },
  { key: 'b_starts', header: 'Lesson', render: (r) => formatDateTime(r.b_starts), sort: 'b_starts' },
  {
    key: 'b_status',
    header: 'Status',
    // A slot a lesson was moved away from reads so, beside the lesson at its new time.
    render: (r) => (r.move_id === null ? labelOf(BOOKING_STATUS_LABELS, r.b_status) : 'Rescheduled from this time'),
    sort: 'b_status',
  },
  { key: 'b_by', header: 'Booked By' },
  { key: 'b_edited', header: 'Changed On', render: (r) => formatDateTime(r.b_edited) },
];

const TEST_COLUMNS: TableColumn<PerformanceTestRow, 'testdate' | 'stu_id' | 'name'>[] = [
  { key: 'stu_id', header: 'Learner ID', render: (r) => learnerRef(r.stu_id), sort: 'stu_id' },
  { key: 'name', header: 'Name', render: (r) => [r.stu_title, r.stu_fname, r.stu_lname].join(' '), sort: 'name' },
  { key: 'testdate', header: 'Test Date', render: (r) => formatDateTime(r.testdate), sort: 'testdate' },
  { key: 'created_on', header: 'Recorded On', render: (r) => formatDate(r.created_on) },
];

function NewLearners({ scope, label }: { scope: DetailScope; label: string }) {
  const { query, setQuery } = useTableQuery<'assign_on' | 'stu_id' | 'name'>({ sort: 'assign_on' });
  const { data, isFetching } = performanceApi.usePerformanceNewLearnersQuery({ ...scope, ...query });
  return (
    <SearchableTable
      label={label}
      columns={LEARNER_COLUMNS}
      getRowId={(r) => `${r.stu_id}-${r.assign_on}`}
      server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
      searchHint={SEARCH_HINT}
      emptyText={EMPTY_TEXT}
    />
  );
}

const BOOKING_QUERIES = {
  booked: performanceApi.usePerformanceBookedLessonsQuery,
  rescheduled: performanceApi.usePerformanceRescheduledQuery,
  cancelled: performanceApi.usePerformanceCancelledQuery,
};

function Lessons({ kind, scope, label }: { kind: keyof typeof BOOKING_QUERIES; scope: DetailScope; label: string }) {
  const { query, setQuery } = useTableQuery<'b_starts' | 'b_id' | 'b_status'>({ sort: 'b_starts' });
  // One list per mount: the dialog keys this component by kind.
  const useEntries = BOOKING_QUERIES[kind];
  const { data, isFetching } = useEntries({ ...scope, ...query });
  return (
    <SearchableTable
      label={label}
      columns={BOOKING_COLUMNS}
      getRowId={(r) => `${r.b_id}-${r.move_id ?? ''}`}
      server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
      searchHint="Search by booking ID, learner ID or learner name"
      emptyText={EMPTY_TEXT}
    />
  );
}

function Tests({ passed, scope, label }: { passed: boolean; scope: DetailScope; label: string }) {
  const { query, setQuery } = useTableQuery<'testdate' | 'stu_id' | 'name'>({ sort: 'testdate' });
  const { data, isFetching } = performanceApi.usePerformanceTestOutcomesQuery({ ...scope, ...query, type: passed ? '1' : '0' });
  return (
    <SearchableTable
      label={label}
      columns={TEST_COLUMNS}
      getRowId={(r) => r.test_id}
      server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
      searchHint={SEARCH_HINT}
      emptyText={EMPTY_TEXT}
    />
  );
}

/** The detail list of one count; the caller keys it by kind, so each list starts on its first page. */
export function PerformanceDetail({ kind, scope, label }: { kind: DetailKind; scope: DetailScope; label: string }) {
  switch (kind) {
    case 'newLearners':
      return <NewLearners scope={scope} label={label} />;
    case 'passed':
    case 'failed':
      return <Tests passed={kind === 'passed'} scope={scope} label={label} />;
    default:
      return <Lessons kind={kind} scope={scope} label={label} />;
  }
}
