import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectUser } from '@dss/api';
import { ADMIN_HOME, DELETED_INSTRUCTOR, INSTRUCTOR_TEXTS, type InstructorRow } from '@dss/contract';
import { Button, PersistentDialog, ScreenLayout, useSubmit, useTableQuery } from '@dss/ui';
import { instructorsApi } from '../api/instructors-api';
import { ContactAdminNotice, DetailItems, registrationItems } from '../shared';
import { ACCOUNT_STATUS_COLUMN, INSTRUCTOR_COLUMNS, type InstructorSort } from '../tables/instructor-columns';
import { InstructorTable } from '../tables/InstructorTable';

const COLUMNS = [...INSTRUCTOR_COLUMNS, ACCOUNT_STATUS_COLUMN];

function StateDialog({ instructor, isAdmin, onClose }: { instructor: InstructorRow; isAdmin: boolean; onClose(): void }) {
  const submit = useSubmit();
  const [remove, { isLoading }] = instructorsApi.useInstructorsDeleteMutation();
  const onDelete = async () => {
    const result = await submit(await remove({ adi_id: instructor.adi_id }), {
      success: INSTRUCTOR_TEXTS.stateUpdated,
      failure: INSTRUCTOR_TEXTS.recordUpdateFailed,
      // Document 3 §8: the note about the next login must be read, so it stays open.
      stay: true,
    });
    if (result.ok) onClose();
  };
  const items = registrationItems(instructor, { drivingLicence: false });
  const canDelete = isAdmin && instructor.accState !== DELETED_INSTRUCTOR;
  return (
    <PersistentDialog
      open
      onClose={onClose}
      title="Instructor Information"
      footer={
        <>
          {canDelete ? (
            <Button colorPalette="red" loading={isLoading} onClick={() => void onDelete()}>
              Delete
            </Button>
          ) : null}
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <DetailItems items={items} />
      {isAdmin ? null : <ContactAdminNotice text={INSTRUCTOR_TEXTS.deleteContactAdmin} />}
    </PersistentDialog>
  );
}

/** Instructor State Management (document 3): every instructor with their account state; Delete for administrators. */
export function InstructorStatesPage() {
  const user = useSelector(selectUser);
  const isAdmin = user?.isAdmin === true;
  const { query, setQuery } = useTableQuery<InstructorSort>({ sort: 'adi_id' });
  const { data, isLoading, isFetching } = instructorsApi.useInstructorsStatesQuery({ ...query, accstate: '' });
  const [selected, setSelected] = useState<InstructorRow | null>(null);
  return (
    <ScreenLayout title="Instructor State Management" home={{ label: 'Dashboard', to: ADMIN_HOME }}>
      <InstructorTable
        label="Instructors"
        columns={COLUMNS}
        server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
        loading={isLoading}
        onRowClick={(a) => setSelected(a)}
      />
      {selected ? (
        <StateDialog key={selected.adi_id} instructor={selected} isAdmin={isAdmin} onClose={() => setSelected(null)} />
      ) : null}
    </ScreenLayout>
  );
}
