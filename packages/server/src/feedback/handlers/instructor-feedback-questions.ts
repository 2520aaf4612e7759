import { feedbackActions } from '@dss/contract';
import { questionsHandler } from '../record-feedback';

export const instructorFeedbackQuestions = questionsHandler(feedbackActions.instructorFeedbackQuestions, 'instructor');
