import { adminActions } from '@dss/contract';
import { removeQuestionOf } from '../feedback-questions';

export const removeLearnerQuestion = removeQuestionOf(adminActions.removeLearnerQuestion, 'learner');
