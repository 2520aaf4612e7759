import { actionMutation, actionQuery, injectDomainEndpoints } from '@dss/api';
import { learnerActions, learnerProgressActions } from '@dss/contract';

/** A learner by id: a learner's save refetches that learner's record and the lists showing them, not every learner query. */
const learnerTag = (id: unknown) => ({ type: 'Learners' as const, id: Number(id) });

/**
 * The learners app's endpoints on the one api slice. Saves invalidate the lists they change;
 * payments and assignments also move the bell's counts ('Notifications').
 */
export const learnersApi = injectDomainEndpoints('learners', (build) => ({
  learnersList: actionQuery(build, learnerActions.loadLearners, {
    provides: (page) => ['Learners', ...(page?.rows ?? []).map((r) => learnerTag(r.student_id))],
  }),
  learnersOne: actionQuery(build, learnerActions.loadLearner, { provides: (_r, _e, { id }) => [learnerTag(id)] }),
  learnersAssignments: actionQuery(build, learnerActions.loadAssignments, {
    provides: (page) => ['Learners', 'Instructors', ...(page?.rows ?? []).map((r) => learnerTag(r.stu_id))],
  }),
  learnersPending: actionQuery(build, learnerActions.loadPendingLearners, { provides: ['Learners', 'Payments'] }),
  learnersSuitableInstructors: actionQuery(build, learnerActions.suitableInstructors, { provides: ['Instructors', 'Bookings'] }),
  learnersRegister: actionMutation(build, learnerActions.registerLearner, { invalidates: ['Learners'] }),
  learnersUpdate: actionMutation(build, learnerActions.updateLearner, {
    invalidates: (_r, _e, { studentid }) => [learnerTag(studentid), 'Notifications', 'Bookings', 'Payments'],
  }),
  learnersAssign: actionMutation(build, learnerActions.assignInstructor, {
    invalidates: ['Learners', 'Instructors', 'Notifications'],
  }),
  learnersProcessPayment: actionMutation(build, learnerActions.processPayment, {
    invalidates: ['Learners', 'Payments', 'Notifications'],
  }),

  learnersDeparture: actionQuery(build, learnerActions.learnerDeparture, { provides: ['Learners'] }),
  // Saves that mail the learner (lessons placed, moved, cancelled) invalidate Learners or Bookings.
  learnersMails: actionQuery(build, learnerActions.learnerMails, { provides: ['Learners', 'Bookings'] }),
  // A learner's progress also reads the administrator's topics and the learner's lessons.
  learnersProgress: actionQuery(build, learnerProgressActions.learnerProgress, {
    provides: (_r, _e, { id }) => ['Bookings', learnerTag(id)],
  }),
  learnersProgressHistory: actionQuery(build, learnerProgressActions.learnerProgressHistory, {
    provides: (_r, _e, { id }) => [learnerTag(id)],
  }),
  learnersRecordProgress: actionMutation(build, learnerProgressActions.recordLearnerProgress, {
    invalidates: (_r, _e, { learner }) => [learnerTag(learner)],
  }),
  learnersEyeTests: actionQuery(build, learnerActions.learnerEyeTests, { provides: ['Learners'] }),
  learnersDrivingTests: actionQuery(build, learnerActions.learnerDrivingTests, { provides: ['Learners', 'Bookings'] }),
  learnersTheoryTests: actionQuery(build, learnerActions.learnerTheoryTests, { provides: ['Learners'] }),
  learnersPaymentHistory: actionQuery(build, learnerActions.learnerPayments, { provides: ['Learners', 'Payments'] }),
  learnersBookingHistory: actionQuery(build, learnerActions.learnerBookings, { provides: ['Learners', 'Bookings'] }),
  learnersSaveDeparture: actionMutation(build, learnerActions.saveDeparture, { invalidates: ['Learners', 'Notifications'] }),
  learnersWithdrawDeparture: actionMutation(build, learnerActions.withdrawDeparture, {
    invalidates: ['Learners', 'Notifications'],
  }),
  learnersSaveTheoryTest: actionMutation(build, learnerActions.saveTheoryTest, { invalidates: ['Learners'] }),
  learnersSaveEyeTest: actionMutation(build, learnerActions.saveEyeTest, { invalidates: ['Learners'] }),

  learnersPaymentSearch: actionQuery(build, learnerActions.learnerPaymentSearch, { provides: ['Payments', 'Learners'] }),
  learnersCreditSummary: actionQuery(build, learnerActions.learnerCreditSummary, { provides: ['Payments', 'Bookings'] }),
  learnersPaidCredits: actionQuery(build, learnerActions.learnerPaidCredits, { provides: ['Payments'] }),
  learnersUsedCredits: actionQuery(build, learnerActions.learnerUsedCredits, { provides: ['Payments', 'Bookings'] }),
  learnersBookedCredits: actionQuery(build, learnerActions.learnerBookedCredits, { provides: ['Payments', 'Bookings'] }),
  learnersForfeitedCredits: actionQuery(build, learnerActions.learnerForfeitedCredits, { provides: ['Payments'] }),
  learnersUnusedCredits: actionQuery(build, learnerActions.learnerUnusedCredits, { provides: ['Payments', 'Bookings'] }),
  learnersVoidPayment: actionMutation(build, learnerActions.voidLearnerPayment, {
    invalidates: ['Learners', 'Payments', 'Notifications'],
  }),
}));
