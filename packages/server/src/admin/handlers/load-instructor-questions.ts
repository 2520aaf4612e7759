import { loadQuestionsOf } from '../feedback-questions';

export const loadInstructorQuestions = loadQuestionsOf('instructor');
