import { useNavigate } from 'react-router-dom';
import { dashboardPath, type LearnerListed, fullName } from '@dss/contract';
import { Button, Heading, learnerRef, PersistentDialog, Stack } from '@dss/ui';
import { learnersApi } from '../api/learners-api';
import { DepartureSection } from '../learner-dash/DepartureSection';
import type { EditLearnerState } from '../learner-dash/edit-learner-state';
import { LearnerForm } from '../learner-form/LearnerForm';
import { learnerToForm } from '../learner-form/learner-values';
import { useSaveLearner } from '../learner-form/useSaveLearner';
import { InstructorInfoTable } from './InstructorInfoTable';

/**
 * A learner of View/Edit Learners opened from their row: the learner form, their instructors and
 * their departure, with a link to the Learner Dash. Loaded apart from the list (the forms and their
 * schemas are not needed for the first rows), once the list has shown its rows.
 */
export function LearnerDialog({ learner, onClose }: { learner: LearnerListed; onClose(): void }) {
  const navigate = useNavigate();
  const { updateLearner } = useSaveLearner();
  // A learner's own assignments are few; the largest page holds them all.
  const { data, isLoading } = learnersApi.useLearnersAssignmentsQuery({
    id: String(learner.student_id),
    pagesize: '100',
    dir: 'desc',
  });
  const assignments = data?.rows ?? [];
  const openDash = () => {
    const state: EditLearnerState = { info: learner, id: learner.student_id, adi: assignments };
    navigate(dashboardPath('editlearner'), { state });
  };
  return (
    <PersistentDialog
      open
      onClose={onClose}
      maxWidth={960}
      title={`${learnerRef(learner.student_id)} - ${fullName(learner)}`}
      footer={
        <>
          <Button colorPalette="teal" onClick={openDash}>
            Learner Dash
          </Button>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <Stack gap="6">
        <LearnerForm
          mode="edit"
          initialValues={learnerToForm(learner)}
          onSubmit={async (values) => (await updateLearner(learner.student_id, values)).errors}
        />
        <Stack gap="2">
          <Heading as="h2" size="md">
            Instructor Info
          </Heading>
          <InstructorInfoTable assignments={assignments} loading={isLoading} />
        </Stack>
        <Stack gap="2">
          <Heading as="h2" size="md">
            Departure
          </Heading>
          <DepartureSection learnerId={learner.student_id} />
        </Stack>
      </Stack>
    </PersistentDialog>
  );
}
