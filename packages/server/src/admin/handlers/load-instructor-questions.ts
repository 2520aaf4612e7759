import { adminActions } from '@dss/contract';
import { loadQuestionsOf } from '../feedback-questions';

export const loadInstructorQuestions = loadQuestionsOf(adminActions.loadInstructorQuestions, 'instructor');
