import { createAppStore, signedIn } from '@dss/api';
import { bookingActions } from '@dss/contract';
import { answer, CLERK, mockWire, refuse } from '@dss/test-support';
import { WEEK_CALENDAR } from '../calendar/calendar-fixtures';
import { bookingsApi, diaryApi } from './bookings-api';

const week = { id: 4, start: '2026-11-23', end: '2026-11-30' };
const move = { id: 5, start: '2026-11-24 14:00:00', end: '2026-11-24 15:00:00', durationEditable: false as const };

describe("the diary's save", () => {
  it('shows the moved lesson at its new time while the save is sent, and puts it back when refused', async () => {
    const store = createAppStore();
    store.dispatch(signedIn(CLERK));
    const shown = () => bookingsApi.endpoints.bookingsCalendar.select(week)(store.getState()).data?.bookings[0];
    let whileSending: ReturnType<typeof shown>;
    mockWire(
      answer(bookingActions.instructorBookings, () => WEEK_CALENDAR),
      answer(bookingActions.saveDiary, () => {
        whileSending = shown();
        return refuse(409, 'The lesson overlaps another booking.');
      }),
    );
    await store.dispatch(bookingsApi.endpoints.bookingsCalendar.initiate(week));

    const saved = await store.dispatch(diaryApi.endpoints.bookingsSaveDiary.initiate({ adi: 4, bookings: [move] }));

    expect(saved.error).toBeDefined();
    expect(whileSending).toMatchObject({ start: '2026-11-24T14:00:00', end: '2026-11-24T15:00:00', booking_state: 2 });
    expect(shown()).toMatchObject({ start: '2026-11-23T09:00:00', end: '2026-11-23T10:00:00', booking_state: 1 });
  });
});
