import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CANCELLATION_TEXTS, SERIES_TEXTS, bookingActions, seriesCancelledText, type DiaryBooking } from '@dss/contract';
import { answer, closeAlert, mockWire, refuse, renderScreen } from '@dss/test-support';
import { WEEK_CALENDAR } from '../calendar/calendar-fixtures';
import { LessonDialog } from './LessonDialog';

jest.setTimeout(20_000);

const POLICY = answer(bookingActions.cancellationPolicy, () => ({
  notice_hours: 48,
  late_cancel_forfeits: true,
  no_show_forfeits: true,
}));
/** Amy Archer's lesson B5, Monday 23 November 2026 09:00. */
const LESSON: DiaryBooking = WEEK_CALENDAR.bookings[0]!;
const hoursBefore = (hours: number) => new Date(Date.parse(LESSON.lesson_starts) - hours * 3_600_000);

describe('a lesson opened from the diary', () => {
  it("says a learner's late cancellation forfeits the credit before the clerk confirms, and sends who and why", async () => {
    const onClose = jest.fn();
    const wire = mockWire(
      POLICY,
      answer(bookingActions.cancelLesson, () => ({ credit: 'forfeited' as const })),
    );
    renderScreen(<LessonDialog booking={LESSON} now={hoursBefore(20)} onClose={onClose} />);
    expect(await screen.findByText(/L9 Miss Amy Archer/)).toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByLabelText(/Cancelled by/), 'learner');
    expect(screen.getByRole('status')).toHaveTextContent(
      "Late cancellation (20 hours' notice; the policy asks for 48): the credit will be forfeited.",
    );
    await userEvent.selectOptions(screen.getByLabelText(/Cancelled by/), 'school');
    expect(screen.getByRole('status')).toHaveTextContent('Cancelled by the school: the credit will go back to the learner.');
    await userEvent.selectOptions(screen.getByLabelText(/Cancelled by/), 'learner');
    await userEvent.type(screen.getByLabelText(/Reason/), 'Working late');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Lesson' }));
    expect(await screen.findByText(CANCELLATION_TEXTS.creditForfeited)).toBeInTheDocument();
    await closeAlert(CANCELLATION_TEXTS.cancelled);
    expect(wire.sent(bookingActions.cancelLesson)).toEqual([
      expect.objectContaining({ booking: '5', party: 'learner', reason: 'Working late' }),
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the refusal when the lesson can no longer be cancelled', async () => {
    mockWire(
      POLICY,
      answer(bookingActions.cancelLesson, () => refuse(409, CANCELLATION_TEXTS.started)),
    );
    renderScreen(<LessonDialog booking={LESSON} now={hoursBefore(72)} onClose={jest.fn()} />);
    await userEvent.selectOptions(await screen.findByLabelText(/Cancelled by/), 'learner');
    expect(screen.getByRole('status')).toHaveTextContent(
      "Cancelled with 72 hours' notice: the credit will go back to the learner.",
    );
    await userEvent.type(screen.getByLabelText(/Reason/), 'Holiday');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Lesson' }));
    expect(await screen.findByText(CANCELLATION_TEXTS.cancelFailed)).toBeInTheDocument();
    expect(screen.getByText(CANCELLATION_TEXTS.started)).toBeInTheDocument();
  });

  it('records a no-show once the lesson has started, saying the credit is forfeited', async () => {
    const wire = mockWire(
      POLICY,
      answer(bookingActions.recordLessonOutcome, () => ({ credit: 'forfeited' as const })),
    );
    renderScreen(<LessonDialog booking={LESSON} now={hoursBefore(-2)} onClose={jest.fn()} />);
    expect(await screen.findByRole('form', { name: 'Lesson outcome' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Lesson' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText(/Outcome/), 'noshow');
    expect(screen.getByRole('status')).toHaveTextContent('A no-show forfeits the credit under the cancellation policy.');
    await userEvent.click(screen.getByRole('button', { name: 'Record Outcome' }));
    await closeAlert(CANCELLATION_TEXTS.outcomeRecorded);
    expect(wire.sent(bookingActions.recordLessonOutcome)).toEqual([expect.objectContaining({ booking: '5', outcome: 'noshow' })]);
  });

  it('offers nothing to change on a cancelled lesson', async () => {
    mockWire(POLICY);
    renderScreen(<LessonDialog booking={{ ...LESSON, booking_state: 3 }} now={hoursBefore(5)} onClose={jest.fn()} />);
    expect(await screen.findByText(CANCELLATION_TEXTS.alreadyCancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Lesson' })).toBeNull();
  });

  it('names the series of a lesson and cancels the rest of it, saying what happened to the credits', async () => {
    const onClose = jest.fn();
    const wire = mockWire(
      POLICY,
      answer(bookingActions.cancelLessonSeries, () => ({ cancelled: 3, returned: 2, forfeited: 1 })),
    );
    renderScreen(<LessonDialog booking={{ ...LESSON, series_id: 7 }} now={hoursBefore(20)} onClose={onClose} />);
    expect(await screen.findByText(`${SERIES_TEXTS.heading} S7`)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: SERIES_TEXTS.cancelRest }));
    expect(screen.queryByRole('button', { name: 'Cancel Lesson' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText(/Cancelled by/), 'learner');
    await userEvent.type(screen.getByLabelText(/Reason/), 'Moving away');
    await userEvent.click(screen.getByRole('button', { name: SERIES_TEXTS.cancelRestButton }));
    expect(await screen.findByText(seriesCancelledText({ cancelled: 3, returned: 2, forfeited: 1 }))).toBeInTheDocument();
    await closeAlert(SERIES_TEXTS.restCancelled);
    expect(wire.sent(bookingActions.cancelLessonSeries)).toEqual([
      expect.objectContaining({ series: '7', party: 'learner', reason: 'Moving away' }),
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('offers no series cancellation for a lesson booked on its own', async () => {
    mockWire(POLICY);
    renderScreen(<LessonDialog booking={LESSON} now={hoursBefore(20)} onClose={jest.fn()} />);
    expect(await screen.findByRole('button', { name: 'Cancel Lesson' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SERIES_TEXTS.cancelRest })).toBeNull();
  });
});
