import { loadQuestionsOf } from '../feedback-questions';

export const loadLearnerQuestions = loadQuestionsOf('learner');
