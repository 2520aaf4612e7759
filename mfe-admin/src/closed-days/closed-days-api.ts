import { actionMutation, actionQuery, injectDomainEndpoints } from '@dss/api';
import { adminActions } from '@dss/contract';

/** Closed days are part of every calendar's answer: saving refreshes 'Bookings', this screen's list included. */
export const closedDaysApi = injectDomainEndpoints('admin', (build) => ({
  adminLoadClosedDays: actionQuery(build, adminActions.loadClosedDays, { provides: ['Bookings'] }),
  adminSaveBankHolidayRegion: actionMutation(build, adminActions.saveBankHolidayRegion, { invalidates: ['Bookings'] }),
  adminSaveClosedDay: actionMutation(build, adminActions.saveClosedDay, { invalidates: ['Bookings'] }),
  adminRemoveClosedDay: actionMutation(build, adminActions.removeClosedDay, { invalidates: ['Bookings'] }),
}));
