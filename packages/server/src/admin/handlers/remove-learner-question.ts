import { removeQuestionOf } from '../feedback-questions';

export const removeLearnerQuestion = removeQuestionOf('learner');
