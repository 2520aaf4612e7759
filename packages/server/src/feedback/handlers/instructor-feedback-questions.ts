import { questionsHandler } from '../record-feedback';

export const instructorFeedbackQuestions = questionsHandler('instructor');
