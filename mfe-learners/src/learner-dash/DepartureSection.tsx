import { useState } from 'react';
import { dictionaryApi } from '@dss/api';
import {
  departureForm,
  LEARNER_TEXTS,
  londonToday,
  validateWithSchema,
  type DepartureFormValues,
  type LearnerAssignment,
  filledFields,
} from '@dss/contract';
import {
  Box,
  Button,
  DataList,
  DateField,
  formatDate,
  FormIncompleteNotice,
  HStack,
  PersistentDialog,
  SelectField,
  SimpleGrid,
  Stack,
  SubmitForm,
  Text,
  useSubmit,
} from '@dss/ui';
import { learnersApi } from '../api/learners-api';

const validate = validateWithSchema(departureForm);

/** What recording a departure does to the learner's active assignment, said before it is done. */
export function departureEndsAssignment(a: LearnerAssignment): string {
  return `Recording a departure ends the assignment with ${a.adi_title} ${a.adi_fname} ${a.adi_lanme}; lessons still to come with this instructor are cancelled.`;
}

/**
 * A learner who has come back (beyond the spec): the departure is withdrawn after a confirmation;
 * they can pay again and wait for an instructor (docs/decisions/assignment.md, "A departure ends things").
 */
function WithdrawDeparture({ learnerId }: { learnerId: number }) {
  const submit = useSubmit();
  const [open, setOpen] = useState(false);
  const [withdraw, { isLoading }] = learnersApi.useLearnersWithdrawDepartureMutation();
  const confirm = async () => {
    const answer = await withdraw({ learner: learnerId });
    const outcome = await submit(answer, {
      success: LEARNER_TEXTS.departureWithdrawn,
      failure: LEARNER_TEXTS.departureWithdrawFailed,
    });
    if (outcome.ok) setOpen(false);
  };
  return (
    <>
      <Box>
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          Withdraw Departure
        </Button>
      </Box>
      <PersistentDialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth={560}
        title="Withdraw Departure"
        footer={
          <HStack gap="2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button colorPalette="teal" loading={isLoading} onClick={() => void confirm()}>
              Withdraw Departure
            </Button>
          </HStack>
        }
      >
        <Text>
          The learner has come back to the school. Their departure is removed (the audit trail keeps it); they can pay again and
          wait for an instructor. An assignment ended by the departure stays ended.
        </Text>
      </PersistentDialog>
    </>
  );
}

/**
 * The learner's departure: read-only once recorded, otherwise its record form (document 1 §4).
 * One departure per learner; recording it ends the active assignment (`active`).
 */
export function DepartureSection({ learnerId, active }: { learnerId: number; active?: LearnerAssignment }) {
  const { data: departures, isLoading } = learnersApi.useLearnersDepartureQuery({ id: learnerId });
  const { data: reasons = [] } = dictionaryApi.useDictionaryDepartureReasonsQuery();
  const { data: reporters = [] } = dictionaryApi.useDictionaryDepartureReportersQuery();
  const [save] = learnersApi.useLearnersSaveDepartureMutation();
  const departure = departures?.[0];

  if (isLoading) return <Text color="fg.muted">Loading…</Text>;
  if (departure) {
    return (
      <Stack gap="3">
        <DataList.Root orientation="horizontal" data-testid="departure-record">
          <DataList.Item>
            <DataList.ItemLabel>Date of Departure</DataList.ItemLabel>
            <DataList.ItemValue>{formatDate(departure.dep_date)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Reported By</DataList.ItemLabel>
            <DataList.ItemValue>{departure.reported_by}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Reason</DataList.ItemLabel>
            <DataList.ItemValue>{departure.reason_txt}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <WithdrawDeparture learnerId={learnerId} />
      </Stack>
    );
  }
  return (
    <SubmitForm<DepartureFormValues>
      name="Record departure"
      validate={validate}
      save={(values) =>
        save({
          learner: learnerId,
          ...filledFields(values, ['dateofdeparture', 'reportedby', 'reason']),
        })
      }
      texts={{ success: LEARNER_TEXTS.departureRecorded, failure: LEARNER_TEXTS.departureFailed }}
      submitLabel="Record Departure"
      align="end"
      // The notice comes after what recording a departure does, as the screen has always shown it.
      notice={false}
      resetOnSuccess={false}
    >
      <Text fontSize="sm" color="fg.muted">
        No departure recorded. {LEARNER_TEXTS.departureHint}
      </Text>
      {active ? (
        <Text fontSize="sm" data-testid="departure-ends-assignment">
          {departureEndsAssignment(active)}
        </Text>
      ) : null}
      <FormIncompleteNotice />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <DateField name="dateofdeparture" label="Date of Departure" max={londonToday()} required />
        <SelectField
          name="reportedby"
          label="Reported By"
          options={reporters.map((r) => ({ value: String(r.id), label: r.txt }))}
          required
        />
        <SelectField
          name="reason"
          label="Reason for Departure"
          options={reasons.map((r) => ({ value: String(r.id), label: r.txt }))}
          required
        />
      </SimpleGrid>
    </SubmitForm>
  );
}
