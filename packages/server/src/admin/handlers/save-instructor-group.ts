import { saveGroupOf } from '../feedback-questions';

export const saveInstructorGroup = saveGroupOf('instructor');
