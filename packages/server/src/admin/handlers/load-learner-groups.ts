import { loadGroupsOf } from '../feedback-questions';

export const loadLearnerGroups = loadGroupsOf('learner');
