import { z } from 'zod';
import { defineAction } from '../wire/action';
import { ENDPOINTS } from '../wire/endpoints';
import type { SuccessWord } from '../wire/replies';
import { idField } from '../validation/fields';
import { pageFields, type Page } from '../validation/paging';
import { CALENDAR_LOAD_MAX_DAYS, daysBetween, wallClockField } from './calendar';
import { dateField } from '../validation/fields';
import { BOOKING_MESSAGES } from './texts';
import type { BookingInstructor, BookingLearner, InstructorCalendar, LearnerCredit } from './types';
import { placeBookingsRequest, saveDiaryRequest } from './wire-fields';

// Book Learners, Book Pending Bookings, View Instructor Diary and Record Test Outcome
// (document 2 §2.8, §7.4). All on ctrouV2.php for office users.

const office = { endpoint: ENDPOINTS.officeUser, permissions: ['user'] } as const;

const instructorPage = pageFields(['name', 'adi_id', 'learners']);
const learnerPage = pageFields(['name', 'student_id', 'credit_balance', 'created']);

/** Active, approved instructors (Book Learners, the diary, Record Test Outcome); search by id, name, mobile, e-mail. */
export const bookingInstructors = defineAction<Page<BookingInstructor>>()({
  field: 'bookinginstructors',
  ...office,
  request: z.object(instructorPage),
  reply: 'json',
});

/** Instructors with learners waiting for a booking (Book Pending Bookings); `learners` counts them. */
export const pendingBookingInstructors = defineAction<Page<BookingInstructor>>()({
  field: 'pendingbookinginstructors',
  ...office,
  request: z.object(instructorPage),
  reply: 'json',
});

/** An instructor's active learners with their credit balance: {id: adi id}. */
export const instructorLearners = defineAction<Page<BookingLearner>>()({
  field: 'instructorlearners',
  ...office,
  request: z.object({ id: idField(BOOKING_MESSAGES.instructor), ...learnerPage }),
  reply: 'json',
});

/** An instructor's learners waiting for a booking: {id: adi id}. */
export const instructorPendingLearners = defineAction<Page<BookingLearner>>()({
  field: 'instructorpendinglearners',
  ...office,
  request: z.object({ id: idField(BOOKING_MESSAGES.instructor), ...learnerPage }),
  reply: 'json',
});

/** The learner's Available, unexpired credits ('1H Lesson n' buttons): {id: learner id}. */
export const learnerActiveCredits = defineAction<LearnerCredit[]>()({
  field: 'learneractivecredits',
  ...office,
  request: z.object({ id: idField(BOOKING_MESSAGES.learner) }),
  reply: 'json',
});

/**
 * An instructor's bookings, time away and business hours for the calendar's visible dates:
 * {id: adi id, start, end} with `end` exclusive (FullCalendar's datesSet), at most 42 days.
 */
export const instructorBookings = defineAction<InstructorCalendar>()({
  field: 'instructorbookings',
  ...office,
  request: z
    .object({
      id: idField(BOOKING_MESSAGES.instructor),
      start: dateField(BOOKING_MESSAGES.rangeStart),
      end: dateField(BOOKING_MESSAGES.rangeEnd),
    })
    .refine((r) => r.end > r.start && daysBetween(r.start, r.end) <= CALENDAR_LOAD_MAX_DAYS, {
      message: BOOKING_MESSAGES.range,
      path: ['end'],
    }),
  reply: 'json',
});

/** Save new bookings from Book Learners (90 days either side of today). */
export const placeBookings = defineAction<SuccessWord>()({
  field: 'placebookings',
  ...office,
  request: placeBookingsRequest,
  reply: 'success',
});

/** Save new bookings from Book Pending Bookings (today to 90 days ahead). */
export const placePendingBookings = defineAction<SuccessWord>()({
  field: 'placependingbookings',
  ...office,
  request: placeBookingsRequest,
  reply: 'success',
});

/** Save diary changes: moved lessons keep their length and become Rescheduled. */
export const saveDiary = defineAction<SuccessWord>()({
  field: 'savediary',
  ...office,
  request: saveDiaryRequest,
  reply: 'success',
});

/** Save test outcome: {learner, testdate ('YYYY-MM-DD HH:MM'), result (0 failed, 1 passed), adi}. */
export const saveTestOutcome = defineAction<SuccessWord>()({
  field: 'savetestoutcome',
  ...office,
  request: z.object({
    adi: idField(BOOKING_MESSAGES.instructor),
    learner: idField(BOOKING_MESSAGES.learner),
    testdate: wallClockField(BOOKING_MESSAGES.testDate),
    result: z.enum(['0', '1'], { errorMap: () => ({ message: BOOKING_MESSAGES.testOutcome }) }).transform(Number),
  }),
  reply: 'success',
});
