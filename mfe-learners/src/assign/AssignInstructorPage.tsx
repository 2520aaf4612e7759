import { useSearchParams } from 'react-router-dom';
import { LEARNER_TEXTS, type LearnerListed, type PendingLearnerSort, fullName } from '@dss/contract';
import {
  Button,
  DataList,
  Form,
  formatDate,
  formatMobile,
  HStack,
  learnerRef,
  PersistentDialog,
  ScreenLayout,
  Stack,
  type TableColumn,
  useSubmit,
  useTableQuery,
} from '@dss/ui';
import { learnersApi } from '../api/learners-api';
import { mobileColumn } from '../manage/learner-columns';
import { SuitableInstructorSelect } from './SuitableInstructorSelect';
import { LearnerPickerTable } from '../manage/LearnerPickerTable';

const COLUMNS: TableColumn<LearnerListed, PendingLearnerSort>[] = [
  { key: 'student_id', header: 'Learner ID', render: (l) => learnerRef(l.student_id), sort: 'student_id' },
  { key: 'name', header: 'Name', render: (l) => fullName(l), sort: 'name' },
  mobileColumn<LearnerListed, PendingLearnerSort>('mobile'),
  { key: 'email', header: 'E-mail', sort: 'email' },
  { key: 'pickup_pc', header: 'Pickup PC', sort: 'pickup_pc' },
  { key: 'created', header: 'Joined', render: (l) => formatDate(l.created), sort: 'created' },
];

function AssignDialog({ learner, onClose }: { learner: LearnerListed; onClose(): void }) {
  const submit = useSubmit();
  const { data, isFetching } = learnersApi.useLearnersSuitableInstructorsQuery({
    learnerID: String(learner.student_id),
    pupostcode: learner.outer_pc,
  });
  const [assign] = learnersApi.useLearnersAssignMutation();
  const adis = data?.adis ?? [];
  return (
    <Form<{ selectedadi?: string }>
      subscription={{ invalid: true, submitting: true }}
      validate={(v) => (v.selectedadi ? {} : { selectedadi: 'Please select an instructor.' })}
      onSubmit={async (values) => {
        const answer = await assign({
          selectedadi: values.selectedadi ?? '',
          studentid: learner.student_id,
        });
        const result = await submit(answer, { success: LEARNER_TEXTS.assigned, failure: LEARNER_TEXTS.assignFailed });
        if (result.ok) onClose();
        return result.errors;
      }}
      render={({ handleSubmit, invalid, submitting }) => (
        <PersistentDialog
          open
          onClose={onClose}
          maxWidth={700}
          title="Assign Instructor"
          footer={
            <HStack>
              {/* Pressing Close must not blur the instructor select first: its message would push
                  the buttons down mid-click and the click would land on nothing. */}
              <Button variant="outline" onMouseDown={(event) => event.preventDefault()} onClick={onClose}>
                Close
              </Button>
              <Button colorPalette="teal" disabled={invalid} loading={submitting} onClick={() => void handleSubmit()}>
                Assign Instructor Now
              </Button>
            </HStack>
          }
        >
          <Stack gap="4">
            <DataList.Root orientation="horizontal" size="sm">
              {[
                ['Learner ID', learnerRef(learner.student_id)],
                ['Name', fullName(learner)],
                ['Mobile', formatMobile(learner.mobile)],
                ['E-mail', learner.email],
                ['Lessons Type', learner.lessons_type === 'manual' ? 'Manual' : 'Automatic'],
                ['Pickup Postcode', `${learner.pickup_pc} (area ${learner.outer_pc})`],
                ['Preferred ADI Gender', learner.req_adi_gender],
              ].map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue textTransform={label === 'Preferred ADI Gender' ? 'capitalize' : undefined}>
                    {value}
                  </DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
            <form onSubmit={handleSubmit} noValidate aria-label="Assign instructor">
              <SuitableInstructorSelect
                name="selectedadi"
                label="Suitable Instructor"
                adis={adis}
                loading={isFetching}
                outer={learner.outer_pc}
              />
            </form>
          </Stack>
        </PersistentDialog>
      )}
    />
  );
}

/** Assign Instructor (document 1 §2): learners awaiting an instructor. */
export function AssignInstructorPage() {
  const { query, setQuery } = useTableQuery<PendingLearnerSort>({ sort: 'created' });
  const { data, isLoading, isFetching } = learnersApi.useLearnersPendingQuery(query);
  const [params] = useSearchParams();
  const linkedId = Number(params.get('learner')) || undefined;
  // A linked learner is found among those awaiting an instructor by their exact id.
  const linked = learnersApi.useLearnersPendingQuery({ search: `L${linkedId}` }, { skip: linkedId === undefined });
  return (
    <ScreenLayout title="Assign Instructor">
      <LearnerPickerTable
        label="Learners awaiting an instructor"
        columns={COLUMNS}
        server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
        loading={isLoading}
        dialog={(learner, close) => <AssignDialog learner={learner} onClose={close} />}
        linked={linked.data?.rows[0]}
      />
    </ScreenLayout>
  );
}
