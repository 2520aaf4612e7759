import { saveHandler } from '../record-feedback';

export const saveInstructorFeedback = saveHandler('instructor');
