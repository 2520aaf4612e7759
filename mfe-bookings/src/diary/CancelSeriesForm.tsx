import {
  CANCEL_PARTIES,
  CANCEL_REASON_MAX,
  SERIES_TEXTS,
  cancelLessonForm,
  isRecord,
  seriesCancelledText,
  validateWithSchema,
  type CancelLessonFormValues,
} from '@dss/contract';
import { Heading, SelectField, SubmitForm, Text, TextareaField } from '@dss/ui';
import { bookingsApi } from '../api/bookings-api';

const validate = validateWithSchema(cancelLessonForm);

/** The alert's text from the server's answer: how many lessons were cancelled and their credits' fate. */
function cancelledText(data: unknown): string | undefined {
  if (!isRecord(data)) return undefined;
  const { cancelled, returned, forfeited } = data;
  return typeof cancelled === 'number' && typeof returned === 'number' && typeof forfeited === 'number'
    ? seriesCancelledText({ cancelled, returned, forfeited })
    : undefined;
}

/**
 * Cancels every lesson of a weekly series that has not started, saying who cancelled and why;
 * the alert says how many were cancelled and what happened to their credits, as the server
 * decided it lesson by lesson under the cancellation policy.
 */
export function CancelSeriesForm({ series, onDone }: { series: number; onDone(): void }) {
  const [cancelSeries] = bookingsApi.useBookingsCancelSeriesMutation();
  return (
    <SubmitForm<CancelLessonFormValues>
      name={SERIES_TEXTS.cancelRest}
      validate={validate}
      save={(values) => cancelSeries({ series, party: values.party, reason: values.reason })}
      texts={{ success: SERIES_TEXTS.restCancelled, failure: SERIES_TEXTS.cancelRestFailed }}
      successWords={(answer) => ({ title: SERIES_TEXTS.restCancelled, text: cancelledText(answer.data) })}
      submitLabel={SERIES_TEXTS.cancelRestButton}
      tone="danger"
      notice={false}
      resetOnSuccess={false}
      onSaved={onDone}
    >
      <Heading as="h3" size="sm">
        {SERIES_TEXTS.cancelRest}
      </Heading>
      <SelectField name="party" label="Cancelled by" options={CANCEL_PARTIES} required />
      <TextareaField name="reason" label="Reason" maxLength={CANCEL_REASON_MAX} counter rows={2} required />
      <Text fontSize="sm">{SERIES_TEXTS.cancelRestPolicy}</Text>
    </SubmitForm>
  );
}
