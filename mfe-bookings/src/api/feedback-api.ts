import { actionMutation, actionQuery, injectDomainEndpoints } from '@dss/api';
import { feedbackActions } from '@dss/contract';

/**
 * Feedback both ways: learners about their instructor and instructors about their learner. A save
 * takes its lesson off the pending list and changes the ratings, so every list here is 'Feedback';
 * the questions follow the administrator's question set.
 */
export const feedbackApi = injectDomainEndpoints('feedback', (build) => ({
  feedbackPendingLearner: actionQuery(build, feedbackActions.pendingLearnerFeedbacks, { provides: ['Feedback', 'Bookings'] }),
  feedbackPendingInstructor: actionQuery(build, feedbackActions.pendingInstructorFeedbacks, {
    provides: ['Feedback', 'Bookings'],
  }),
  feedbackLearnerQuestions: actionQuery(build, feedbackActions.learnerFeedbackQuestions, { provides: ['Questions'] }),
  feedbackInstructorQuestions: actionQuery(build, feedbackActions.instructorFeedbackQuestions, { provides: ['Questions'] }),
  feedbackSaveLearner: actionMutation(build, feedbackActions.saveLearnerFeedback, { invalidates: ['Feedback'] }),
  feedbackSaveInstructor: actionMutation(build, feedbackActions.saveInstructorFeedback, { invalidates: ['Feedback'] }),
  feedbackLearnerSummary: actionQuery(build, feedbackActions.learnerFeedbackSummary, { provides: ['Feedback'] }),
  feedbackLearnerSubject: actionQuery(build, feedbackActions.learnerFeedbackInstructor, { provides: ['Feedback'] }),
  feedbackLearnerCounterparts: actionQuery(build, feedbackActions.learnerFeedbackLearners, { provides: ['Feedback'] }),
  feedbackLearnerDetails: actionQuery(build, feedbackActions.learnerFeedbackDetails, { provides: ['Feedback'] }),
  feedbackInstructorSummary: actionQuery(build, feedbackActions.instructorFeedbackSummary, { provides: ['Feedback'] }),
  feedbackInstructorSubject: actionQuery(build, feedbackActions.instructorFeedbackLearner, { provides: ['Feedback'] }),
  feedbackInstructorCounterparts: actionQuery(build, feedbackActions.instructorFeedbackInstructors, { provides: ['Feedback'] }),
  feedbackInstructorDetails: actionQuery(build, feedbackActions.instructorFeedbackDetails, { provides: ['Feedback'] }),
}));
