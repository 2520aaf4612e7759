import { adminActions } from '@dss/contract';
import { saveGroupOf } from '../feedback-questions';

export const saveLearnerGroup = saveGroupOf(adminActions.saveLearnerGroup, 'learner');
