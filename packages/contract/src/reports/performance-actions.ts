import { z } from 'zod';
import { defineAction } from '../wire/action';
import { ENDPOINTS } from '../wire/endpoints';
import { idField, ruleAcross } from '../validation/fields';
import { pageFields, pageOf } from '../validation/paging';
import { calendarDate } from '../validation/calendar-date';
import {
  PERFORMANCE_INSTRUCTOR_SORTS,
  PERFORMANCE_MESSAGES,
  PerformanceBookingRow,
  PerformanceInstructor,
  PerformanceLearnerRow,
  PerformanceSummary,
  PerformanceTestRow,
} from './performance-types';

// The Instructor Performance Report (document 2 §2.10, §7.5): office operations on ctrouV2.php.

const office = { endpoint: ENDPOINTS.officeUser, permissions: ['user'] } as const;

// Schemas beside the declarations are functions, built where a declaration uses them (learners/actions.ts says why).
/** {id, start, end}: an instructor and London days, both included. */
const instructorRange = () => ({
  id: idField(PERFORMANCE_MESSAGES.instructor),
  start: calendarDate(PERFORMANCE_MESSAGES.start),
  end: calendarDate(PERFORMANCE_MESSAGES.end),
});
const inOrder = <T extends { start: string; end: string }>(v: T) => v.start <= v.end;
const order = { path: ['end'], message: PERFORMANCE_MESSAGES.order };

const bookingList = (field: string) =>
  defineAction({
    field,
    ...office,
    request: ruleAcross(z.object({ ...instructorRange(), ...pageFields(['b_starts', 'b_id', 'b_status']) }), inOrder, order),
    reply: 'json',
    response: pageOf(PerformanceBookingRow),
  });

/**
 * The approved instructors in every account state, one page. Document 2 §2.10 loads the list once
 * and filters it in the browser; it grows with the school, so the keyword is matched by the server
 * over the same fields: the id (with or without A), first, middle and last name, mobile, e-mail,
 * county, driving and instructor licence numbers (docs/decisions/instructor-performance-report.md).
 */
export const instructors = defineAction({
  field: 'performanceinstructors',
  ...office,
  request: z.object(pageFields(PERFORMANCE_INSTRUCTOR_SORTS)),
  reply: 'json',
  response: pageOf(PerformanceInstructor),
});

/** Instructor lessons summary: {id, start, end}. */
export const summary = defineAction({
  field: 'instructorlessonssummary',
  ...office,
  request: ruleAcross(z.object(instructorRange()), inOrder, order),
  reply: 'json',
  response: PerformanceSummary,
});

/** Learners newly assigned to the instructor, paged. */
export const newLearners = defineAction({
  field: 'performancenewlearners',
  ...office,
  request: ruleAcross(z.object({ ...instructorRange(), ...pageFields(['assign_on', 'stu_id', 'name']) }), inOrder, order),
  reply: 'json',
  response: pageOf(PerformanceLearnerRow),
});

/** Booked lessons: every lesson entry of the days but the cancelled ones (document 2 §4), paged. */
export const bookedLessons = bookingList('performancebookedlessons');
/** Slots the instructor's lessons were rescheduled away from, paged. */
export const rescheduledLessons = bookingList('performancerescheduled');
/** Cancelled lessons, paged. */
export const cancelledLessons = bookingList('performancecancelled');

/** Test outcomes: {type ('1' passed, '0' failed), id, start, end}, paged. */
export const testOutcomes = defineAction({
  field: 'performancetestoutcomes',
  ...office,
  request: ruleAcross(
    z.object({
      type: z.enum(['0', '1'], { error: PERFORMANCE_MESSAGES.type }).transform(Number),
      ...instructorRange(),
      ...pageFields(['testdate', 'stu_id', 'name']),
    }),
    inOrder,
    order,
  ),
  reply: 'json',
  response: pageOf(PerformanceTestRow),
});
