import { useNavigate } from 'react-router-dom';
import { dashboardPath, type InstructorInfo } from '@dss/contract';
import { Button, PersistentDialog, Spinner, Stack, Text, ViewDialog } from '@dss/ui';
import { instructorsApi } from '../api/instructors-api';
import { InstructorDetails } from './InstructorDetails';

/** What Edit Instructor receives (document 2 §2.3): the instructor id and the record as `info`. */
export interface EditInstructorState {
  id: number;
  info: InstructorInfo;
}

function Loaded({ id, children }: { id: number; children(info: InstructorInfo): React.ReactNode }) {
  const { data, isLoading, isError } = instructorsApi.useInstructorsInfoQuery({ id });
  if (isLoading)
    return (
      <Stack align="center" py="6">
        <Spinner aria-label="Loading instructor" />
      </Stack>
    );
  if (isError || !data) return <Text color="red.600">The instructor could not be loaded.</Text>;
  return <>{children(data)}</>;
}

/**
 * Instructor Information (View/Edit Active Driving Instructors, document 2 §2.2): persistent and
 * scrollable, with Edit/Update Instructor (to the route named Edit with the id and record) and Close.
 */
export function InstructorInfoDialog({ id, onClose }: { id: number; onClose(): void }) {
  const navigate = useNavigate();
  const { data } = instructorsApi.useInstructorsInfoQuery({ id });
  const edit = () => {
    if (!data) return;
    const state: EditInstructorState = { id, info: data };
    navigate(dashboardPath(`edit/${id}`), { state });
  };
  return (
    <PersistentDialog
      open
      onClose={onClose}
      maxWidth={960}
      scrollable
      title="Instructor Information"
      footer={
        <>
          <Button colorPalette="teal" onClick={edit} disabled={!data}>
            Edit/Update Instructor
          </Button>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <Loaded id={id}>{(info) => <InstructorDetails info={info} />}</Loaded>
    </PersistentDialog>
  );
}

/** The read-only profile of Advance Instructor Search (document 2 §2.4), vehicles with their ids. */
export function InstructorProfileDialog({ id, onClose }: { id: number; onClose(): void }) {
  return (
    <ViewDialog open onClose={onClose} maxWidth={960} title="Instructor Information">
      <Loaded id={id}>{(info) => <InstructorDetails info={info} vehicleIds />}</Loaded>
    </ViewDialog>
  );
}
