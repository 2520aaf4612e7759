import { adminActions } from '@dss/contract';
import { loadQuestionsOf } from '../feedback-questions';

export const loadLearnerQuestions = loadQuestionsOf(adminActions.loadLearnerQuestions, 'learner');
