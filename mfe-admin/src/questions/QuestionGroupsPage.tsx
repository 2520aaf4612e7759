import {
  GROUP_NAME_MAX,
  QUESTION_PAGES,
  questionGroupFields,
  validateWithSchema,
  type QuestionAudience,
  type QuestionGroup,
  type QuestionGroupFormValues,
} from '@dss/contract';
import { formatDate, ScreenLayout, SearchableTable, SubmitForm, type TableColumn, TextField } from '@dss/ui';
import { adminOutcome } from '../shared/admin-outcome';
import { ADMIN_CRUMB } from '../shared/admin-crumb';
import { Section } from '../shared/Section';
import { AUDIENCE_API } from './questions-api';

const validate = validateWithSchema(questionGroupFields);
const COLUMNS: TableColumn<QuestionGroup>[] = [
  { key: 'group_no', header: 'Group No', render: (g) => g.group_no },
  { key: 'reporting_text', header: 'Group Name' },
  { key: 'created_on', header: 'Created On', render: (g) => formatDate(g.created_on) },
];

/** Learner or Instructor Feedback Question Groups: the groups and a form to add one. */
export function QuestionGroupsPage({ audience }: { audience: QuestionAudience }) {
  const api = AUDIENCE_API[audience];
  const texts = QUESTION_PAGES[audience];
  const { data: groups = [], isFetching } = api.useGroups();
  const [save] = api.useSaveGroup();
  const title = audience === 'learner' ? 'Learner Feedback Question Groups' : 'Instructor Feedback Question Groups';

  return (
    <ScreenLayout home={ADMIN_CRUMB} title={title}>
      {/* document 3 §2: the list, then the add form */}
      <Section title="Question Groups">
        <SearchableTable
          label="Question groups"
          columns={COLUMNS}
          rows={groups}
          getRowId={(g) => g.group_no}
          loading={isFetching && groups.length === 0}
        />
      </Section>
      <Section title="Add Question Group">
        <SubmitForm<QuestionGroupFormValues>
          validate={validate}
          save={(values) => save({ groupname: (values.groupname ?? '').trim() })}
          texts={adminOutcome(texts.groupAdded, texts.groupError)}
          submitLabel="Add Group"
        >
          <TextField name="groupname" label="Group Name" maxLength={GROUP_NAME_MAX} counter required />
        </SubmitForm>
      </Section>
    </ScreenLayout>
  );
}
