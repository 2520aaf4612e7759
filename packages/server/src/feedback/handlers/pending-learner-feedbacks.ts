import { pendingHandler } from '../record-feedback';

export const pendingLearnerFeedbacks = pendingHandler('learner');
