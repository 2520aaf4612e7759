import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_REFUSALS, BOOKING_TEXTS, bookingActions, type BookingInstructor, type BookingLearner } from '@dss/contract';
import { mockWire, answer, refuse, renderScreen } from '@dss/test-support';
import type { BookingCalendarProps } from '../calendar/BookingCalendar';
import { WEEK_CALENDAR } from '../calendar/calendar-fixtures';
import { BookLearnersPage, BookPendingBookingsPage, firstInstructorsPage } from './BookLearnersPage';

// Several dialogs and alerts in one test: slow on a busy machine.
jest.setTimeout(20_000);

// FullCalendar's drag and drop needs a real browser (e2e/tests/bookings.spec.ts drags a credit);
// here a stand-in calendar drops credits through the same callbacks the real one calls.

jest.mock('../calendar/BookingCalendar', () => {
  const actual = jest.requireActual('../calendar/BookingCalendar');
  return {
    ...actual,
    BookingCalendar: (props: BookingCalendarProps) => {
      const { useEffect } = jest.requireActual('react');
      const { onRange } = props;
      // like FullCalendar's datesSet, told after every render
      useEffect(() => onRange(new Date('2026-11-23T00:00:00Z'), new Date('2026-11-30T00:00:00Z')), [onRange]);
      return (
        <div>
          <p>Bookings shown: {props.calendar?.bookings.map((b) => b.title).join(', ')}</p>
          <p>Valid from {props.validRange.start}</p>
          <button type="button" onClick={() => props.onReceive?.(71, '2026-11-24 10:00:00')}>
            drop credit 71 at Tue 10:00
          </button>
          <button type="button" onClick={() => props.onReceive?.(72, '2026-11-24 10:30:00')}>
            drop credit 72 at Tue 10:30
          </button>
          <button type="button" onClick={() => props.onReceive?.(72, '2026-11-29 10:00:00')}>
            drop credit 72 on Sunday
          </button>
          <button type="button" onClick={() => props.onReceive?.(72, '2026-11-23 09:30:00')}>
            drop credit 72 at Mon 09:30
          </button>
          <button type="button" onClick={() => props.onReceive?.(72, '2026-11-27 10:00:00')}>
            drop credit 72 on the closed Friday
          </button>
          {props.onChooseSlot ? (
            <button type="button" onClick={() => props.onChooseSlot?.('2026-11-25 11:00:00')}>
              tap Wed 11:00
            </button>
          ) : null}
          <p>New: {props.extra?.map((e) => `${e.title} ${e.start}`).join('; ')}</p>
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
const learner: BookingLearner = {
  student_id: 12,
  title: 'Ms',
  fname: 'Jane',
  lname: 'Smith',
  mobile: '07700900456',
  email: 'js@example.invalid',
  address: { line1: '1 High St', postcode: 'E7 9HZ' },
  pickup_pc: 'E7 9HZ',
  lessons_type: 'manual',
  created: '2026-01-01',
  credit_balance: 2,
};

function wire() {
  return mockWire(
    answer(bookingActions.bookingInstructors, () => ({ rows: [instructor], total: 1 })),
    answer(bookingActions.pendingBookingInstructors, () => ({ rows: [instructor], total: 1 })),
    answer(bookingActions.instructorLearners, () => ({ rows: [learner], total: 1 })),
    answer(bookingActions.instructorPendingLearners, () => ({ rows: [learner], total: 1 })),
    answer(bookingActions.learnerActiveCredits, () => [
      { id: 71, cred_exp: '2027-05-01T00:00:00Z' },
      { id: 72, cred_exp: '2027-05-01T00:00:00Z' },
    ]),
    answer(bookingActions.instructorBookings, () => WEEK_CALENDAR),
  );
}

/** The calendar's refusal of a drop: its title, the reason under it; closed with OK. */
async function expectRefusal(reason: string) {
  const alert = await screen.findByRole('alertdialog');
  expect(within(alert).getByText(BOOKING_REFUSALS.notThere)).toBeInTheDocument();
  expect(within(alert).getByText(reason)).toBeInTheDocument();
  await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

async function chooseInstructorAndLearner() {
  await userEvent.click(screen.getByRole('button', { name: 'Select Instructor' }));
  await userEvent.click(await screen.findByRole('row', { name: 'A4 Mr John Brown' }));
  await userEvent.click(screen.getByRole('button', { name: 'Select Learner' }));
  await userEvent.click(await screen.findByRole('row', { name: 'L12 Ms Jane Smith' }));
  expect(screen.getByText('L12 Ms Jane Smith (credit balance 2)')).toBeInTheDocument();
}

describe('Book Learners', () => {
  it('asks for the learner only after the instructor, and loads credits with Load Credit, which becomes Reset', async () => {
    wire();
    renderScreen(<BookLearnersPage />);
    expect(screen.getByRole('button', { name: 'Select Learner' })).toBeDisabled();
    expect(screen.getByRole('button', { name: BOOKING_TEXTS.loadCredit })).toBeDisabled();
    await chooseInstructorAndLearner();
    await userEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.loadCredit }));
    const credits = await screen.findByRole('list', { name: 'Available credits' });
    expect(await within(credits).findByText('1H Lesson 1')).toBeInTheDocument();
    expect(within(credits).getByText('1H Lesson 2')).toBeInTheDocument();
    expect(await screen.findByText('Bookings shown: L9 Amy Archer')).toBeInTheDocument();
    expect(screen.getByText('Valid from 2026-08-24')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: BOOKING_TEXTS.reset })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BOOKING_TEXTS.saveChange })).toBeNull();
  });

  it('offers Save Change once a lesson is placed, refuses overlapping or closed slots saying why, and sends the wall-clock starts', async () => {
    const calls = wire();
    renderScreen(<BookLearnersPage />);
    await chooseInstructorAndLearner();
    await userEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.loadCredit }));
    await screen.findByText('Bookings shown: L9 Amy Archer');
    await userEvent.click(screen.getByRole('button', { name: 'drop credit 71 at Tue 10:00' }));
    // the credit leaves the list and shows on the calendar
    expect(within(screen.getByRole('list', { name: 'Available credits' })).queryByText('1H Lesson 1')).toBeNull();
    expect(screen.getByText('New: 1H Lesson 1 2026-11-24 10:00:00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'drop credit 72 at Tue 10:30' }));
    await expectRefusal('The lessons at 10:00 on 24/11/2026 and at 10:30 on 24/11/2026 overlap each other.');
    await userEvent.click(screen.getByRole('button', { name: 'drop credit 72 on Sunday' }));
    await expectRefusal("The lesson at 10:00 on 29/11/2026 is outside the instructor's working hours.");
    await userEvent.click(screen.getByRole('button', { name: 'drop credit 72 at Mon 09:30' }));
    await expectRefusal(
      'The lesson at 09:30 on 23/11/2026 clashes with booking B5 (L9 Amy Archer with A4 John Brown, 23/11/2026 09:00-10:00).',
    );
    await userEvent.click(screen.getByRole('button', { name: 'drop credit 72 on the closed Friday' }));
    await expectRefusal('The lesson on 27/11/2026 falls on a day the school is closed (Staff training day).');
    expect(screen.getByText('New: 1H Lesson 1 2026-11-24 10:00:00')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Available credits' })).getByText('1H Lesson 2')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Pickup Address Line'), '2 Station Road');
    await userEvent.type(screen.getByLabelText('Pickup Postcode'), 'e7 9hz');
    await userEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.saveChange }));
    expect(await screen.findByText(BOOKING_TEXTS.placed)).toBeInTheDocument();
    expect(calls.sent(bookingActions.placeBookings)).toEqual([
      {
        placebookings: '1',
        bookings: JSON.stringify([{ id: 71, start: '2026-11-24 10:00:00', bookingType: 'newbooking', durationEditable: false }]),
        adi: '4',
        learner: '12',
        pickup: JSON.stringify({ line1: '2 Station Road', pc: 'E7 9HZ' }),
      },
    ]);
    // the screen starts afresh, as after the spec's page reload
    expect(await screen.findByText('None selected', { selector: '[data-testid="Instructor-chosen"]' })).toBeInTheDocument();
  });

  it("shows the server's refusal, naming the clash, under the spec's failure text", async () => {
    const calls = wire();
    calls.on(
      answer(bookingActions.placeBookings, () =>
        refuse(409, `${BOOKING_TEXTS.placeFailed} The lesson at 10:00 on 24/11/2026 clashes with booking B12.`),
      ),
    );
    renderScreen(<BookLearnersPage />);
    await chooseInstructorAndLearner();
    await userEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.loadCredit }));
    await screen.findByText('Bookings shown: L9 Amy Archer');
    await userEvent.click(screen.getByRole('button', { name: 'drop credit 71 at Tue 10:00' }));
    await userEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.saveChange }));
    expect(await screen.findByText(BOOKING_TEXTS.placeFailed)).toBeInTheDocument();
    expect(screen.getByText('The lesson at 10:00 on 24/11/2026 clashes with booking B12.')).toBeInTheDocument();
    // the lessons stay on the calendar to be moved and saved again
    expect(screen.getByRole('button', { name: BOOKING_TEXTS.saveChange, hidden: true })).toBeInTheDocument();
  });
});

describe('the instructor picker fetched ahead', () => {
  it.each([
    ['Book Learners', false, bookingActions.bookingInstructors, BookLearnersPage],
    ['Book Pending Bookings', true, bookingActions.pendingBookingInstructors, BookPendingBookingsPage],
  ] as const)('%s opens its picker on the page fetched before the screen was drawn', async (_, pending, action, Page) => {
    const sent = wire();
    const { store } = renderScreen(<Page />);
    await store.dispatch(firstInstructorsPage(pending));
    expect(sent.sent(action)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Select Instructor' }));
    expect(await screen.findByRole('row', { name: 'A4 Mr John Brown' })).toBeInTheDocument();
    // The picker asked for the very page fetched ahead, so it found it loaded.
    expect(sent.sent(action)).toHaveLength(1);
  });
});

describe('Book Learners without dragging (a phone, the keyboard)', () => {
  it('places a chosen credit by a tap on a free slot, or from the free times of a shown day', async () => {
    const calls = wire();
    renderScreen(<BookLearnersPage />);
    await chooseInstructorAndLearner();
    await userEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.loadCredit }));
    await screen.findByText('Bookings shown: L9 Amy Archer');
    expect(screen.queryByRole('button', { name: 'tap Wed 11:00' })).toBeNull();

    // a tap: the credit, then the slot
    const first = screen.getByRole('button', { name: '1H Lesson 1' });
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Place 1H Lesson 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'tap Wed 11:00' }));
    expect(screen.getByText('New: 1H Lesson 1 2026-11-25 11:00:00')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Place 1H Lesson 1' })).toBeNull();

    // the keyboard: Enter on the credit, then a day and one of its free times
    screen.getByRole('button', { name: '1H Lesson 2' }).focus();
    await userEvent.keyboard('{Enter}');
    const place = screen.getByRole('group', { name: 'Place 1H Lesson 2' });
    const day = within(place).getByLabelText('Day');
    await userEvent.selectOptions(day, 'Friday, 27 November 2026');
    expect(within(place).getByText('No free time on this day.')).toBeInTheDocument();
    await userEvent.selectOptions(day, 'Wednesday, 25 November 2026');
    const times = within(place)
      .getAllByRole('option')
      .map((o) => o.textContent)
      .filter((t) => /^\d\d:\d\d$/.test(t ?? ''));
    // clear of the lesson just placed at 11:00
    expect(times).toContain('10:00');
    expect(times).not.toContain('10:15');
    expect(times).not.toContain('11:45');
    expect(times).toContain('12:00');
    await userEvent.selectOptions(within(place).getByLabelText('Start time'), '12:00');
    await userEvent.click(within(place).getByRole('button', { name: 'Place Lesson' }));
    expect(screen.getByText('New: 1H Lesson 1 2026-11-25 11:00:00; 1H Lesson 2 2026-11-25 12:00:00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.saveChange }));
    expect(await screen.findByText(BOOKING_TEXTS.placed)).toBeInTheDocument();
    expect(JSON.parse(calls.sent(bookingActions.placeBookings)[0]!.bookings!)).toEqual([
      { id: 71, start: '2026-11-25 11:00:00', bookingType: 'newbooking', durationEditable: false },
      { id: 72, start: '2026-11-25 12:00:00', bookingType: 'newbooking', durationEditable: false },
    ]);
  });
});

describe('Book Pending Bookings', () => {
  it('lists waiting learners, limits the calendar to today onwards and saves as a pending booking', async () => {
    const calls = wire();
    renderScreen(<BookPendingBookingsPage />);
    await chooseInstructorAndLearner();
    expect(calls.sent(bookingActions.pendingBookingInstructors)).toHaveLength(1);
    expect(calls.sent(bookingActions.instructorPendingLearners)[0]).toMatchObject({ id: '4' });
    await userEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.loadCredit }));
    await screen.findByText('Bookings shown: L9 Amy Archer');
    expect(screen.getByText('Valid from 2026-11-22')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'drop credit 71 at Tue 10:00' }));
    await userEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.saveChange }));
    expect(await screen.findByText(BOOKING_TEXTS.placed)).toBeInTheDocument();
    expect(calls.sent(bookingActions.placePendingBookings)).toHaveLength(1);
    expect(calls.sent(bookingActions.placeBookings)).toHaveLength(0);
  });
});
