import { calendarHandlers } from './calendar-handlers';
import { outcomeHandlers } from './outcome-handlers';
import { pickerHandlers } from './picker-handlers';
import { placeHandlers } from './place-handlers';
import { seriesCancelHandlers } from './series-cancel-handlers';
import { seriesHandlers } from './series-handlers';
import { testOutcomeHandlers } from './test-outcome-handlers';

/**
 * Book Learners, Book Pending Bookings, View Instructor Diary and Record Test Outcome (document 2
 * §2.8, §7.4), and cancellations, no-shows and weekly series beyond the spec.
 */
export const bookingHandlers = [
  ...pickerHandlers,
  ...calendarHandlers,
  ...placeHandlers,
  ...testOutcomeHandlers,
  ...outcomeHandlers,
  ...seriesHandlers,
  ...seriesCancelHandlers,
];
