import { actionMutation, actionQuery, injectDomainEndpoints } from '@dss/api';
import { BOOKING_COLOURS, bookingActions } from '@dss/contract';
import { lessonEnd } from '../calendar/wall-clock';

/**
 * The bookings app's endpoints on the one api slice. Placing lessons changes credit balances
 * (Learners, Payments) and the bell; a diary move is a background save (no blocking dialog).
 */
export const bookingsApi = injectDomainEndpoints('bookings', (build) => ({
  bookingsInstructors: actionQuery(build, bookingActions.bookingInstructors, { provides: ['Instructors'] }),
  bookingsPendingInstructors: actionQuery(build, bookingActions.pendingBookingInstructors, {
    provides: ['Instructors', 'Bookings'],
  }),
  bookingsInstructorLearners: actionQuery(build, bookingActions.instructorLearners, { provides: ['Learners', 'Bookings'] }),
  bookingsInstructorPendingLearners: actionQuery(build, bookingActions.instructorPendingLearners, {
    provides: ['Learners', 'Bookings'],
  }),
  bookingsLearnerCredits: actionQuery(build, bookingActions.learnerActiveCredits, { provides: ['Bookings', 'Payments'] }),
  bookingsCalendar: actionQuery(build, bookingActions.instructorBookings, { provides: ['Bookings'] }),
  bookingsPlace: actionMutation(build, bookingActions.placeBookings, {
    invalidates: ['Bookings', 'Learners', 'Payments', 'Notifications'],
  }),
  bookingsPlacePending: actionMutation(build, bookingActions.placePendingBookings, {
    invalidates: ['Bookings', 'Learners', 'Payments', 'Notifications'],
  }),
  bookingsSaveTestOutcome: actionMutation(build, bookingActions.saveTestOutcome, { invalidates: ['Learners', 'Bookings'] }),
  bookingsCancellationPolicy: actionQuery(build, bookingActions.cancellationPolicy),
  bookingsCancelLesson: actionMutation(build, bookingActions.cancelLesson, {
    invalidates: ['Bookings', 'Learners', 'Payments', 'Notifications'],
  }),
  bookingsRecordOutcome: actionMutation(build, bookingActions.recordLessonOutcome, {
    invalidates: ['Bookings', 'Learners', 'Payments', 'Notifications'],
  }),
  bookingsPreviewSeries: actionQuery(build, bookingActions.previewLessonSeries, { provides: ['Bookings', 'Payments'] }),
  bookingsPlaceSeries: actionMutation(build, bookingActions.placeLessonSeries, {
    invalidates: ['Bookings', 'Learners', 'Payments', 'Notifications'],
  }),
  bookingsCancelSeries: actionMutation(build, bookingActions.cancelLessonSeries, {
    invalidates: ['Bookings', 'Learners', 'Payments', 'Notifications'],
  }),
}));

/**
 * The diary's save, apart so that it can patch the calendar cached above: the moved lessons show
 * at their new times as Rescheduled while the save is sent, and go back if it is refused.
 */
export const diaryApi = injectDomainEndpoints('bookings', (build) => ({
  bookingsSaveDiary: actionMutation(build, bookingActions.saveDiary, {
    background: true,
    invalidates: ['Bookings'],
    async onQueryStarted({ adi, bookings: moves }, { dispatch, getState, queryFulfilled }) {
      const times = new Map(moves.map((m) => [Number(m.id), m]));
      const patches = bookingsApi.util
        .selectCachedArgsForQuery(getState(), 'bookingsCalendar')
        .filter((args) => Number(args.id) === Number(adi))
        .map((args) =>
          dispatch(
            bookingsApi.util.updateQueryData('bookingsCalendar', args, (draft) => {
              for (const b of draft.bookings) {
                const move = times.get(b.booking_id);
                if (!move) continue;
                Object.assign(b, {
                  start: move.start.replace(' ', 'T'),
                  end: (move.end ?? lessonEnd(move.start)).replace(' ', 'T'),
                  booking_state: 2,
                  color: BOOKING_COLOURS.purple,
                });
              }
            }),
          ),
        );
      try {
        await queryFulfilled;
      } catch {
        for (const patch of patches) patch.undo();
      }
    },
  }),
}));
