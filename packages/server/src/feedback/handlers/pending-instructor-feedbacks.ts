import { feedbackActions } from '@dss/contract';
import { pendingHandler } from '../record-feedback';

export const pendingInstructorFeedbacks = pendingHandler(feedbackActions.pendingInstructorFeedbacks, 'instructor');
