import { useRef, useState, type ReactNode } from 'react';
import { ASSIGNMENT_MESSAGES, type LearnerDuplicate } from '@dss/contract';
import {
  Button,
  formatDate,
  formatMobile,
  HStack,
  learnerRef,
  PersistentDialog,
  SidewaysScrollArea,
  Stack,
  Table,
  Text,
} from '@dss/ui';
import { assignmentApi } from '../api/assignment-api';

type Candidate = Pick<LearnerDuplicate, 'fname' | 'lname' | 'dob' | 'mobile'> & { inemail: string; dlno: string };

function DuplicatesTable({ rows }: { rows: readonly LearnerDuplicate[] }) {
  return (
    <SidewaysScrollArea label="Possible matches" borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Possible matches">
        <Table.Header>
          <Table.Row>
            {['Learner ID', 'Name', 'Date of Birth', 'E-mail', 'Mobile', 'Licence Number', 'Same'].map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((l) => (
            <Table.Row key={l.student_id}>
              <Table.Cell>{learnerRef(l.student_id)}</Table.Cell>
              <Table.Cell>{`${l.title} ${l.fname} ${l.lname}`}</Table.Cell>
              <Table.Cell>{formatDate(l.dob)}</Table.Cell>
              <Table.Cell>{l.email}</Table.Cell>
              <Table.Cell>{formatMobile(l.mobile)}</Table.Cell>
              <Table.Cell>{l.driving_licence_no}</Table.Cell>
              <Table.Cell>{l.matches.join(', ')}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </SidewaysScrollArea>
  );
}

/**
 * Before a registration: asks the server for learners who look like this one and, when there
 * are any, shows them and waits for the clerk's decision. `confirm` resolves true to go on
 * (no look-alikes, or "Register Anyway"), false to stop. A failed check does not stop the
 * registration: the registration's own answer then speaks.
 */
export function useDuplicateConfirmation(): { confirm(candidate: Candidate): Promise<boolean>; dialog: ReactNode } {
  const [check] = assignmentApi.useLazyLearnersAssignmentDuplicatesQuery();
  const [matches, setMatches] = useState<readonly LearnerDuplicate[] | null>(null);
  const decide = useRef<(go: boolean) => void>(() => undefined);

  async function confirm(candidate: Candidate): Promise<boolean> {
    const found = await check(candidate);
    if (!found.data?.length) return true;
    setMatches(found.data);
    return new Promise<boolean>((resolve) => {
      decide.current = (go) => {
        setMatches(null);
        resolve(go);
      };
    });
  }

  const dialog = (
    <PersistentDialog
      open={matches !== null}
      onClose={() => decide.current(false)}
      maxWidth={960}
      title="Possible duplicate learner"
      footer={
        <HStack>
          <Button variant="outline" onClick={() => decide.current(false)}>
            Cancel
          </Button>
          <Button colorPalette="teal" onClick={() => decide.current(true)}>
            Register Anyway
          </Button>
        </HStack>
      }
    >
      <Stack gap="3">
        <Text role="alert">{ASSIGNMENT_MESSAGES.duplicatesFound}</Text>
        <DuplicatesTable rows={matches ?? []} />
        <Text fontSize="sm" color="fg.muted">
          Check the learners above before registering a new one: a learner registered twice splits their payments and lessons.
        </Text>
      </Stack>
    </PersistentDialog>
  );
  return { confirm, dialog };
}
