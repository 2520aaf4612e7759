import { saveHandler } from '../record-feedback';

export const saveLearnerFeedback = saveHandler('learner');
