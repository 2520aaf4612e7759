import { feedbackActions } from '@dss/contract';
import { questionsHandler } from '../record-feedback';

export const learnerFeedbackQuestions = questionsHandler(feedbackActions.learnerFeedbackQuestions, 'learner');
