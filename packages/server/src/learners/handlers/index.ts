import type { learnerActions, learnerAssignmentActions, learnerProgressActions } from '@dss/contract';
import type { HandlerMap } from '../../wire/handler-map';
import { assignInstructor } from './assign-instructor';
import { endAssignment } from './end-assignment';
import { learnerBookedCredits } from './learner-booked-credits';
import { learnerBookings } from './learner-bookings';
import { learnerCreditSummary } from './learner-credit-summary';
import { learnerDeparture } from './learner-departure';
import { learnerDrivingTests } from './learner-driving-tests';
import { learnerDuplicates } from './learner-duplicates';
import { learnerEyeTests } from './learner-eye-tests';
import { learnerForfeitedCredits } from './learner-forfeited-credits';
import { learnerMails } from './learner-mails';
import { learnerPaidCredits } from './learner-paid-credits';
import { learnerPaymentSearch } from './learner-payment-search';
import { learnerPayments } from './learner-payments';
import { learnerProgress } from './learner-progress';
import { learnerProgressHistory } from './learner-progress-history';
import { learnerTheoryTests } from './learner-theory-tests';
import { learnerUnusedCredits } from './learner-unused-credits';
import { learnerUsedCredits } from './learner-used-credits';
import { loadAssignments } from './load-assignments';
import { loadLearner } from './load-learner';
import { loadLearners } from './load-learners';
import { loadPendingLearners } from './load-pending-learners';
import { processPayment } from './process-payment';
import { reassignInstructor } from './reassign-instructor';
import { recordLearnerProgress } from './record-learner-progress';
import { registerLearner } from './register-learner';
import { saveDeparture } from './save-departure';
import { saveEyeTest } from './save-eye-test';
import { saveTheoryTest } from './save-theory-test';
import { suitableInstructors } from './suitable-instructors';
import { updateLearner } from './update-learner';
import { voidLearnerPayment } from './void-learner-payment';
import { withdrawDeparture } from './withdraw-departure';

/** The learner actions of documents 1 (§§2-9) and 2 (§2.9, §7.5). */
export const learnerHandlers = {
  registerLearner,
  updateLearner,
  loadLearners,
  loadLearner,
  loadAssignments,
  loadPendingLearners,
  suitableInstructors,
  assignInstructor,
  processPayment,
  learnerDeparture,
  learnerEyeTests,
  learnerDrivingTests,
  learnerTheoryTests,
  learnerPayments,
  learnerBookings,
  saveDeparture,
  withdrawDeparture,
  saveTheoryTest,
  saveEyeTest,
  learnerPaymentSearch,
  learnerCreditSummary,
  learnerPaidCredits,
  learnerUsedCredits,
  learnerBookedCredits,
  learnerForfeitedCredits,
  learnerUnusedCredits,
  voidLearnerPayment,
  learnerMails,
} satisfies HandlerMap<typeof learnerActions>;

/** Re-assigning and ending a learner's assignment, and the look-alikes of a new learner. */
export const learnerAssignmentHandlers = {
  reassignInstructor,
  endAssignment,
  learnerDuplicates,
} satisfies HandlerMap<typeof learnerAssignmentActions>;

/** A learner's progress by the syllabus (docs/decisions/learner-progress.md). */
export const learnerProgressHandlers = {
  learnerProgress,
  recordLearnerProgress,
  learnerProgressHistory,
} satisfies HandlerMap<typeof learnerProgressActions>;
