import {
  ADMIN_TEXTS,
  QUESTION_MAX,
  QUESTIONS_PAGE_SIZE,
  questionFields,
  REMOVE_CONFIRM_TEXTS,
  validateWithSchema,
  type FeedbackQuestion,
  type QuestionAudience,
  type QuestionFormValues,
} from '@dss/contract';
import { formatDate, ScreenLayout, SearchableTable, SelectField, SubmitForm, type TableColumn, TextareaField } from '@dss/ui';
import { adminOutcome } from '../shared/admin-outcome';
import { ADMIN_CRUMB } from '../shared/admin-crumb';
import { Section } from '../shared/Section';
import { useStatusColumns } from '../shared/useStatusColumns';
import { AUDIENCE_API } from './questions-api';

const validate = validateWithSchema(questionFields);

/** Learner or Instructor Feedback Questions: 15 a page, add and remove. */
export function QuestionsPage({ audience }: { audience: QuestionAudience }) {
  const api = AUDIENCE_API[audience];
  const { data: groups = [] } = api.useGroups();
  const { data: questions = [], isFetching } = api.useQuestions();
  const [save] = api.useSaveQuestion();
  const [removeQuestion] = api.useRemoveQuestion();
  const title = audience === 'learner' ? 'Learner Feedback Questions' : 'Instructor Feedback Questions';
  const groupOptions = groups.map((g) => ({ value: String(g.group_no), label: g.reporting_text }));

  function saveQuestion(values: QuestionFormValues) {
    const group = groups.find((g) => String(g.group_no) === values.groupid);
    return save({
      question: (values.question ?? '').trim(),
      groupid: values.groupid ?? '',
      groupname: group?.reporting_text ?? '',
    });
  }

  const statusColumns = useStatusColumns<FeedbackQuestion>({
    statusKey: 'state',
    isActive: (q) => q.state === 1,
    label: (q) => q.question,
    confirmText: REMOVE_CONFIRM_TEXTS.question,
    removeRow: (q) => removeQuestion({ question_id: q.id }),
    removed: ADMIN_TEXTS.questionRemoved,
    removeError: ADMIN_TEXTS.questionRemoveError,
  });
  const columns: TableColumn<FeedbackQuestion>[] = [
    { key: 'id', header: 'ID', render: (q) => q.id },
    { key: 'question', header: 'Question' },
    { key: 'question_report_title', header: 'Group' },
    { key: 'created', header: 'Created', render: (q) => formatDate(q.created) },
    ...statusColumns,
  ];

  return (
    <ScreenLayout home={ADMIN_CRUMB} title={title}>
      {/* document 3 §2: the list, then the add form */}
      <Section title="Feedback Questions">
        <SearchableTable
          label="Feedback questions"
          columns={columns}
          rows={questions}
          getRowId={(q) => q.id}
          pageSize={QUESTIONS_PAGE_SIZE}
          loading={isFetching && questions.length === 0}
        />
      </Section>
      <Section title="Add Feedback Question">
        <SubmitForm<QuestionFormValues>
          validate={validate}
          save={saveQuestion}
          texts={adminOutcome(ADMIN_TEXTS.questionAdded, ADMIN_TEXTS.questionAddError)}
          submitLabel="Add Question"
        >
          <SelectField
            name="groupid"
            label="Question Group"
            options={groupOptions}
            placeholder="Select question group"
            required
          />
          <TextareaField name="question" label="Feedback Question" maxLength={QUESTION_MAX} counter rows={2} required />
        </SubmitForm>
      </Section>
    </ScreenLayout>
  );
}
