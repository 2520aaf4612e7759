import { adminActions, STAFF_STATES } from '@dss/contract';
import { stateChange } from '../office-staff';

export const unblockStaff = stateChange(adminActions.unblockStaff, 'unblock', STAFF_STATES.active, false);
