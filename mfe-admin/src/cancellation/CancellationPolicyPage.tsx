import { useMemo } from 'react';
import {
  CANCEL_NOTICE_MAX_HOURS,
  CANCELLATION_TEXTS,
  cancellationPolicyForm,
  cancellationPolicyToForm,
  validateWithSchema,
  type CancellationPolicyFormValues,
} from '@dss/contract';
import { ScreenLayout, SelectField, SubmitForm, Text, TextField } from '@dss/ui';
import { ADMIN_CRUMB } from '../shared/admin-crumb';
import { Section } from '../shared/Section';
import { adminOutcome } from '../shared/admin-outcome';
import { cancellationApi } from './cancellation-api';

const validate = validateWithSchema(cancellationPolicyForm);

const CREDIT_CHOICES = [
  { value: '1', label: 'The credit is forfeited' },
  { value: '0', label: 'The credit goes back to the learner' },
];

/**
 * Cancellation Policy (beyond the spec): how much notice a learner must give, and what a late
 * cancellation or a no-show does to the lesson's credit. The school's own cancellations always
 * give the credit back.
 */
export function CancellationPolicyPage() {
  const { data: policy } = cancellationApi.useAdminCancellationPolicyQuery(undefined, { refetchOnMountOrArgChange: true });
  const [save] = cancellationApi.useAdminSaveCancellationPolicyMutation();
  const initialValues = useMemo(() => (policy ? cancellationPolicyToForm(policy) : undefined), [policy]);
  return (
    <ScreenLayout home={ADMIN_CRUMB} title="Cancellation Policy">
      <Section title="Cancellation Policy">
        {!initialValues ? (
          <Text role="status">Loading the cancellation policy…</Text>
        ) : (
          <SubmitForm<CancellationPolicyFormValues>
            validate={validate}
            initialValues={initialValues}
            resetOnSuccess={false}
            requireChange
            save={(values) =>
              save({
                notice_hours: values.notice_hours,
                late_cancel_forfeits: values.late_cancel_forfeits,
                no_show_forfeits: values.no_show_forfeits,
              })
            }
            texts={adminOutcome(CANCELLATION_TEXTS.policySaved, CANCELLATION_TEXTS.policyFailed)}
            submitLabel="Save Policy"
          >
            <TextField
              name="notice_hours"
              label="Notice a learner must give (hours)"
              type="number"
              min={0}
              max={CANCEL_NOTICE_MAX_HOURS}
              inputMode="numeric"
              helperText="A learner who cancels with less notice cancels late."
              required
            />
            <SelectField name="late_cancel_forfeits" label="When a learner cancels late" options={CREDIT_CHOICES} required />
            <SelectField name="no_show_forfeits" label="When a learner does not turn up" options={CREDIT_CHOICES} required />
            <Text fontSize="sm" color="fg.muted">
              When the school cancels a lesson, the credit always goes back to the learner.
            </Text>
          </SubmitForm>
        )}
      </Section>
    </ScreenLayout>
  );
}
