import { useState } from 'react';
import {
  PROGRESS_LEVELS,
  PROGRESS_NOTE_MAX,
  PROGRESS_TEXTS,
  progressLevelLabel,
  recordProgressForm,
  validateWithSchema,
  type ProgressLesson,
  type ProgressRecording,
  type RecordProgressFormValues,
  type TopicProgress,
  filledFields,
} from '@dss/contract';
import {
  Badge,
  bookingRef,
  Button,
  chakra,
  Field,
  formatDate,
  formatDateTime,
  HStack,
  SearchableTable,
  SelectField,
  SimpleGrid,
  Stack,
  SubmitForm,
  Text,
  TextareaField,
  useField,
  ViewDialog,
  type TableColumn,
} from '@dss/ui';
import { learnersApi } from '../api/learners-api';

const LEVEL_OPTIONS = PROGRESS_LEVELS.map((l) => ({ value: String(l.value), label: l.label }));
const validate = validateWithSchema(recordProgressForm);

const lessonLabel = (l: ProgressLesson) => `${bookingRef(l.booking_id)} - ${formatDate(l.date)} ${l.start_time}`;

const HISTORY_COLUMNS: TableColumn<ProgressRecording>[] = [
  { key: 'recorded_at', header: 'Recorded', render: (r) => formatDateTime(r.recorded_at) },
  { key: 'level', header: 'Level', render: (r) => progressLevelLabel(r.level) },
  {
    key: 'booking_id',
    header: 'Lesson',
    render: (r) => (r.booking_id === null ? '' : `${bookingRef(r.booking_id)} - ${formatDate(r.lesson_date ?? '')}`),
  },
  { key: 'recorded_by', header: 'By' },
  { key: 'note', header: 'Note' },
];

/** The topics to record, one checkbox each; the field's value is the chosen topic ids. */
function TopicChoice({ topics }: { topics: readonly TopicProgress[] }) {
  const { input, meta } = useField<string[]>('topics');
  const chosen = input.value || [];
  // The form's validate gives the topics field a text.
  const error: string | undefined = meta.touched ? meta.error : undefined;
  const toggle = (id: string, on: boolean) => {
    input.onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
    input.onBlur();
  };
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>Topics</Field.Label>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="1" role="group" aria-label="Topics">
        {topics.map((t) => (
          <HStack as="label" key={t.topic_id} gap="2" fontSize="sm">
            <chakra.input
              type="checkbox"
              checked={chosen.includes(String(t.topic_id))}
              onChange={(e) => toggle(String(t.topic_id), e.target.checked)}
            />
            {t.name}
          </HStack>
        ))}
      </SimpleGrid>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** The recordings of one topic, newest first, in a dialog. */
function TopicHistory({ learnerId, topic, onClose }: { learnerId: number; topic: TopicProgress; onClose(): void }) {
  const history = learnersApi.useLearnersProgressHistoryQuery({ id: learnerId, topic_id: topic.topic_id });
  return (
    <ViewDialog open onClose={onClose} title={`History: ${topic.name}`} maxWidth={860}>
      <SearchableTable
        label={`History of ${topic.name}`}
        columns={HISTORY_COLUMNS}
        rows={history.data ?? []}
        getRowId={(r) => r.id}
        loading={history.isLoading}
        searchable={false}
        emptyText="Nothing recorded yet."
      />
    </ViewDialog>
  );
}

/**
 * The learner's progress by the syllabus (beyond the spec; docs/decisions/learner-progress.md):
 * the ready summary, each topic in use with its current level, each topic's history on demand,
 * and a form recording one level on the chosen topics.
 */
export function ProgressSection({ learnerId }: { learnerId: number }) {
  const progress = learnersApi.useLearnersProgressQuery({ id: learnerId }, { refetchOnMountOrArgChange: true });
  const [record] = learnersApi.useLearnersRecordProgressMutation();
  const [historyOf, setHistoryOf] = useState<TopicProgress | null>(null);
  const data = progress.data;

  const columns: TableColumn<TopicProgress>[] = [
    { key: 'name', header: 'Topic' },
    {
      key: 'level',
      header: 'Level',
      render: (t) =>
        t.level === null ? (
          <Text color="fg.muted">{PROGRESS_TEXTS.notStarted}</Text>
        ) : (
          <Badge colorPalette={t.level === 5 ? 'green' : 'blue'}>{progressLevelLabel(t.level)}</Badge>
        ),
    },
    { key: 'recorded_at', header: 'Recorded', render: (t) => (t.recorded_at ? formatDateTime(t.recorded_at) : '') },
    { key: 'recorded_by', header: 'By', render: (t) => t.recorded_by ?? '' },
    {
      key: 'history',
      header: 'History',
      searchValue: () => '',
      render: (t) => (
        <Button size="xs" variant="outline" aria-label={`History of ${t.name}`} onClick={() => setHistoryOf(t)}>
          History
        </Button>
      ),
    },
  ];

  if (!data) return <Text role="status">{progress.isError ? 'Progress could not be loaded.' : 'Loading progress…'}</Text>;
  return (
    <Stack gap="4">
      <Text data-testid="progress-summary" fontWeight="semibold" color={data.ready ? 'green.fg' : undefined}>
        {data.summary}
      </Text>
      <SearchableTable
        label="Progress"
        columns={columns}
        rows={data.topics}
        getRowId={(t) => t.topic_id}
        searchable={false}
        pageSize={100}
        pageSizeOptions={[100]}
        emptyText={PROGRESS_TEXTS.noTopics}
      />
      <SubmitForm<RecordProgressFormValues>
        validate={validate}
        save={(values) =>
          record({
            learner: learnerId,
            topics: (values.topics ?? []).map(Number),
            ...filledFields(values, ['level', 'booking', 'note']),
          })
        }
        texts={{ success: { title: 'Success', text: PROGRESS_TEXTS.recorded }, failure: PROGRESS_TEXTS.recordFailed }}
        submitLabel="Record Progress"
      >
        <TopicChoice topics={data.topics} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <SelectField name="level" label="Level" options={LEVEL_OPTIONS} placeholder="Select level" required />
          <SelectField
            name="booking"
            label="Lesson"
            options={data.lessons.map((l) => ({ value: String(l.booking_id), label: lessonLabel(l) }))}
            placeholder="No lesson"
            helperText="A lesson of this learner's that has started."
          />
        </SimpleGrid>
        <TextareaField name="note" label="Note" maxLength={PROGRESS_NOTE_MAX} counter rows={2} />
      </SubmitForm>
      {historyOf ? <TopicHistory learnerId={learnerId} topic={historyOf} onClose={() => setHistoryOf(null)} /> : null}
    </Stack>
  );
}
