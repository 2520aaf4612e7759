import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_REFUSALS, BOOKING_TEXTS, bookingActions, diaryLink, type BookingInstructor } from '@dss/contract';
import { answer, mockWire, renderScreen } from '@dss/test-support';
import type { BookingCalendarProps } from '../calendar/BookingCalendar';
import { WEEK_CALENDAR } from '../calendar/calendar-fixtures';
import { InstructorDiaryPage } from './InstructorDiaryPage';

// Several dialogs and alerts in one test: slow on a busy machine.
jest.setTimeout(20_000);

// FullCalendar's dragging needs a real browser (e2e/tests/bookings.spec.ts moves a lesson); here
// a stand-in calendar moves Amy Archer's lesson B5 through the callback the real one calls.

jest.mock('../calendar/BookingCalendar', () => {
  const actual = jest.requireActual('../calendar/BookingCalendar');
  const moves = [
    ['to Sunday', '2026-11-29 10:00:00'],
    ['into the time away', '2026-11-25 14:00:00'],
    ['to Tue 10:00', '2026-11-24 10:00:00'],
  ] as const;
  return {
    ...actual,
    BookingCalendar: (props: BookingCalendarProps) => {
      const { useEffect } = jest.requireActual('react');
      const { onRange } = props;
      useEffect(() => onRange(new Date('2026-11-23T00:00:00Z'), new Date('2026-11-30T00:00:00Z')), [onRange]);
      return (
        <div>
          <p>Bookings shown: {props.calendar?.bookings.map((b) => b.title).join(', ')}</p>
          {moves.map(([label, start]) => (
            <button key={label} type="button" onClick={() => props.onMoveBooking?.(5, start)}>
              move B5 {label}
            </button>
          ))}
          <button type="button" onClick={() => props.onOpenBooking?.(5)}>
            open B5
          </button>
          <p>Moved: {JSON.stringify(props.moved)}</p>
          <p>First week: {props.initialDate ?? 'this week'}</p>
        </div>
      );
    },
  };
});

const instructor: BookingInstructor = {
  adi_id: 4,
  title: 'Mr',
  fname: 'John',
  lname: 'Brown',
  mobile: '07700900123',
  email: 'jb@example.invalid',
  teaching_gears: 'manual',
  learners: 3,
};

async function refusedWith(reason: string) {
  const alert = await screen.findByRole('alertdialog');
  expect(within(alert).getByText(BOOKING_REFUSALS.notThere)).toBeInTheDocument();
  expect(within(alert).getByText(reason)).toBeInTheDocument();
  await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(screen.getByText('Moved: {}')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: BOOKING_TEXTS.saveChange })).toBeNull();
}

describe('View Instructor Diary', () => {
  it('puts a lesson back where it may not go, saying why, and offers Save Change once it moves to a free slot', async () => {
    mockWire(
      answer(bookingActions.bookingInstructors, () => ({ rows: [instructor], total: 1 })),
      answer(bookingActions.instructorBookings, () => ({
        ...WEEK_CALENDAR,
        timeAway: [
          {
            id: 'T3',
            rec_id: 3,
            title: 'Dentist',
            type: 'hours' as const,
            reason: 'Dentist',
            start: '2026-11-25T13:00:00',
            end: '2026-11-25T15:00:00',
            starts_at: '2026-11-25T13:00:00Z',
            ends_at: '2026-11-25T15:00:00Z',
          },
        ],
      })),
    );
    renderScreen(<InstructorDiaryPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Select Instructor' }));
    await userEvent.click(await screen.findByRole('row', { name: 'A4 Mr John Brown' }));
    await userEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.loadDiary }));
    await screen.findByText('Bookings shown: L9 Amy Archer');

    await userEvent.click(screen.getByRole('button', { name: 'move B5 to Sunday' }));
    await refusedWith("The lesson at 10:00 on 29/11/2026 is outside the instructor's working hours.");
    await userEvent.click(screen.getByRole('button', { name: 'move B5 into the time away' }));
    await refusedWith(
      "The lesson at 14:00 on 25/11/2026 falls in the instructor's time away (Dentist, 13:00 on 25/11/2026 to 15:00 on 25/11/2026).",
    );

    await userEvent.click(screen.getByRole('button', { name: 'move B5 to Tue 10:00' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('Moved: {"5":"2026-11-24 10:00:00"}')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: BOOKING_TEXTS.saveChange })).toBeInTheDocument();
  });

  it("opens at a lesson from a link (the learner page's bookings history): its instructor's diary, its week, the lesson", async () => {
    const wire = mockWire(
      answer(bookingActions.bookingInstructors, () => ({ rows: [instructor], total: 1 })),
      answer(bookingActions.instructorBookings, () => WEEK_CALENDAR),
      answer(bookingActions.cancellationPolicy, () => ({ notice_hours: 48, late_cancel_forfeits: true, no_show_forfeits: true })),
    );
    renderScreen(<InstructorDiaryPage />, { path: `${diaryLink({ adi: 4, date: '2026-11-23', booking: 5 })}` });
    expect(await screen.findByRole('dialog', { name: 'Lesson B5' })).toBeInTheDocument();
    expect(screen.getByText('First week: 2026-11-23')).toBeInTheDocument();
    expect(wire.sent(bookingActions.bookingInstructors)[0]).toMatchObject({ search: 'A4' });
  });

  it('moves a lesson without dragging: opened, then given a free time of a shown day, kept until Save Change', async () => {
    // the Sunday before the fixture's week: Amy Archer's Monday lesson has not started
    jest.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z'), advanceTimers: true });
    try {
      const wire = mockWire(
        answer(bookingActions.bookingInstructors, () => ({ rows: [instructor], total: 1 })),
        answer(bookingActions.instructorBookings, () => WEEK_CALENDAR),
        answer(bookingActions.cancellationPolicy, () => ({
          notice_hours: 48,
          late_cancel_forfeits: true,
          no_show_forfeits: true,
        })),
      );
      renderScreen(<InstructorDiaryPage />);
      await userEvent.click(screen.getByRole('button', { name: 'Select Instructor' }));
      await userEvent.click(await screen.findByRole('row', { name: 'A4 Mr John Brown' }));
      await userEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.loadDiary }));
      await screen.findByText('Bookings shown: L9 Amy Archer');
      await userEvent.click(screen.getByRole('button', { name: 'open B5' }));
      const dialog = await screen.findByRole('dialog', { name: 'Lesson B5' });
      const move = within(dialog).getByRole('group', { name: 'Move lesson' });
      // the lesson's own hour is free to it; the closed Friday has nothing
      await userEvent.selectOptions(within(move).getByLabelText('Day'), 'Friday, 27 November 2026');
      expect(within(move).getByText('No free time on this day.')).toBeInTheDocument();
      await userEvent.selectOptions(within(move).getByLabelText('Day'), 'Monday, 23 November 2026');
      expect(within(move).getByRole('option', { name: '09:00' })).toBeInTheDocument();
      await userEvent.selectOptions(within(move).getByLabelText('Day'), 'Thursday, 26 November 2026');
      await userEvent.selectOptions(within(move).getByLabelText('Start time'), '15:30');
      await userEvent.click(within(move).getByRole('button', { name: 'Move Here' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByText('Moved: {"5":"2026-11-26 15:30:00"}')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.saveChange }));
      expect(await screen.findByText(BOOKING_TEXTS.diaryUpdated)).toBeInTheDocument();
      expect(JSON.parse(wire.sent(bookingActions.saveDiary)[0]!.bookings!)).toEqual([
        { id: 5, start: '2026-11-26 15:30:00', end: '2026-11-26 16:30:00', durationEditable: false },
      ]);
    } finally {
      jest.useRealTimers();
    }
  });
});
