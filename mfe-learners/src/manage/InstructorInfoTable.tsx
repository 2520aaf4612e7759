import { ASSIGNMENT_STATUS_LABELS, labelOf, type LearnerAssignment } from '@dss/contract';
import { formatDate, instructorRef, SearchableTable, type TableColumn } from '@dss/ui';

const COLUMNS: TableColumn<LearnerAssignment>[] = [
  { key: 'adi_id', header: 'ADI ID', render: (a) => instructorRef(a.adi_id) },
  { key: 'name', header: 'ADI Name', render: (a) => `${a.adi_title} ${a.adi_fname} ${a.adi_lanme}` },
  { key: 'assign_status', header: 'Assign Status', render: (a) => labelOf(ASSIGNMENT_STATUS_LABELS, a.assign_status) },
  { key: 'assign_on', header: 'Assigned On', render: (a) => formatDate(a.assign_on) },
  { key: 'assign_updated', header: 'Updated On', render: (a) => formatDate(a.assign_updated) },
];

/** The learner's instructors, newest first; 'No Data to display' when none. */
export function InstructorInfoTable({ assignments, loading }: { assignments: readonly LearnerAssignment[]; loading?: boolean }) {
  return (
    <SearchableTable
      label="Instructor Info"
      columns={COLUMNS}
      rows={assignments}
      getRowId={(a) => a.assingn_id}
      searchable={false}
      pageSize={5}
      pageSizeOptions={[5]}
      loading={loading}
    />
  );
}
