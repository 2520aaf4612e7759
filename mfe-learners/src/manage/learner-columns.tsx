import type { LearnerListed } from '@dss/contract';
import { formatDate, formatMobile, learnerRef, type TableColumn } from '@dss/ui';
import { fullName } from '../shared';

/** A learner's mobile, split as everywhere else (document 3 §9) and found however it is typed. */
export function mobileColumn<T extends { mobile: string }>(): TableColumn<T> {
  return {
    key: 'mobile',
    header: 'Mobile',
    render: (l) => formatMobile(l.mobile),
    searchValue: (l) => `${l.mobile} ${formatMobile(l.mobile)}`,
  };
}

/** Learner ID, Name, Mobile, E-mail, Pickup Postcode, Date Joined (document 1 §2). */
export const LEARNER_COLUMNS: TableColumn<LearnerListed>[] = [
  { key: 'student_id', header: 'Learner ID', render: (l) => learnerRef(l.student_id) },
  { key: 'name', header: 'Name', render: (l) => fullName(l) },
  mobileColumn(),
  { key: 'email', header: 'E-mail' },
  { key: 'pickup_pc', header: 'Pickup Postcode' },
  { key: 'created', header: 'Date Joined', render: (l) => formatDate(l.created) },
];

export const LEARNER_SEARCH_HINT = 'Search by ID, Name, E-mail or Mobile Numbers';
