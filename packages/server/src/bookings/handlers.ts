import { calendarHandlers } from './calendar-handlers';
import { pickerHandlers } from './picker-handlers';
import { placeHandlers } from './place-handlers';
import { testOutcomeHandlers } from './test-outcome-handlers';

/** Book Learners, Book Pending Bookings, View Instructor Diary and Record Test Outcome (document 2 §2.8, §7.4). */
export const bookingHandlers = [...pickerHandlers, ...calendarHandlers, ...placeHandlers, ...testOutcomeHandlers];
