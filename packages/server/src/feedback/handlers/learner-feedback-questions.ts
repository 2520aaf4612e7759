import { questionsHandler } from '../record-feedback';

export const learnerFeedbackQuestions = questionsHandler('learner');
