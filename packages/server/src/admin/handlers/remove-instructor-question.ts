import { removeQuestionOf } from '../feedback-questions';

export const removeInstructorQuestion = removeQuestionOf('instructor');
