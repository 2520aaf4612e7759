import { adminActions } from '@dss/contract';
import { saveQuestionOf } from '../feedback-questions';

export const saveLearnerQuestion = saveQuestionOf(adminActions.saveLearnerQuestion, 'learner');
