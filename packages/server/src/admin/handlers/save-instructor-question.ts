import { adminActions } from '@dss/contract';
import { saveQuestionOf } from '../feedback-questions';

export const saveInstructorQuestion = saveQuestionOf(adminActions.saveInstructorQuestion, 'instructor');
