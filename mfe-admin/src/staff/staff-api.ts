import { actionMutation, actionQuery, injectDomainEndpoints } from '@dss/api';
import { adminActions } from '@dss/contract';

export const staffApi = injectDomainEndpoints('admin', (build) => ({
  adminStaffTitles: actionQuery(build, adminActions.staffTitles),
  adminLoadStaff: actionQuery(build, adminActions.loadStaff, { provides: ['Staff'] }),
  adminSaveStaff: actionMutation(build, adminActions.saveStaff, { invalidates: ['Staff'] }),
  adminUpdateStaff: actionMutation(build, adminActions.updateStaff, { invalidates: ['Staff'] }),
  adminBlockStaff: actionMutation(build, adminActions.blockStaff, { invalidates: ['Staff'] }),
  adminUnblockStaff: actionMutation(build, adminActions.unblockStaff, { invalidates: ['Staff'] }),
  adminDeleteStaff: actionMutation(build, adminActions.deleteStaff, { invalidates: ['Staff'] }),
  adminResetStaffPassword: actionMutation(build, adminActions.resetStaffPassword, { invalidates: ['Staff'] }),
}));
