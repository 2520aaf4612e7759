import { loadGroupsOf } from '../feedback-questions';

export const loadInstructorGroups = loadGroupsOf('instructor');
