import {
  ERASURE_MESSAGES,
  ERASURE_REASON_MAX,
  ERASURE_REFUSALS,
  erasedText,
  type ErasureKind,
  type ErasureSubject,
} from '@dss/contract';
import { Button, Form, SelectField, SimpleGrid, Stack, Text, TextareaField, TextField, useAlerts, useSubmit } from '@dss/ui';
import { erasureApi } from './erasure-api';

export interface ErasureValues {
  kind?: string;
  id?: string;
  reason?: string;
}

const KIND_OPTIONS = [
  { value: 'learner', label: 'Learner' },
  { value: 'instructor', label: 'Instructor' },
];

/** An ID as staff type it: 150, L150 for a learner, A12 for an instructor. */
const ID_PATTERN: Record<ErasureKind, RegExp> = { learner: /^L?(\d{1,9})$/i, instructor: /^A?(\d{1,9})$/i };

function kindOf(values: ErasureValues): ErasureKind | undefined {
  return values.kind === 'learner' || values.kind === 'instructor' ? values.kind : undefined;
}

function idOf(values: ErasureValues): number | null {
  const kind = kindOf(values);
  const match = kind ? ID_PATTERN[kind].exec((values.id ?? '').trim()) : null;
  return match ? Number(match[1]) : null;
}

function validate(values: ErasureValues) {
  const errors: Record<string, string> = {};
  if (values.kind !== 'learner' && values.kind !== 'instructor') errors.kind = ERASURE_MESSAGES.kind;
  else if (idOf(values) === null) errors.id = ERASURE_MESSAGES.id;
  const reason = (values.reason ?? '').trim();
  if (!reason) errors.reason = ERASURE_MESSAGES.reason;
  else if (reason.length > ERASURE_REASON_MAX) errors.reason = ERASURE_MESSAGES.reasonLong;
  return errors;
}

const label = (s: ErasureSubject) =>
  `${s.kind === 'learner' ? 'learner' : 'instructor'} ${s.name} (${s.kind === 'learner' ? 'L' : 'A'}${s.id})`;

/** Shown as the confirmation dialog's question. */
export const confirmErasureText = (s: ErasureSubject) =>
  `Erase the ${label(s)}? Their name, contact details, addresses, licence numbers and documents are removed for good; ` +
  'payments and bookings stay, anonymised. This cannot be undone.';

/**
 * Erase a learner or an instructor (UK GDPR, admin): the person is looked up and named in a
 * confirmation dialog, then erased; the server's refusal (unused credits, an open complaint,
 * learners or lessons still to come) is shown as it says it.
 */
export function ErasureForm() {
  const [lookUp] = erasureApi.useLazyAdminErasureSubjectQuery();
  const [eraseLearner] = erasureApi.useAdminEraseLearnerMutation();
  const [eraseInstructor] = erasureApi.useAdminEraseInstructorMutation();
  const alerts = useAlerts();
  const submit = useSubmit();

  /** Answers whether the person was erased, and the server's field messages when it refused the input. */
  async function erase(values: ErasureValues): Promise<{ erased: boolean; errors?: Record<string, string> }> {
    const kind = kindOf(values);
    const id = idOf(values);
    // validate() has passed, so the form names a person.
    if (!kind || id === null) return { erased: false };
    const reason = values.reason!.trim();
    const found = await lookUp({ kind, id: String(id) });
    if (!found.data) {
      const text = found.error && 'text' in found.error ? found.error.text : undefined;
      void alerts.error('Error', text);
      return { erased: false };
    }
    if (found.data.erased) {
      void alerts.error('Error', kind === 'learner' ? ERASURE_REFUSALS.learnerErased : ERASURE_REFUSALS.instructorErased);
      return { erased: false };
    }
    if (!(await alerts.confirm('Please confirm', confirmErasureText(found.data), { confirmLabel: 'Erase' })))
      return { erased: false };
    const answer =
      kind === 'learner'
        ? await eraseLearner({ learner: String(id), reason })
        : await eraseInstructor({ instructor: String(id), reason });
    const result = await submit(answer, { success: { title: 'Success', text: erasedText(kind, id) }, failure: 'Error' });
    return { erased: result.ok, errors: result.errors };
  }

  return (
    <Form<ErasureValues>
      subscription={{ submitting: true }}
      validate={validate}
      initialValues={{ kind: 'learner' }}
      onSubmit={async (values, form) => {
        const { erased, errors } = await erase(values);
        if (erased) setTimeout(() => form.restart({ kind: values.kind }));
        return errors;
      }}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Erase a learner or instructor">
          <Stack gap="4">
            <Text fontSize="sm">
              Erasure on request (UK GDPR): personal details and documents are removed; payments and bookings the school must keep
              for HMRC stay, anonymised. Refused while the person has unused paid credits or an open complaint, or, for an
              instructor, learners assigned or lessons still to come.
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
              <SelectField name="kind" label="Person" options={KIND_OPTIONS} required />
              <TextField name="id" label="ID" autoComplete="off" helperText="e.g. L150 or A12" required />
            </SimpleGrid>
            <TextareaField name="reason" label="Reason" maxLength={ERASURE_REASON_MAX} rows={2} required />
            <div>
              <Button type="submit" colorPalette="red" loading={submitting}>
                Erase
              </Button>
            </div>
          </Stack>
        </form>
      )}
    />
  );
}
