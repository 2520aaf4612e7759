import { formatMobile, type TableColumn } from '@dss/ui';
import { staffFullName, staffStateLabel, type StaffMember } from '@dss/contract';
import { StaffStateBadge } from './StaffStateBadge';

/** ID, Name, Mobile, E-mail and Account Status, shared by the staff tables. */
export const STAFF_COLUMNS: TableColumn<StaffMember>[] = [
  { key: 'staff_id', header: 'ID', render: (s) => s.staff_id },
  { key: 'name', header: 'Name', render: (s) => staffFullName(s) },
  {
    key: 'mobile',
    header: 'Mobile',
    render: (s) => formatMobile(s.mobile),
    searchValue: (s) => `${s.mobile} ${formatMobile(s.mobile)}`,
  },
  { key: 'email', header: 'E-mail' },
  {
    key: 'accState',
    header: 'Account Status',
    render: (s) => <StaffStateBadge state={s.accState} />,
    searchValue: (s) => staffStateLabel(s.accState),
  },
];
