import { adminActions, STAFF_STATES } from '@dss/contract';
import { stateChange } from '../office-staff';

export const deleteStaff = stateChange(adminActions.deleteStaff, 'delete', STAFF_STATES.deleted, true);
