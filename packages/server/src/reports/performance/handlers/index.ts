import type { performanceActions } from '@dss/contract';
import type { HandlerMap } from '../../../wire/handler-map';
import { bookedLessons } from './booked-lessons';
import { cancelledLessons } from './cancelled-lessons';
import { instructors } from './instructors';
import { newLearners } from './new-learners';
import { rescheduledLessons } from './rescheduled-lessons';
import { summary } from './summary';
import { testOutcomes } from './test-outcomes';

/** The Instructor Performance Report (document 2 §2.10, §3, §7.5). */
export const performanceHandlers = {
  instructors,
  summary,
  newLearners,
  bookedLessons,
  rescheduledLessons,
  cancelledLessons,
  testOutcomes,
} satisfies HandlerMap<typeof performanceActions>;
