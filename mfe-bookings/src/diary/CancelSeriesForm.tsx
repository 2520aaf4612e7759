import {
  CANCEL_PARTIES,
  CANCEL_REASON_MAX,
  SERIES_TEXTS,
  cancelLessonForm,
  seriesCancelledText,
  validateWithSchema,
  type CancelLessonFormValues,
} from '@dss/contract';
import { Button, Form, Heading, SelectField, Stack, Text, TextareaField, useSubmit } from '@dss/ui';
import { bookingsApi } from '../api/bookings-api';

const validate = validateWithSchema(cancelLessonForm);

/**
 * Cancels every lesson of a weekly series that has not started, saying who cancelled and why;
 * the alert says how many were cancelled and what happened to their credits, as the server
 * decided it lesson by lesson under the cancellation policy.
 */
export function CancelSeriesForm({ series, onDone }: { series: number; onDone(): void }) {
  const [cancelSeries] = bookingsApi.useBookingsCancelSeriesMutation();
  const submit = useSubmit();
  return (
    <Form<CancelLessonFormValues>
      validate={validate}
      onSubmit={async (values) => {
        const answer = await cancelSeries({ series, party: values.party, reason: values.reason });
        const result = await submit(answer, {
          success: { title: SERIES_TEXTS.restCancelled, text: answer.data ? seriesCancelledText(answer.data) : undefined },
          failure: SERIES_TEXTS.cancelRestFailed,
        });
        if (!result.ok) return result.errors;
        onDone();
        return undefined;
      }}
      render={({ handleSubmit, submitting, invalid }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={SERIES_TEXTS.cancelRest}>
          <Stack gap="3">
            <Heading as="h3" size="sm">
              {SERIES_TEXTS.cancelRest}
            </Heading>
            <SelectField name="party" label="Cancelled by" options={CANCEL_PARTIES} required />
            <TextareaField name="reason" label="Reason" maxLength={CANCEL_REASON_MAX} counter rows={2} required />
            <Text fontSize="sm">{SERIES_TEXTS.cancelRestPolicy}</Text>
            <Button type="submit" colorPalette="red" alignSelf="flex-start" disabled={invalid} loading={submitting}>
              {SERIES_TEXTS.cancelRestButton}
            </Button>
          </Stack>
        </form>
      )}
    />
  );
}
