import { adminActions } from '@dss/contract';
import { loadGroupsOf } from '../feedback-questions';

export const loadLearnerGroups = loadGroupsOf(adminActions.loadLearnerGroups, 'learner');
