import { useFileAction } from '@dss/api';
import { auditActions, SUBJECT_ACCESS_MESSAGES, type SubjectKind } from '@dss/contract';
import { Button, Form, HStack, saveFile, SelectField, TextField, useAlerts } from '@dss/ui';

/** Shown when the export cannot be made; the server's reason follows (beyond the spec). */
export const SUBJECT_ACCESS_FAILED = 'The subject access export could not be made.';

const SUBJECTS: { value: SubjectKind; label: string }[] = [
  { value: 'learner', label: 'Learner' },
  { value: 'instructor', label: 'Instructor' },
];

/** An ID as typed: digits, with the learner's L or the instructor's A in front if the person's kind matches. */
const PREFIX: Record<SubjectKind, RegExp> = { learner: /^L?(\d{1,9})$/i, instructor: /^A?(\d{1,9})$/i };

interface Values {
  subject?: SubjectKind;
  id?: string;
}

function validate(v: Values): Partial<Record<keyof Values, string>> {
  if (!v.subject) return { subject: SUBJECT_ACCESS_MESSAGES.subject };
  return v.id && PREFIX[v.subject].test(v.id.trim()) ? {} : { id: SUBJECT_ACCESS_MESSAGES.id };
}

/** Subject access (UK GDPR): a learner's or an instructor's ID downloads everything held about them as a ZIP. */
export function SubjectAccessForm() {
  const download = useFileAction(auditActions.subjectAccess);
  const alerts = useAlerts();
  return (
    <Form<Values>
      subscription={{ submitting: true }}
      initialValues={{ subject: 'learner' }}
      validate={validate}
      onSubmit={async (values) => {
        const subject = values.subject!;
        const id = PREFIX[subject].exec(values.id!.trim())![1]!;
        const outcome = await download({ subject, id });
        if (outcome.data) saveFile(outcome.data);
        else void alerts.error(SUBJECT_ACCESS_FAILED, outcome.error.text);
      }}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Subject access">
          <HStack align="end" gap="3" wrap="wrap">
            <SelectField name="subject" label="Person" options={SUBJECTS} placeholder="Select learner or instructor" required />
            <TextField name="id" label="ID" autoComplete="off" helperText="e.g. L150 or A12" required />
            <Button type="submit" colorPalette="teal" variant="outline" loading={submitting}>
              Download ZIP
            </Button>
          </HStack>
        </form>
      )}
    />
  );
}
