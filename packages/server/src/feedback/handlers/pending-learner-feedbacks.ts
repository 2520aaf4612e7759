import { feedbackActions } from '@dss/contract';
import { pendingHandler } from '../record-feedback';

export const pendingLearnerFeedbacks = pendingHandler(feedbackActions.pendingLearnerFeedbacks, 'learner');
