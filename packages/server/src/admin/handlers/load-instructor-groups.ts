import { adminActions } from '@dss/contract';
import { loadGroupsOf } from '../feedback-questions';

export const loadInstructorGroups = loadGroupsOf(adminActions.loadInstructorGroups, 'instructor');
