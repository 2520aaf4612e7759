import type { BookingInstructor, BookingLearner } from '@dss/contract';
import { fullName } from '@dss/contract';
import {
  firstTablePage,
  formatDate,
  formatMobile,
  instructorRef,
  learnerRef,
  SearchableTable,
  type TableColumn,
  useTableQuery,
} from '@dss/ui';
import { bookingsApi } from '../api/bookings-api';

type InstructorSort = 'name' | 'adi_id' | 'learners';
type LearnerSort = 'name' | 'student_id' | 'credit_balance' | 'created';

export const instructorText = (a: BookingInstructor) => `${instructorRef(a.adi_id)} ${fullName(a)}`;
export const learnerText = (l: BookingLearner) => `${learnerRef(l.student_id)} ${fullName(l)}`;

/** The page the instructor picker opens on: by name. */
const FIRST_INSTRUCTORS = firstTablePage<InstructorSort>({ sort: 'name' });

/**
 * The request for that page, made before the screen is drawn (a hard load, or a link pointed at),
 * so the picker opens with its rows.
 */
export const firstInstructorsPage = (pending: boolean) =>
  pending
    ? bookingsApi.endpoints.bookingsPendingInstructors.initiate(FIRST_INSTRUCTORS, { subscribe: false })
    : bookingsApi.endpoints.bookingsInstructors.initiate(FIRST_INSTRUCTORS, { subscribe: false });

/** Active, approved instructors (or, for pending bookings, those with learners waiting), paged on the server. */
export function InstructorTable({ pending, onPick }: { pending: boolean; onPick(a: BookingInstructor): void }) {
  const { query, setQuery } = useTableQuery(FIRST_INSTRUCTORS);
  const all = bookingsApi.useBookingsInstructorsQuery(query, { skip: pending });
  const waiting = bookingsApi.useBookingsPendingInstructorsQuery(query, { skip: !pending });
  const { data, isFetching } = pending ? waiting : all;
  const columns: TableColumn<BookingInstructor, InstructorSort>[] = [
    { key: 'adi_id', header: 'Instructor ID', render: (a) => instructorRef(a.adi_id), sort: 'adi_id' },
    { key: 'name', header: 'Name', render: (a) => fullName(a), sort: 'name' },
    { key: 'mobile', header: 'Mobile', render: (a) => formatMobile(a.mobile) },
    { key: 'email', header: 'E-mail' },
    { key: 'learners', header: pending ? 'Pending Learners' : 'Learners', sort: 'learners' },
  ];
  return (
    <SearchableTable
      label="Instructors"
      columns={columns}
      getRowId={(a) => a.adi_id}
      searchHint="Search by ID, Name, E-mail or Mobile Numbers"
      server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
      onRowClick={onPick}
      rowLabel={instructorText}
    />
  );
}

/** The instructor's learners with their credit balance (or those waiting for a booking), paged on the server. */
export function LearnerTable({ pending, adi, onPick }: { pending: boolean; adi: number; onPick(l: BookingLearner): void }) {
  const { query, setQuery } = useTableQuery<LearnerSort>({ sort: 'name' });
  const all = bookingsApi.useBookingsInstructorLearnersQuery({ id: adi, ...query }, { skip: pending });
  const waiting = bookingsApi.useBookingsInstructorPendingLearnersQuery({ id: adi, ...query }, { skip: !pending });
  const { data, isFetching } = pending ? waiting : all;
  const columns: TableColumn<BookingLearner, LearnerSort>[] = [
    { key: 'student_id', header: 'Learner ID', render: (l) => learnerRef(l.student_id), sort: 'student_id' },
    { key: 'name', header: 'Name', render: (l) => fullName(l), sort: 'name' },
    { key: 'mobile', header: 'Mobile', render: (l) => formatMobile(l.mobile) },
    { key: 'pickup_pc', header: 'Pickup PC' },
    { key: 'created', header: 'Joined', render: (l) => formatDate(l.created), sort: 'created' },
    { key: 'credit_balance', header: 'Credit Balance', sort: 'credit_balance', align: 'end' },
  ];
  return (
    <SearchableTable
      label="Learners"
      columns={columns}
      getRowId={(l) => l.student_id}
      searchHint="Search by ID, Name, E-mail, Mobile Numbers or Pickup Postcode"
      server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
      onRowClick={onPick}
      rowLabel={learnerText}
    />
  );
}
