import { adminActions } from '@dss/contract';
import { removeQuestionOf } from '../feedback-questions';

export const removeInstructorQuestion = removeQuestionOf(adminActions.removeInstructorQuestion, 'instructor');
