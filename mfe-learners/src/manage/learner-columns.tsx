import type { LearnerListed, LearnerSort } from '@dss/contract';
import { fullName } from '@dss/contract';
import { formatDate, formatMobile, learnerRef, type TableColumn } from '@dss/ui';

/** A learner's mobile, split as everywhere else (document 3 §9) and found however it is typed. */
export function mobileColumn<T extends { mobile: string }, K extends string = string>(sort?: K): TableColumn<T, K> {
  return {
    key: 'mobile',
    header: 'Mobile',
    render: (l) => formatMobile(l.mobile),
    searchValue: (l) => `${l.mobile} ${formatMobile(l.mobile)}`,
    ...(sort ? { sort } : {}),
  };
}

/**
 * Learner ID, Name, Mobile, E-mail, Pickup Postcode, Date Joined (document 1 §2). The server
 * searches, sorts and pages these tables (ID, name, e-mail or mobile typed with or without spaces).
 */
export const LEARNER_COLUMNS: TableColumn<LearnerListed, LearnerSort>[] = [
  { key: 'student_id', header: 'Learner ID', render: (l) => learnerRef(l.student_id), sort: 'student_id' },
  { key: 'name', header: 'Name', render: (l) => fullName(l), sort: 'name' },
  mobileColumn<LearnerListed, LearnerSort>('mobile'),
  { key: 'email', header: 'E-mail', sort: 'email' },
  { key: 'pickup_pc', header: 'Pickup Postcode', sort: 'pickup_pc' },
  { key: 'created', header: 'Date Joined', render: (l) => formatDate(l.created), sort: 'created' },
];

export const LEARNER_SEARCH_HINT = 'Search by ID, Name, E-mail or Mobile Numbers';
