import { feedbackActions } from '@dss/contract';
import { saveHandler } from '../record-feedback';

export const saveInstructorFeedback = saveHandler(feedbackActions.saveInstructorFeedback, 'instructor');
