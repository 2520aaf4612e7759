import { INSTRUCTOR_STATE_LABELS, type InstructorRow, fullName } from '@dss/contract';
import { formatDate, formatMobile, instructorRef, type TableColumn } from '@dss/ui';
import { capitalised } from '../shared';

export type InstructorSort = 'adi_id' | 'name' | 'mobile' | 'email' | 'teaching_gears' | 'teaching_gens' | 'accState' | 'created';

/** ADI ID, Name, Mobile, E-mail, Gear Type, Teaching Gender (document 2 §2.2). */
export const INSTRUCTOR_COLUMNS: TableColumn<InstructorRow, InstructorSort>[] = [
  { key: 'adi_id', header: 'ADI ID', render: (a) => instructorRef(a.adi_id), sort: 'adi_id' },
  { key: 'name', header: 'Name', render: (a) => fullName(a), sort: 'name' },
  { key: 'mobile', header: 'Mobile', render: (a) => formatMobile(a.mobile), sort: 'mobile' },
  { key: 'email', header: 'E-mail', sort: 'email' },
  { key: 'teaching_gears', header: 'Gear Type', render: (a) => capitalised(a.teaching_gears), sort: 'teaching_gears' },
  { key: 'teaching_gens', header: 'Teaching Gender', render: (a) => capitalised(a.teaching_gens), sort: 'teaching_gens' },
];

/** The Account Status column, shown where the status flag is on (Advance Instructor Search). */
export const ACCOUNT_STATUS_COLUMN: TableColumn<InstructorRow, InstructorSort> = {
  key: 'accState',
  header: 'Account Status',
  render: (a) => INSTRUCTOR_STATE_LABELS[a.accState] ?? String(a.accState),
  sort: 'accState',
};

export type PendingSort = 'created' | 'adi_id' | 'name' | 'email' | 'mobile';

/** Pending Instructors: ADI ID, Name, Mobile, E-mail, Registered On. */
export const PENDING_COLUMNS: TableColumn<InstructorRow, PendingSort>[] = [
  { key: 'adi_id', header: 'ADI ID', render: (a) => instructorRef(a.adi_id), sort: 'adi_id' },
  { key: 'name', header: 'Name', render: (a) => fullName(a), sort: 'name' },
  { key: 'mobile', header: 'Mobile', render: (a) => formatMobile(a.mobile), sort: 'mobile' },
  { key: 'email', header: 'E-mail', sort: 'email' },
  { key: 'created', header: 'Registered On', render: (a) => formatDate(a.added), sort: 'created' },
];

export const INSTRUCTOR_SEARCH_HINT = 'Search by ID, Name, E-mail or Mobile Numbers';

/** 'A12 Mr Oliver Whitfield', the accessible name of a row. */
export const instructorRowLabel = (a: InstructorRow) => `${instructorRef(a.adi_id)} ${fullName(a)}`;
