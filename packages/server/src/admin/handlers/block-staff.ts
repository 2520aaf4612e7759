import { adminActions, STAFF_STATES } from '@dss/contract';
import { stateChange } from '../office-staff';

export const blockStaff = stateChange(adminActions.blockStaff, 'block', STAFF_STATES.blocked, true);
