import { ASSIGNMENT_STATUS_LABELS, labelOf, type LearnerAssignment } from '@dss/contract';
import { formatDate, instructorRef, SearchableTable, type TableColumn } from '@dss/ui';

const COLUMNS: TableColumn<LearnerAssignment>[] = [
  { key: 'adi_id', header: 'ADI ID', render: (a) => instructorRef(a.adi_id) },
  { key: 'name', header: 'ADI Name', render: (a) => `${a.adi_title} ${a.adi_fname} ${a.adi_lanme}` },
  { key: 'assign_status', header: 'Status', render: (a) => labelOf(ASSIGNMENT_STATUS_LABELS, a.assign_status) },
  { key: 'assign_on', header: 'Assigned On', render: (a) => formatDate(a.assign_on) },
  { key: 'assign_updated', header: 'Updated On', render: (a) => formatDate(a.assign_updated) },
  { key: 'end_reason', header: 'Reason', render: (a) => a.end_reason ?? '' },
];

/** The learner's assignments, newest first, with why each ended one ended. */
export function AssignmentHistory({ assignments }: { assignments: readonly LearnerAssignment[] }) {
  return (
    <SearchableTable
      label="Assignment History"
      columns={COLUMNS}
      rows={assignments}
      getRowId={(a) => a.assingn_id}
      searchable={false}
      pageSize={5}
      pageSizeOptions={[5]}
    />
  );
}
