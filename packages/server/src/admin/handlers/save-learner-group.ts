import { saveGroupOf } from '../feedback-questions';

export const saveLearnerGroup = saveGroupOf('learner');
