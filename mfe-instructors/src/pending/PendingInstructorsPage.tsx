import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectUser } from '@dss/api';
import { ADMIN_HOME, INSTRUCTOR_TEXTS, USER_HOME, type InstructorRow } from '@dss/contract';
import { Button, PersistentDialog, ScreenLayout, useSubmit, useTableQuery } from '@dss/ui';
import { instructorsApi } from '../api/instructors-api';
import { ContactAdminNotice, DetailItems, registrationItems } from '../shared';
import { PENDING_COLUMNS, type PendingSort } from '../tables/instructor-columns';
import { InstructorTable } from '../tables/InstructorTable';

/** The pending instructor's dialog (document 2 §2.5): Approve for administrators, the contact message for others. */
function PendingDialog({ instructor, isAdmin, onClose }: { instructor: InstructorRow; isAdmin: boolean; onClose(): void }) {
  const submit = useSubmit();
  const [approve, { isLoading }] = instructorsApi.useInstructorsApproveMutation();
  const onApprove = async () => {
    const result = await submit(await approve({ adi_id: instructor.adi_id }), {
      success: INSTRUCTOR_TEXTS.approved,
      failure: INSTRUCTOR_TEXTS.recordUpdateFailed,
    });
    if (result.ok) onClose();
  };
  const items = registrationItems(instructor, { drivingLicence: true });
  return (
    <PersistentDialog
      open
      onClose={onClose}
      maxWidth={700}
      title="Pending Driving Instructor"
      footer={
        <>
          {isAdmin ? (
            <Button colorPalette="teal" onClick={() => void onApprove()} loading={isLoading}>
              Approve
            </Button>
          ) : null}
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <DetailItems items={items} />
      {isAdmin ? null : <ContactAdminNotice text={INSTRUCTOR_TEXTS.approveContactAdmin} />}
    </PersistentDialog>
  );
}

/**
 * Pending Instructors (document 2 §2.5), also Approve Instructors for administrators (document 3):
 * instructors not yet approved and not deleted, paged by the server.
 */
export function PendingInstructorsPage({ title = 'Pending Instructors' }: { title?: string }) {
  const user = useSelector(selectUser);
  const isAdmin = user?.isAdmin === true;
  const { query, setQuery } = useTableQuery<PendingSort>({ sort: 'created', dir: 'desc' });
  const { data, isLoading, isFetching } = instructorsApi.useInstructorsPendingQuery(query);
  const [selected, setSelected] = useState<InstructorRow | null>(null);
  return (
    <ScreenLayout title={title} home={{ label: 'Dashboard', to: isAdmin ? ADMIN_HOME : USER_HOME }}>
      <InstructorTable
        label="Pending instructors"
        columns={PENDING_COLUMNS}
        server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
        loading={isLoading}
        onRowClick={(a) => setSelected(a)}
      />
      {selected ? (
        <PendingDialog key={selected.adi_id} instructor={selected} isAdmin={isAdmin} onClose={() => setSelected(null)} />
      ) : null}
    </ScreenLayout>
  );
}

/** Approve Instructors (document 3, admin route): the same screen under its own title. */
export function ApproveInstructorsPage() {
  return <PendingInstructorsPage title="Approve Instructors" />;
}
