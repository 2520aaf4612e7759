import type { bookingActions } from '@dss/contract';
import type { HandlerMap } from '../../wire/handler-map';
import { bookingInstructors } from './booking-instructors';
import { cancelLesson } from './cancel-lesson';
import { cancelLessonSeries } from './cancel-lesson-series';
import { cancellationPolicy } from './cancellation-policy';
import { instructorBookings } from './instructor-bookings';
import { instructorLearners } from './instructor-learners';
import { instructorPendingLearners } from './instructor-pending-learners';
import { learnerActiveCredits } from './learner-active-credits';
import { pendingBookingInstructors } from './pending-booking-instructors';
import { placeBookings } from './place-bookings';
import { placeLessonSeries } from './place-lesson-series';
import { placePendingBookings } from './place-pending-bookings';
import { previewLessonSeries } from './preview-lesson-series';
import { recordLessonOutcome } from './record-lesson-outcome';
import { saveDiary } from './save-diary';
import { saveTestOutcome } from './save-test-outcome';

/**
 * Book Learners, Book Pending Bookings, View Instructor Diary and Record Test Outcome (document 2
 * §2.8, §7.4), and cancellations, no-shows and weekly series beyond the spec.
 */
export const bookingHandlers = {
  bookingInstructors,
  pendingBookingInstructors,
  instructorLearners,
  instructorPendingLearners,
  learnerActiveCredits,
  instructorBookings,
  placeBookings,
  placePendingBookings,
  saveDiary,
  saveTestOutcome,
  cancellationPolicy,
  cancelLesson,
  recordLessonOutcome,
  previewLessonSeries,
  placeLessonSeries,
  cancelLessonSeries,
} satisfies HandlerMap<typeof bookingActions>;
