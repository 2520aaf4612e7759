import { actionMutation, actionQuery, injectDomainEndpoints } from '@dss/api';
import { bookingActions } from '@dss/contract';

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
  bookingsSaveDiary: actionMutation(build, bookingActions.saveDiary, {
    background: true,
    invalidates: ['Bookings'],
  }),
  bookingsSaveTestOutcome: actionMutation(build, bookingActions.saveTestOutcome, { invalidates: ['Learners', 'Bookings'] }),
}));
