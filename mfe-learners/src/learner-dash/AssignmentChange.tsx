import { useState } from 'react';
import {
  ASSIGNMENT_END_STATES,
  ASSIGNMENT_MESSAGES,
  endAssignmentForm,
  reassignForm,
  validateWithSchema,
  type EndAssignmentFormValues,
  type LearnerAssignment,
  type LearnerListed,
  type ReassignFormValues,
} from '@dss/contract';
import { Button, HStack, PersistentDialog, SelectField, Stack, SubmitForm, Text, TextField } from '@dss/ui';
import { assignmentApi } from '../api/assignment-api';
import { learnersApi } from '../api/learners-api';
import { SuitableInstructorSelect } from '../assign/SuitableInstructorSelect';

const validateReassign = validateWithSchema(reassignForm);
const validateEnd = validateWithSchema(endAssignmentForm);

function ReasonField() {
  return <TextField name="reason" label="Reason" maxLength={200} counter required />;
}

function ReassignForm({ learner, active, onDone }: { learner: LearnerListed; active: LearnerAssignment; onDone(): void }) {
  const [reassign] = assignmentApi.useLearnersAssignmentReassignMutation();
  const { data, isFetching } = learnersApi.useLearnersSuitableInstructorsQuery({
    learnerID: String(learner.student_id),
    pupostcode: learner.outer_pc,
  });
  const others = (data?.adis ?? []).filter((a) => a.adi_id !== active.adi_id);
  return (
    <SubmitForm<ReassignFormValues>
      validate={validateReassign}
      save={(v) => reassign({ assignid: active.assingn_id, selectedadi: v.selectedadi ?? '', reason: v.reason ?? '' })}
      texts={{ success: ASSIGNMENT_MESSAGES.reassigned, failure: ASSIGNMENT_MESSAGES.failed }}
      submitLabel="Re-assign Now"
      onSaved={onDone}
    >
      <SuitableInstructorSelect
        name="selectedadi"
        label="New Instructor"
        adis={others}
        loading={isFetching}
        outer={learner.outer_pc}
      />
      <ReasonField />
    </SubmitForm>
  );
}

function EndForm({ active, onDone }: { active: LearnerAssignment; onDone(): void }) {
  const [end] = assignmentApi.useLearnersAssignmentEndMutation();
  return (
    <SubmitForm<EndAssignmentFormValues>
      validate={validateEnd}
      save={(v) => end({ assignid: active.assingn_id, status: v.status ?? '', reason: v.reason ?? '' })}
      texts={{ success: ASSIGNMENT_MESSAGES.ended, failure: ASSIGNMENT_MESSAGES.failed }}
      submitLabel="End Assignment Now"
      onSaved={onDone}
    >
      <SelectField
        name="status"
        label="Assignment Ends As"
        options={ASSIGNMENT_END_STATES.map((s) => ({ value: String(s.value), label: s.label }))}
        required
      />
      <ReasonField />
    </SubmitForm>
  );
}

/**
 * Re-assign or end the learner's active assignment, from the learner's page where the office
 * handles one learner (docs/decisions/assignment.md). The learner keeps their credits; lessons
 * still to come with the instructor are cancelled.
 */
export function AssignmentChange({ learner, active }: { learner: LearnerListed; active: LearnerAssignment }) {
  const [open, setOpen] = useState<'reassign' | 'end' | null>(null);
  const close = () => setOpen(null);
  const name = `${active.adi_title} ${active.adi_fname} ${active.adi_lanme}`;
  return (
    <>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => setOpen('reassign')}>
          Re-assign
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen('end')}>
          End Assignment
        </Button>
      </HStack>
      <PersistentDialog open={open === 'reassign'} onClose={close} maxWidth={700} title="Re-assign Instructor">
        <Stack gap="3">
          <Text>
            {name} stops teaching this learner (Re-Assigned). The learner keeps their credits; lessons still to come with {name}{' '}
            are cancelled.
          </Text>
          {open === 'reassign' ? <ReassignForm learner={learner} active={active} onDone={close} /> : null}
        </Stack>
      </PersistentDialog>
      <PersistentDialog open={open === 'end'} onClose={close} maxWidth={600} title="End Assignment">
        <Stack gap="3">
          <Text>
            {name} stops teaching this learner. The learner keeps their credits and waits for an instructor again; lessons still
            to come with {name} are cancelled.
          </Text>
          {open === 'end' ? <EndForm active={active} onDone={close} /> : null}
        </Stack>
      </PersistentDialog>
    </>
  );
}
