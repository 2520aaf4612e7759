import { useState } from 'react';
import {
  PROGRESS_TEXTS,
  PROGRESS_TOPIC_NAME_MAX,
  progressTopicFields,
  validateWithSchema,
  type ProgressTopic,
  type ProgressTopicFormValues,
} from '@dss/contract';
import {
  Badge,
  Button,
  HStack,
  PersistentDialog,
  ScreenLayout,
  SearchableTable,
  SubmitForm,
  type TableColumn,
  Text,
  TextField,
  useAlerts,
  useSubmit,
} from '@dss/ui';
import { adminOutcome } from '../shared/admin-outcome';
import { ADMIN_CRUMB } from '../shared/admin-crumb';
import { Section } from '../shared/Section';
import { progressTopicsApi } from './progress-topics-api';

const validateName = validateWithSchema(progressTopicFields);
/** A refusal's own text is shown under the failure title. */
const outcome = (success: string, failure: string) => ({ success: { title: 'Success', text: success }, failure });

/**
 * Progress Topics (beyond the spec): the syllabus topics a learner's progress is recorded on, in
 * the order their page lists them. Retiring a topic keeps learners' recordings of it but takes it
 * out of their progress and the ready summary (docs/decisions/learner-progress.md).
 */
export function ProgressTopicsPage() {
  const { data, isLoading } = progressTopicsApi.useAdminLoadProgressTopicsQuery();
  const [add] = progressTopicsApi.useAdminAddProgressTopicMutation();
  const [rename] = progressTopicsApi.useAdminRenameProgressTopicMutation();
  const [move] = progressTopicsApi.useAdminMoveProgressTopicMutation();
  const [retire] = progressTopicsApi.useAdminRetireProgressTopicMutation();
  const [restore] = progressTopicsApi.useAdminRestoreProgressTopicMutation();
  const alerts = useAlerts();
  const submit = useSubmit();
  const [renaming, setRenaming] = useState<ProgressTopic | null>(null);
  const topics = data ?? [];

  const moveTopic = async (topic: ProgressTopic, direction: 'up' | 'down') =>
    submit(
      await move({ topic_id: topic.topic_id, direction }),
      outcome(PROGRESS_TEXTS.topicMoved, PROGRESS_TEXTS.topicMoveFailed),
    );
  const retireTopic = async (topic: ProgressTopic) => {
    if (!(await alerts.confirm('Please confirm', PROGRESS_TEXTS.confirmRetire, { confirmLabel: 'Retire' }))) return;
    await submit(
      await retire({ topic_id: topic.topic_id }),
      adminOutcome(PROGRESS_TEXTS.topicRetired, PROGRESS_TEXTS.topicStateFailed),
    );
  };
  const restoreTopic = async (topic: ProgressTopic) =>
    submit(
      await restore({ topic_id: topic.topic_id }),
      adminOutcome(PROGRESS_TEXTS.topicRestored, PROGRESS_TEXTS.topicStateFailed),
    );

  const columns: TableColumn<ProgressTopic>[] = [
    { key: 'position', header: 'Order' },
    { key: 'name', header: 'Topic' },
    {
      key: 'active',
      header: 'State',
      searchValue: () => '',
      render: (t) => (
        <Badge colorPalette={t.active ? 'green' : 'gray'} variant="solid">
          {t.active ? 'In use' : 'Retired'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      searchValue: () => '',
      render: (t) => (
        <HStack gap="1" wrap="wrap">
          <Button
            size="xs"
            variant="outline"
            aria-label={`Move ${t.name} up`}
            disabled={t.topic_id === topics[0]?.topic_id}
            onClick={() => void moveTopic(t, 'up')}
          >
            Up
          </Button>
          <Button
            size="xs"
            variant="outline"
            aria-label={`Move ${t.name} down`}
            disabled={t.topic_id === topics[topics.length - 1]?.topic_id}
            onClick={() => void moveTopic(t, 'down')}
          >
            Down
          </Button>
          <Button size="xs" variant="outline" aria-label={`Rename ${t.name}`} onClick={() => setRenaming(t)}>
            Rename
          </Button>
          {t.active ? (
            <Button size="xs" colorPalette="red" aria-label={`Retire ${t.name}`} onClick={() => void retireTopic(t)}>
              Retire
            </Button>
          ) : (
            <Button size="xs" colorPalette="teal" aria-label={`Restore ${t.name}`} onClick={() => void restoreTopic(t)}>
              Restore
            </Button>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <ScreenLayout home={ADMIN_CRUMB} title={PROGRESS_TEXTS.title}>
      {isLoading || !data ? (
        <Text role="status">Loading progress topics…</Text>
      ) : (
        <>
          <Section title="Topics">
            <SearchableTable
              label="Progress topics"
              columns={columns}
              rows={topics}
              getRowId={(t) => t.topic_id}
              searchable={false}
              pageSize={100}
              pageSizeOptions={[100]}
              emptyText={PROGRESS_TEXTS.noTopics}
            />
            <Text fontSize="sm" color="fg.muted" mt="2">
              A learner is ready for test when every topic in use is Independent. A retired topic keeps its recordings.
            </Text>
          </Section>
          <Section title="Add a Topic">
            <SubmitForm<ProgressTopicFormValues>
              validate={validateName}
              save={(values) => add({ name: values.name ?? '' })}
              texts={outcome(PROGRESS_TEXTS.topicAdded, PROGRESS_TEXTS.topicAddFailed)}
              submitLabel="Add Topic"
            >
              <TextField name="name" label="Topic Name" maxLength={PROGRESS_TOPIC_NAME_MAX} counter required />
            </SubmitForm>
          </Section>
        </>
      )}
      <PersistentDialog open={renaming !== null} onClose={() => setRenaming(null)} title="Rename Topic" maxWidth={500}>
        {renaming ? (
          <SubmitForm<ProgressTopicFormValues>
            validate={validateName}
            save={(values) => rename({ topic_id: renaming.topic_id, name: values.name ?? '' })}
            texts={outcome(PROGRESS_TEXTS.topicRenamed, PROGRESS_TEXTS.topicRenameFailed)}
            submitLabel="Rename"
            initialValues={{ name: renaming.name }}
            requireChange
            onSaved={() => setRenaming(null)}
          >
            <TextField name="name" label="Topic Name" maxLength={PROGRESS_TOPIC_NAME_MAX} counter required />
          </SubmitForm>
        ) : null}
      </PersistentDialog>
    </ScreenLayout>
  );
}
