import { useFileAction } from '@dss/api';
import { auditActions } from '@dss/contract';
import { Button, Form, HStack, saveFile, TextField, useAlerts } from '@dss/ui';

/** Shown when the export cannot be made; the server's reason follows (beyond the spec). */
export const SUBJECT_ACCESS_FAILED = 'The subject access export could not be made.';

/** Subject access (UK GDPR): a learner's ID downloads everything held about them as a ZIP. */
export function SubjectAccessForm() {
  const download = useFileAction(auditActions.subjectAccess);
  const alerts = useAlerts();
  return (
    <Form<{ learner?: string }>
      validate={(v) => (v.learner && /^L?\d{1,9}$/i.test(v.learner.trim()) ? {} : { learner: 'Learner is required.' })}
      onSubmit={async (values) => {
        const outcome = await download({ learner: values.learner!.trim().replace(/^L/i, '') });
        if (outcome.data) saveFile(outcome.data);
        else void alerts.error(SUBJECT_ACCESS_FAILED, outcome.error.text);
      }}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Subject access">
          <HStack align="end" gap="3" wrap="wrap">
            <TextField name="learner" label="Learner ID" autoComplete="off" helperText="e.g. L150" required />
            <Button type="submit" colorPalette="teal" variant="outline" loading={submitting}>
              Download ZIP
            </Button>
          </HStack>
        </form>
      )}
    />
  );
}
