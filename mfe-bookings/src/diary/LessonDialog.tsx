import {
  BOOKING_STATUS_LABELS,
  CANCEL_PARTIES,
  CANCEL_REASON_MAX,
  CANCELLATION_TEXTS,
  CREDIT_FATE_TEXTS,
  SERIES_TEXTS,
  seriesRef,
  LESSON_OUTCOMES,
  cancelLessonForm,
  cancellationPreview,
  isOneOf,
  isRecord,
  lessonOutcomeForm,
  outcomePreview,
  validateWithSchema,
  type CancelLessonFormValues,
  type CancellationPolicy,
  type CreditFate,
  type DiaryBooking,
  type LessonOutcome,
  type LessonOutcomeFormValues,
} from '@dss/contract';
import {
  FormSpy,
  Heading,
  Button,
  SelectField,
  Stack,
  SubmitForm,
  Text,
  TextareaField,
  ViewDialog,
  bookingRef,
  formatDateTime,
  learnerRef,
} from '@dss/ui';
import { useState } from 'react';
import { bookingsApi } from '../api/bookings-api';
import { SlotChooser, type SlotChooserProps } from '../calendar/SlotChooser';
import { CancelSeriesForm } from './CancelSeriesForm';

/** Where a movable lesson may go: the days the diary shows and their free times (the diary's). */
export type MoveChoices = Pick<SlotChooserProps, 'dates' | 'startsOn' | 'onChoose'>;

const MOVE_TEXTS = {
  title: 'Move lesson',
  hint: 'To one of the days the diary shows; the move is kept with the others until Save Change.',
  action: 'Move Here',
} as const;

const CREDIT_FATES: readonly CreditFate[] = ['returned', 'forfeited', 'used'];

/** The alert after a save: the spec's style title and what happened to the credit, as the server decided it. */
function creditWords(title: string, data: unknown) {
  const credit = isRecord(data) ? data.credit : undefined;
  return { title, text: isOneOf(CREDIT_FATES, credit) ? CREDIT_FATE_TEXTS[credit] : undefined };
}

const validateCancel = validateWithSchema(cancelLessonForm);

function CancelForm({
  booking,
  policy,
  now,
  onDone,
}: {
  booking: DiaryBooking;
  policy: CancellationPolicy;
  now: Date;
  onDone(): void;
}) {
  const [cancelLesson] = bookingsApi.useBookingsCancelLessonMutation();
  const starts = new Date(booking.lesson_starts);
  return (
    <SubmitForm<CancelLessonFormValues>
      name="Cancel lesson"
      validate={validateCancel}
      save={(values) => cancelLesson({ booking: booking.booking_id, party: values.party, reason: values.reason })}
      texts={{ success: CANCELLATION_TEXTS.cancelled, failure: CANCELLATION_TEXTS.cancelFailed }}
      successWords={(answer) => creditWords(CANCELLATION_TEXTS.cancelled, answer.data)}
      submitLabel="Cancel Lesson"
      tone="danger"
      notice={false}
      resetOnSuccess={false}
      onSaved={onDone}
    >
      <Heading as="h3" size="sm">
        Cancel lesson
      </Heading>
      <SelectField name="party" label="Cancelled by" options={CANCEL_PARTIES} required />
      <TextareaField name="reason" label="Reason" maxLength={CANCEL_REASON_MAX} counter rows={2} required />
      <FormSpy<CancelLessonFormValues> subscription={{ values: true }}>
        {({ values }) =>
          values.party === 'learner' || values.party === 'school' ? (
            <Text role="status" fontSize="sm" fontWeight="medium">
              {cancellationPreview(policy, values.party, starts, now)}
            </Text>
          ) : null
        }
      </FormSpy>
    </SubmitForm>
  );
}

const validateOutcome = validateWithSchema(lessonOutcomeForm);

function OutcomeForm({ booking, policy, onDone }: { booking: DiaryBooking; policy: CancellationPolicy; onDone(): void }) {
  const [recordOutcome] = bookingsApi.useBookingsRecordOutcomeMutation();
  const current: LessonOutcome | undefined =
    booking.booking_state === 4 ? 'noshow' : booking.booking_state === 5 ? 'taken' : undefined;
  return (
    <SubmitForm<LessonOutcomeFormValues>
      name="Lesson outcome"
      validate={validateOutcome}
      initialValues={{ outcome: current }}
      save={(values) => recordOutcome({ booking: booking.booking_id, outcome: values.outcome })}
      texts={{ success: CANCELLATION_TEXTS.outcomeRecorded, failure: CANCELLATION_TEXTS.outcomeFailed }}
      successWords={(answer) => creditWords(CANCELLATION_TEXTS.outcomeRecorded, answer.data)}
      submitLabel="Record Outcome"
      requireChange
      notice={false}
      resetOnSuccess={false}
      onSaved={onDone}
    >
      <Heading as="h3" size="sm">
        Lesson outcome
      </Heading>
      <SelectField name="outcome" label="Outcome" options={LESSON_OUTCOMES} required />
      <FormSpy<LessonOutcomeFormValues> subscription={{ values: true }}>
        {({ values }) =>
          values.outcome === 'taken' || values.outcome === 'noshow' ? (
            <Text role="status" fontSize="sm" fontWeight="medium">
              {outcomePreview(policy, values.outcome)}
            </Text>
          ) : null
        }
      </FormSpy>
    </SubmitForm>
  );
}

/**
 * A lesson of the diary, opened by a click or Enter on it: what it is and, by its state and the
 * time, a cancellation (before it starts) or its outcome (once it has started). The dialog says
 * what the school's cancellation policy will do to the credit before the clerk confirms. A lesson
 * of a weekly series says so, and the rest of its series can be cancelled from it. A lesson the
 * diary may move can be given a free time here too: the way to move it without dragging.
 */
export function LessonDialog({
  booking,
  now,
  onClose,
  move,
}: {
  booking: DiaryBooking | null;
  now: Date;
  onClose(): void;
  /** given for a lesson the diary may move */
  move?: MoveChoices;
}) {
  const { data: policy } = bookingsApi.useBookingsCancellationPolicyQuery(undefined, {
    skip: !booking,
    refetchOnMountOrArgChange: true,
  });
  const [wholeSeries, setWholeSeries] = useState(false);
  if (!booking) return null;
  const started = new Date(booking.lesson_starts) <= now;
  const cancellable = !started && [0, 1, 2].includes(booking.booking_state);
  const recordable = started && [1, 2, 4, 5].includes(booking.booking_state);
  return (
    <ViewDialog open onClose={onClose} title={`Lesson ${bookingRef(booking.booking_id)}`} maxWidth={520}>
      <Stack gap="4">
        <Stack gap="1" fontSize="sm">
          <Text>
            <b>Learner:</b> {learnerRef(booking.stu_id)} {booking.stu_title} {booking.stu_fname} {booking.stu_lname}
          </Text>
          <Text>
            <b>When:</b> {formatDateTime(booking.lesson_starts)}
          </Text>
          <Text>
            <b>State:</b> {BOOKING_STATUS_LABELS[booking.booking_state] ?? booking.booking_state}
          </Text>
          {booking.series_id !== null ? (
            <Text>
              <b>{SERIES_TEXTS.partOf}:</b> {SERIES_TEXTS.heading} {seriesRef(booking.series_id)}
            </Text>
          ) : null}
          {booking.addr_pc ? (
            <Text>
              <b>Pickup:</b> {[booking.addr_line, booking.addr_pc].filter(Boolean).join(', ')}
            </Text>
          ) : null}
        </Stack>
        {move && cancellable && !wholeSeries ? (
          <SlotChooser
            title={MOVE_TEXTS.title}
            hint={MOVE_TEXTS.hint}
            dates={move.dates}
            startsOn={move.startsOn}
            action={MOVE_TEXTS.action}
            onChoose={move.onChoose}
          />
        ) : null}
        {!policy ? null : cancellable && wholeSeries && booking.series_id !== null ? (
          <CancelSeriesForm series={booking.series_id} onDone={onClose} />
        ) : cancellable ? (
          <Stack gap="3">
            <CancelForm booking={booking} policy={policy} now={now} onDone={onClose} />
            {booking.series_id !== null ? (
              <Button variant="outline" alignSelf="flex-start" onClick={() => setWholeSeries(true)}>
                {SERIES_TEXTS.cancelRest}
              </Button>
            ) : null}
          </Stack>
        ) : recordable ? (
          <OutcomeForm booking={booking} policy={policy} onDone={onClose} />
        ) : (
          <Text fontSize="sm">
            {booking.booking_state === 3 ? CANCELLATION_TEXTS.alreadyCancelled : CANCELLATION_TEXTS.noOutcome}
          </Text>
        )}
      </Stack>
    </ViewDialog>
  );
}
