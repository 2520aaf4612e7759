import type { feedbackActions } from '@dss/contract';
import type { HandlerMap } from '../../wire/handler-map';
import { instructorFeedbackDetails } from './instructor-feedback-details';
import { instructorFeedbackInstructors } from './instructor-feedback-instructors';
import { instructorFeedbackLearner } from './instructor-feedback-learner';
import { instructorFeedbackQuestions } from './instructor-feedback-questions';
import { instructorFeedbackSummary } from './instructor-feedback-summary';
import { learnerFeedbackDetails } from './learner-feedback-details';
import { learnerFeedbackInstructor } from './learner-feedback-instructor';
import { learnerFeedbackLearners } from './learner-feedback-learners';
import { learnerFeedbackQuestions } from './learner-feedback-questions';
import { learnerFeedbackSummary } from './learner-feedback-summary';
import { pendingInstructorFeedbacks } from './pending-instructor-feedbacks';
import { pendingLearnerFeedbacks } from './pending-learner-feedbacks';
import { saveInstructorFeedback } from './save-instructor-feedback';
import { saveLearnerFeedback } from './save-learner-feedback';

/** Record and view feedback, both directions (document 2 §2.6, §5.14, §7.2). */
export const feedbackHandlers = {
  pendingLearnerFeedbacks,
  pendingInstructorFeedbacks,
  learnerFeedbackQuestions,
  instructorFeedbackQuestions,
  saveLearnerFeedback,
  saveInstructorFeedback,
  learnerFeedbackSummary,
  learnerFeedbackInstructor,
  learnerFeedbackLearners,
  learnerFeedbackDetails,
  instructorFeedbackSummary,
  instructorFeedbackLearner,
  instructorFeedbackInstructors,
  instructorFeedbackDetails,
} satisfies HandlerMap<typeof feedbackActions>;
