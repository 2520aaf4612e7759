import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { dashboardPath, type LearnerListed, type LearnerSort, fullName } from '@dss/contract';
import {
  Button,
  firstTablePage,
  Heading,
  learnerRef,
  PersistentDialog,
  ScreenLayout,
  SearchableTable,
  Stack,
  useTableQuery,
} from '@dss/ui';
import { learnersApi } from '../api/learners-api';
import { DepartureSection } from '../learner-dash/DepartureSection';
import type { EditLearnerState } from '../learner-dash/edit-learner-state';
import { LearnerForm } from '../learner-form/LearnerForm';
import { learnerToForm } from '../learner-form/learner-values';
import { useSaveLearner } from '../learner-form/useSaveLearner';

import { InstructorInfoTable } from './InstructorInfoTable';
import { LEARNER_COLUMNS, LEARNER_SEARCH_HINT } from './learner-columns';

function LearnerDialog({ learner, onClose }: { learner: LearnerListed; onClose(): void }) {
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

/** The page View/Edit Learners opens on: the newest learners first. */
const FIRST_PAGE = firstTablePage<LearnerSort>({ sort: 'student_id', dir: 'desc' });

/** The request for that page, made while the screen is still loading (a hard load of its address). */
export const firstLearnersPage = () => learnersApi.endpoints.learnersList.initiate(FIRST_PAGE, { subscribe: false });

/** View/Edit Learners (document 1 §2). */
export function ManageLearnersPage() {
  const { query, setQuery } = useTableQuery(FIRST_PAGE);
  const { data, isLoading, isFetching } = learnersApi.useLearnersListQuery(query);
  const [picked, setPicked] = useState<LearnerListed | null>(null);
  // The row as the page shows it now, so a save that refetches the page refreshes the dialog.
  const selected = picked ? (data?.rows.find((l) => l.student_id === picked.student_id) ?? picked) : null;
  return (
    <ScreenLayout title="View/Edit Learners">
      <SearchableTable
        label="Learners"
        columns={LEARNER_COLUMNS}
        server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
        getRowId={(l) => l.student_id}
        searchHint={LEARNER_SEARCH_HINT}
        loading={isLoading}
        onRowClick={(l) => setPicked(l)}
        rowLabel={(l) => `${learnerRef(l.student_id)} ${fullName(l)}`}
      />
      {selected ? <LearnerDialog key={selected.student_id} learner={selected} onClose={() => setPicked(null)} /> : null}
    </ScreenLayout>
  );
}
