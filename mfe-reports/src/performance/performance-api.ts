import { actionQuery, injectDomainEndpoints } from '@dss/api';
import { performanceActions } from '@dss/contract';

/** The Instructor Performance Report's reads: the instructors, the month's counts and each detail list. */
export const performanceApi = injectDomainEndpoints('performance', (build) => ({
  performanceInstructors: actionQuery(build, performanceActions.instructors, { provides: ['Instructors'] }),
  performanceSummary: actionQuery(build, performanceActions.summary, { provides: ['Bookings', 'Learners'] }),
  performanceNewLearners: actionQuery(build, performanceActions.newLearners, { provides: ['Learners'] }),
  performanceBookedLessons: actionQuery(build, performanceActions.bookedLessons, { provides: ['Bookings'] }),
  performanceRescheduled: actionQuery(build, performanceActions.rescheduledLessons, { provides: ['Bookings'] }),
  performanceCancelled: actionQuery(build, performanceActions.cancelledLessons, { provides: ['Bookings'] }),
  performanceTestOutcomes: actionQuery(build, performanceActions.testOutcomes, { provides: ['Learners'] }),
}));
