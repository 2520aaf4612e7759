import { pendingHandler } from '../record-feedback';

export const pendingInstructorFeedbacks = pendingHandler('instructor');
