import { saveQuestionOf } from '../feedback-questions';

export const saveLearnerQuestion = saveQuestionOf('learner');
