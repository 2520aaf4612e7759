import { useEffect, useRef, useState } from 'react';
import {
  COMPLAINT_TEXT_MAX,
  COMPLAINT_TEXTS,
  COMPLAINT_TYPE_KINDS,
  complaintForm,
  complaintRecordedTexts,
  NEEDS_COMPLAINANT,
  NEEDS_COMPLAINEE,
  validateWithSchema,
  type ComplaintFormValues,
  type ComplaintInstructorPick,
  type ComplaintLearnerPick,
  londonToday,
  fullName,
} from '@dss/contract';
import {
  DateField,
  formatMobile,
  instructorRef,
  learnerRef,
  ScreenLayout,
  SearchableTable,
  SelectField,
  SimpleGrid,
  Stack,
  SubmitForm,
  type TableColumn,
  Text,
  TextareaField,
  TextField,
  useField,
  useFieldValue,
  useForm,
  useFormState,
  useTableQuery,
} from '@dss/ui';
import { complaintsApi } from '../api/complaints-api';
import { refusalText } from '../shared/refusal-words';
import { PickerField } from '../shared/PickerField';

type Values = Partial<Record<keyof ComplaintFormValues, string>>;
type PersonKind = 'learner' | 'instructor';

const NO_YES = [
  { value: '0', label: 'No' },
  { value: '1', label: 'Yes' },
];

/** Which picker a party of the chosen type needs: 1 learner, 2 instructor (document 2 §9); none otherwise. */
export function partyPicker(type: number, side: 0 | 1): PersonKind | null {
  const needs: readonly number[] = side === 0 ? NEEDS_COMPLAINANT : NEEDS_COMPLAINEE;
  if (!needs.includes(type)) return null;
  const kind = COMPLAINT_TYPE_KINDS[type]?.[side];
  return kind === 1 ? 'learner' : kind === 2 ? 'instructor' : null;
}

function LearnerPicks({ onPick }: { onPick(id: number, text: string): void }) {
  const { query, setQuery } = useTableQuery<'name' | 'id'>({ sort: 'name' });
  const { data, isFetching } = complaintsApi.useComplaintsLearnersQuery(query);
  const columns: TableColumn<ComplaintLearnerPick, 'name' | 'id'>[] = [
    { key: 'student_id', header: 'Learner ID', render: (l) => learnerRef(l.student_id), sort: 'id' },
    { key: 'name', header: 'Name', render: (l) => fullName(l), sort: 'name' },
    { key: 'mobile', header: 'Mobile', render: (l) => formatMobile(l.mobile) },
    { key: 'email', header: 'E-mail' },
    { key: 'postcode', header: 'Postcode' },
  ];
  const text = (l: ComplaintLearnerPick) => `${learnerRef(l.student_id)} ${fullName(l)}`;
  return (
    <SearchableTable
      label="Learners"
      columns={columns}
      getRowId={(l) => l.student_id}
      server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
      onRowClick={(l) => onPick(l.student_id, text(l))}
      rowLabel={text}
    />
  );
}

function InstructorPicks({ onPick }: { onPick(id: number, text: string): void }) {
  const { query, setQuery } = useTableQuery<'name' | 'id'>({ sort: 'name' });
  const { data, isFetching } = complaintsApi.useComplaintsInstructorsQuery(query);
  const columns: TableColumn<ComplaintInstructorPick, 'name' | 'id'>[] = [
    { key: 'adi_id', header: 'Instructor ID', render: (a) => instructorRef(a.adi_id), sort: 'id' },
    { key: 'name', header: 'Name', render: (a) => fullName(a), sort: 'name' },
    { key: 'mobile', header: 'Mobile', render: (a) => formatMobile(a.mobile) },
    { key: 'email', header: 'E-mail' },
    { key: 'postcode', header: 'Postcode' },
  ];
  const text = (a: ComplaintInstructorPick) => `${instructorRef(a.adi_id)} ${fullName(a)}`;
  return (
    <SearchableTable
      label="Instructors"
      columns={columns}
      getRowId={(a) => a.adi_id}
      server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
      onRowClick={(a) => onPick(a.adi_id, text(a))}
      rowLabel={text}
    />
  );
}

/** The fields after the people, in the form's order. */
const FIELDS_BELOW_PEOPLE = ['incidentdate', 'incidenttime', 'comptdesc', 'selfresolve'];

/** A complainant or complainee chosen from the learner or instructor table; its message under it. */
function PersonField({ name, label, kind }: { name: 'complainant' | 'complainee'; label: string; kind: PersonKind }) {
  const form = useForm<Values>();
  const { input, meta } = useField<string>(name, { subscription: { value: true, error: true, touched: true } });
  // Its message shows once the picker was closed without a choice, or the clerk has gone on to
  // the fields below it: a picker has no blur of its own.
  const { touched = {} } = useFormState<Values>({ subscription: { touched: true } });
  const passed = FIELDS_BELOW_PEOPLE.some((field) => touched[field]);
  const [text, setText] = useState<string | null>(null);
  const chosen = input.value ? text : null;
  const what = kind === 'learner' ? 'Learner' : 'Instructor';
  return (
    <Stack gap="1">
      <PickerField
        label={label}
        chosen={chosen}
        buttonLabel={`Select ${what}`}
        dialogTitle={`Select ${what} (${label})`}
        onClosed={() => form.blur(name)}
      >
        {(close) => {
          const pick = (id: number, picked: string) => {
            setText(picked);
            form.change(name, String(id));
            close();
          };
          return kind === 'learner' ? <LearnerPicks onPick={pick} /> : <InstructorPicks onPick={pick} />;
        }}
      </PickerField>
      {meta.error && (meta.touched || input.value || passed) ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {meta.error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Choosing a complaint type resets the chosen people (document 2 §2.7, §4). */
function ResetPeopleOnTypeChange() {
  const form = useForm<Values>();
  const chosenType = useFieldValue('complainantType');
  const last = useRef(chosenType);
  useEffect(() => {
    if (last.current === chosenType) return;
    last.current = chosenType;
    form.batch(() => {
      form.change('complainant', undefined);
      form.change('complainee', undefined);
    });
  }, [form, chosenType]);
  return null;
}

const validate = validateWithSchema(complaintForm);

/**
 * Both alerts are worded from the answer: the success names the new complaint's reference (the
 * complainant is given it), and a refusal shows the server's own text, the generic 422 one
 * included, or the spec's failure text when it gave none.
 */
const TEXTS = {
  success: 'Success',
  failure: { title: COMPLAINT_TEXTS.errorTitle, text: COMPLAINT_TEXTS.failed },
};

/** The fields; which people and discussion fields show follows the chosen type and answers. */
function ComplaintFields() {
  const { data: types = [] } = complaintsApi.useComplaintsTypesQuery();
  // The three choices the fields follow, each read alone: subscribed to every value, all the
  // fields drew again with each keystroke of a description.
  const chosenType = useFieldValue('complainantType');
  const selfResolve = useFieldValue('selfresolve');
  const solutionAgreed = useFieldValue('complaineedscsolution');
  const today = londonToday();
  const type = Number(chosenType || 0);
  const complainant = partyPicker(type, 0);
  const complainee = partyPicker(type, 1);
  const discussed = selfResolve === '1';
  return (
    <Stack gap="4" maxW="56rem">
      <SelectField
        name="complainantType"
        label="Complaint Type"
        placeholder="Select complaint type"
        options={types.map((t) => ({ value: String(t.id), label: t.txt }))}
        required
      />
      {complainant || complainee ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {complainant ? <PersonField key={`a${type}`} name="complainant" label="Complainant" kind={complainant} /> : <div />}
          {complainee ? <PersonField key={`e${type}`} name="complainee" label="Complainee" kind={complainee} /> : null}
        </SimpleGrid>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <DateField name="incidentdate" label="Incident Date" max={today} required />
        <TextField name="incidenttime" label="Incident Time" type="time" required />
      </SimpleGrid>
      <TextareaField name="comptdesc" label="Complaint Description" maxLength={COMPLAINT_TEXT_MAX} counter rows={5} required />
      <SelectField name="selfresolve" label={COMPLAINT_TEXTS.discussedLabel} options={NO_YES} placeholder="Select" />
      {discussed ? (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <DateField name="complaineedscdate" label="Discussion Date" max={today} required />
            <TextField name="complaineedsctime" label="Discussion Time" type="time" required />
          </SimpleGrid>
          <SelectField name="complaineedscsolution" label={COMPLAINT_TEXTS.solutionLabel} options={NO_YES} placeholder="Select" />
          <TextareaField
            name="complaineedsctext"
            label="Complainee Reply Description"
            maxLength={COMPLAINT_TEXT_MAX}
            counter
            rows={4}
            required={solutionAgreed === '1'}
          />
        </>
      ) : null}
    </Stack>
  );
}

/** Record Complaint (document 2 §2.7, §5.15): the Complaint Form. */
export function ComplaintFormPage() {
  const [save] = complaintsApi.useComplaintsSaveMutation();
  return (
    <ScreenLayout wide title="Record Complaint">
      <SubmitForm<Values>
        name="Complaint Form"
        validate={validate}
        save={(values) => save({ form: values })}
        texts={TEXTS}
        successWords={(answer) => complaintRecordedTexts(typeof answer.data === 'number' ? answer.data : 0)}
        failureWords={(answer) => ({
          title: COMPLAINT_TEXTS.errorTitle,
          text: refusalText(answer.error) || COMPLAINT_TEXTS.failed,
        })}
        submitLabel={COMPLAINT_TEXTS.recordButton}
      >
        <ResetPeopleOnTypeChange />
        <ComplaintFields />
      </SubmitForm>
    </ScreenLayout>
  );
}
