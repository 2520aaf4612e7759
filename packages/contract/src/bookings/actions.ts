import { z } from 'zod';
import { defineAction } from '../wire/action';
import { ENDPOINTS } from '../wire/endpoints';
import { idField, ruleAcross } from '../validation/fields';
import { pageFields, pageOf } from '../validation/paging';
import { CALENDAR_LOAD_MAX_DAYS, daysBetween, wallClockField } from './calendar';
import { dateField } from '../validation/fields';
import { BOOKING_MESSAGES } from './texts';
import { CANCELLATION_TEXTS, CancellationPolicy, cancelParty, cancelReason, lessonOutcome } from './cancellation';
import { BookingInstructor, BookingLearner, InstructorCalendar, LearnerCredit } from './types';
import { placeBookingsRequest, saveDiaryRequest } from './wire-fields';
import {
  CancelledSeries,
  PlacedSeries,
  SERIES_MAX_WEEKS,
  SeriesPreviewRow,
  cancelLessonSeriesRequest,
  placeLessonSeriesRequest,
  previewLessonSeriesRequest,
} from './series';

// Book Learners, Book Pending Bookings, View Instructor Diary and Record Test Outcome
// (document 2 §2.8, §7.4). All on ctrouV2.php for office users.

const office = { endpoint: ENDPOINTS.officeUser, permissions: ['user'] } as const;

// Schemas beside the declarations are functions, built where a declaration uses them (learners/actions.ts says why).
const instructorPage = () => pageFields(['name', 'adi_id', 'learners']);
const learnerPage = () => pageFields(['name', 'student_id', 'credit_balance', 'created']);

/** Active, approved instructors (Book Learners, the diary, Record Test Outcome); search by id, name, mobile, e-mail. */
export const bookingInstructors = defineAction({
  field: 'bookinginstructors',
  ...office,
  request: z.object(instructorPage()),
  reply: 'json',
  response: pageOf(BookingInstructor),
});

/** Instructors with learners waiting for a booking (Book Pending Bookings); `learners` counts them. */
export const pendingBookingInstructors = defineAction({
  field: 'pendingbookinginstructors',
  ...office,
  request: z.object(instructorPage()),
  reply: 'json',
  response: pageOf(BookingInstructor),
});

/** An instructor's active learners with their credit balance: {id: adi id}. */
export const instructorLearners = defineAction({
  field: 'instructorlearners',
  ...office,
  request: z.object({ id: idField(BOOKING_MESSAGES.instructor), ...learnerPage() }),
  reply: 'json',
  response: pageOf(BookingLearner),
});

/** An instructor's learners waiting for a booking: {id: adi id}. */
export const instructorPendingLearners = defineAction({
  field: 'instructorpendinglearners',
  ...office,
  request: z.object({ id: idField(BOOKING_MESSAGES.instructor), ...learnerPage() }),
  reply: 'json',
  response: pageOf(BookingLearner),
});

/** The learner's Available, unexpired credits ('1H Lesson n' buttons): {id: learner id}. */
export const learnerActiveCredits = defineAction({
  field: 'learneractivecredits',
  ...office,
  request: z.object({ id: idField(BOOKING_MESSAGES.learner) }),
  reply: 'json',
  response: z.array(LearnerCredit),
});

/**
 * An instructor's bookings, time away and business hours for the calendar's visible dates:
 * {id: adi id, start, end} with `end` exclusive (FullCalendar's datesSet), at most 42 days.
 */
export const instructorBookings = defineAction({
  field: 'instructorbookings',
  ...office,
  request: ruleAcross(
    z.object({
      id: idField(BOOKING_MESSAGES.instructor),
      start: dateField(BOOKING_MESSAGES.rangeStart),
      end: dateField(BOOKING_MESSAGES.rangeEnd),
    }),
    (r) => r.end > r.start && daysBetween(r.start, r.end) <= CALENDAR_LOAD_MAX_DAYS,
    { message: BOOKING_MESSAGES.range, path: ['end'] },
  ),
  reply: 'json',
  response: InstructorCalendar,
});

/** Save new bookings from Book Learners (90 days either side of today). */
export const placeBookings = defineAction({
  field: 'placebookings',
  ...office,
  request: placeBookingsRequest,
  reply: 'success',
});

/** Save new bookings from Book Pending Bookings (today to 90 days ahead). */
export const placePendingBookings = defineAction({
  field: 'placependingbookings',
  ...office,
  request: placeBookingsRequest,
  reply: 'success',
});

/** Save diary changes: moved lessons keep their length and become Rescheduled. */
export const saveDiary = defineAction({
  field: 'savediary',
  ...office,
  request: saveDiaryRequest,
  reply: 'success',
});

/** Save test outcome: {learner, testdate ('YYYY-MM-DD HH:MM'), result (0 failed, 1 passed), adi}. */
export const saveTestOutcome = defineAction({
  field: 'savetestoutcome',
  ...office,
  request: z.object({
    adi: idField(BOOKING_MESSAGES.instructor),
    learner: idField(BOOKING_MESSAGES.learner),
    testdate: wallClockField(BOOKING_MESSAGES.testDate),
    result: z.enum(['0', '1'], { error: BOOKING_MESSAGES.testOutcome }).transform(Number),
  }),
  reply: 'success',
});

// ── Cancellations and no-shows (beyond the spec; docs/decisions/cancellations-and-no-shows.md) ──

/** The school's cancellation policy, for the cancel and outcome dialogs and the policy screen. */
export const cancellationPolicy = defineAction({
  field: 'cancellationpolicy',
  endpoint: ENDPOINTS.officeUser,
  permissions: ['user', 'admin'],
  request: z.object({}),
  reply: 'json',
  response: CancellationPolicy,
});

/** What a cancellation or a recorded outcome did to the lesson's credit. */
const creditFateReply = () => z.object({ credit: z.enum(['returned', 'forfeited', 'used']) });

/** Cancel a lesson that has not started: {booking, party ('learner' | 'school'), reason}. */
export const cancelLesson = defineAction({
  field: 'cancellesson',
  ...office,
  request: z.object({
    booking: idField(CANCELLATION_TEXTS.bookingRequired),
    party: cancelParty,
    reason: cancelReason,
  }),
  reply: 'json',
  response: creditFateReply(),
});

/** Record a started lesson's outcome: {booking, outcome ('taken' | 'noshow')}. */
export const recordLessonOutcome = defineAction({
  field: 'recordlessonoutcome',
  ...office,
  request: z.object({ booking: idField(CANCELLATION_TEXTS.bookingRequired), outcome: lessonOutcome }),
  reply: 'json',
  response: creditFateReply(),
});

// ── Weekly series (beyond the spec; docs/decisions/recurring-lessons.md) ──

/** The weeks of a series with the credit each would use and its clash, if any (at most 52; changes nothing). */
export const previewLessonSeries = defineAction({
  field: 'previewlessonseries',
  ...office,
  request: previewLessonSeriesRequest,
  reply: 'json',
  response: z.array(SeriesPreviewRow).max(SERIES_MAX_WEEKS),
});

/** Place the kept lessons of a series, all or none; a repeat with the same `idemkey` answers the first result. */
export const placeLessonSeries = defineAction({
  field: 'placelessonseries',
  ...office,
  request: placeLessonSeriesRequest,
  reply: 'json',
  response: PlacedSeries,
});

/** Cancel every lesson of a series that has not started, each under the cancellation policy. */
export const cancelLessonSeries = defineAction({
  field: 'cancellessonseries',
  ...office,
  request: cancelLessonSeriesRequest,
  reply: 'json',
  response: CancelledSeries,
});
