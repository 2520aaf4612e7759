import { feedbackActions } from '@dss/contract';
import { saveHandler } from '../record-feedback';

export const saveLearnerFeedback = saveHandler(feedbackActions.saveLearnerFeedback, 'learner');
