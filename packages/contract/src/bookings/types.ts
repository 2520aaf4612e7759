import type { BusinessHours } from './calendar';

/** An instructor in the booking, diary and test-outcome pickers. */
export interface BookingInstructor {
  adi_id: number;
  title: string;
  fname: string;
  lname: string;
  mobile: string;
  email: string;
  teaching_gears: 'automatic' | 'manual' | 'both';
  /** active learners; in the pending variant, learners waiting for a booking */
  learners: number;
}

/** A learner as the booking screens list them (document 2 §3), with their bookable credits. */
export interface BookingLearner {
  student_id: number;
  title: string;
  fname: string;
  lname: string;
  mobile: string;
  email: string;
  address: { line1: string; postcode: string };
  pickup_pc: string;
  lessons_type: 'automatic' | 'manual';
  created: string;
  /** Available credits that have not expired */
  credit_balance: number;
}

/** An Available credit the learner can book with, earliest expiry first. */
export interface LearnerCredit {
  id: number;
  /** ISO instant the credit expires; a lesson must start before it */
  cred_exp: string;
}

/**
 * A booking as the calendars show it (document 2 §3 "Booking (diary)"), ready for FullCalendar:
 * `start`/`end` are London wall-clock readings ('YYYY-MM-DDTHH:MM:00') for a calendar in
 * Europe/London; `lesson_starts`/`lesson_end` are the instants.
 */
export interface DiaryBooking {
  /** 'B' + booking_id */
  id: string;
  booking_id: number;
  title: string;
  start: string;
  end: string;
  color: string;
  /** the diary may drag it (Scheduled or Rescheduled); its length never changes */
  editable: boolean;
  durationEditable: false;
  /** FullCalendar's per-event overlap: true when the booking frees its slot (Blocked, Cancelled) */
  overlap: boolean;
  stu_id: number;
  stu_title: string;
  stu_fname: string;
  stu_lname: string;
  lesson_starts: string;
  lesson_end: string;
  booking_lesson_type: number;
  booking_state: number;
  addr_line: string;
  addr_pc: string;
  drop_line: string;
  drop_pc: string;
}

/** A scheduled time-away entry inside the loaded range, for a background event. */
export interface TimeAwayEvent {
  /** 'T' + rec_id */
  id: string;
  rec_id: number;
  title: string;
  type: 'hours' | 'day' | 'days';
  reason: string;
  start: string;
  end: string;
  starts_at: string;
  ends_at: string;
}

/** An instructor's calendar for a date range: bookings, time away and business hours. */
export interface InstructorCalendar {
  adi_id: number;
  /** today's London date; `calendarValidRange(kind, today)` gives the calendar's valid range */
  today: string;
  start: string;
  end: string;
  bookings: DiaryBooking[];
  timeAway: TimeAwayEvent[];
  businessHours: BusinessHours[];
  /** true when the instructor has no weekly availability and the defaults apply */
  defaultHours: boolean;
}
