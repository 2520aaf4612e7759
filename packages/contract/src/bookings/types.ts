import { z } from 'zod';
import { BusinessHours } from './calendar';

/** An instructor in the booking, diary and test-outcome pickers. */
export const BookingInstructor = z.object({
  adi_id: z.number().int(),
  title: z.string(),
  fname: z.string(),
  lname: z.string(),
  mobile: z.string(),
  email: z.string(),
  teaching_gears: z.enum(['automatic', 'manual', 'both']),
  /** active learners; in the pending variant, learners waiting for a booking */
  learners: z.number().int(),
});
export type BookingInstructor = z.infer<typeof BookingInstructor>;

/** A learner as the booking screens list them (document 2 §3), with their bookable credits. */
export const BookingLearner = z.object({
  student_id: z.number().int(),
  title: z.string(),
  fname: z.string(),
  lname: z.string(),
  mobile: z.string(),
  email: z.string(),
  address: z.object({ line1: z.string(), postcode: z.string() }),
  pickup_pc: z.string(),
  lessons_type: z.enum(['automatic', 'manual']),
  created: z.string(),
  /** Available credits that have not expired */
  credit_balance: z.number().int(),
});
export type BookingLearner = z.infer<typeof BookingLearner>;

/** An Available credit the learner can book with, earliest expiry first. */
export const LearnerCredit = z.object({
  id: z.number().int(),
  /** ISO instant the credit expires; a lesson must start before it */
  cred_exp: z.string(),
});
export type LearnerCredit = z.infer<typeof LearnerCredit>;

/**
 * A booking as the calendars show it (document 2 §3 "Booking (diary)"), ready for FullCalendar:
 * `start`/`end` are London wall-clock readings ('YYYY-MM-DDTHH:MM:00') for a calendar in
 * Europe/London; `lesson_starts`/`lesson_end` are the instants.
 */
export const DiaryBooking = z.object({
  /** 'B' + booking_id */
  id: z.string(),
  booking_id: z.number().int(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  color: z.string(),
  /** the diary may drag it (Scheduled or Rescheduled); its length never changes */
  editable: z.boolean(),
  durationEditable: z.literal(false),
  /** FullCalendar's per-event overlap: true when the booking frees its slot (Blocked, Cancelled) */
  overlap: z.boolean(),
  stu_id: z.number().int(),
  stu_title: z.string(),
  stu_fname: z.string(),
  stu_lname: z.string(),
  lesson_starts: z.string(),
  lesson_end: z.string(),
  booking_lesson_type: z.number().int(),
  booking_state: z.number().int(),
  addr_line: z.string(),
  addr_pc: z.string(),
  drop_line: z.string(),
  drop_pc: z.string(),
  /** the weekly series the lesson was booked in, if any (docs/decisions/recurring-lessons.md) */
  series_id: z.number().int().nullable(),
});
export type DiaryBooking = z.infer<typeof DiaryBooking>;

/** A scheduled time-away entry inside the loaded range, for a background event. */
export const TimeAwayEvent = z.object({
  /** 'T' + rec_id */
  id: z.string(),
  rec_id: z.number().int(),
  title: z.string(),
  type: z.enum(['hours', 'day', 'days']),
  reason: z.string(),
  start: z.string(),
  end: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type TimeAwayEvent = z.infer<typeof TimeAwayEvent>;

/**
 * A day the school is closed inside the loaded range: a bank holiday of the school's region or a
 * closed day of its own (docs/decisions/bank-holidays-and-closed-days.md). No lesson goes on it.
 */
export const ClosedDay = z.object({
  /** the London date, 'YYYY-MM-DD' */
  date: z.string(),
  /** the bank holiday's name, or the reason the school gave */
  name: z.string(),
  kind: z.enum(['bank', 'school']),
});
export type ClosedDay = z.infer<typeof ClosedDay>;

/** An instructor's calendar for a date range: bookings, time away, business hours and the days the school is closed. */
export const InstructorCalendar = z.object({
  adi_id: z.number().int(),
  /** today's London date; `calendarValidRange(kind, today)` gives the calendar's valid range */
  today: z.string(),
  start: z.string(),
  end: z.string(),
  bookings: z.array(DiaryBooking),
  timeAway: z.array(TimeAwayEvent),
  businessHours: z.array(BusinessHours),
  /** true when the instructor has no weekly availability and the defaults apply */
  defaultHours: z.boolean(),
  /** the school's closed days in [start, end), by date (a bank holiday before a closed day of the same date) */
  closedDays: z.array(ClosedDay),
});
export type InstructorCalendar = z.infer<typeof InstructorCalendar>;
