import type { LearnerListed } from '@dss/contract';
import { formatDate, learnerRef, type TableColumn } from '@dss/ui';
import { fullName } from '../shared';

/** Learner ID, Name, Mobile, E-mail, Pickup Postcode, Date Joined (document 1 §2). */
export const LEARNER_COLUMNS: TableColumn<LearnerListed>[] = [
  { key: 'student_id', header: 'Learner ID', render: (l) => learnerRef(l.student_id) },
  { key: 'name', header: 'Name', render: (l) => fullName(l) },
  { key: 'mobile', header: 'Mobile' },
  { key: 'email', header: 'E-mail' },
  { key: 'pickup_pc', header: 'Pickup Postcode' },
  { key: 'created', header: 'Date Joined', render: (l) => formatDate(l.created) },
];

export const LEARNER_SEARCH_HINT = 'Search by ID, Name, E-mail or Mobile Numbers';
