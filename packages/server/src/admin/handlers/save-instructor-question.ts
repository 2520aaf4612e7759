import { saveQuestionOf } from '../feedback-questions';

export const saveInstructorQuestion = saveQuestionOf('instructor');
