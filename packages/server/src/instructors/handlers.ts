import { calendarFeedHandlers } from './calendar-feed-handlers';
import { editHandlers } from './edit-handlers';
import { listHandlers } from './list-handlers';
import { registerHandlers } from './register-handlers';
import { workingHoursHandlers } from './working-hours-handlers';

/** Every instructor action of document 2 (§2.1-§2.5, §2.11, §7.1) and document 3 (approval, state management). */
export const instructorHandlers = [
  ...registerHandlers,
  ...listHandlers,
  ...editHandlers,
  ...workingHoursHandlers,
  ...calendarFeedHandlers,
];
