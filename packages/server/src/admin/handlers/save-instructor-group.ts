import { adminActions } from '@dss/contract';
import { saveGroupOf } from '../feedback-questions';

export const saveInstructorGroup = saveGroupOf(adminActions.saveInstructorGroup, 'instructor');
