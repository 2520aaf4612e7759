import { actionMutation, actionQuery, actionUpload, injectDomainEndpoints } from '@dss/api';
import { instructorActions } from '@dss/contract';

/**
 * The instructors app's endpoints on the one api slice. Approval moves an instructor from the
 * pending list to the active ones and lowers the bell's pending count ('Notifications').
 */
export const instructorsApi = injectDomainEndpoints('instructors', (build) => ({
  instructorsActive: actionQuery(build, instructorActions.activeInstructors, { provides: ['Instructors'] }),
  instructorsSearch: actionQuery(build, instructorActions.searchInstructors, { provides: ['Instructors'] }),
  instructorsPending: actionQuery(build, instructorActions.pendingInstructors, { provides: ['Instructors'] }),
  instructorsInfo: actionQuery(build, instructorActions.instructorInfo, { provides: ['Instructors'] }),
  instructorsExpiries: actionQuery(build, instructorActions.documentExpiries, { provides: ['Instructors'] }),
  instructorsDocuments: actionQuery(build, instructorActions.instructorDocuments, { provides: ['Instructors'] }),
  instructorsFuelTypes: actionQuery(build, instructorActions.fuelTypes, { keepUnusedDataFor: 3600 }),
  instructorsOwnerTypes: actionQuery(build, instructorActions.vehicleOwnerTypes, { keepUnusedDataFor: 3600 }),
  instructorsPlanOptions: actionQuery(build, instructorActions.franchisePlanOptions, { provides: ['FranchisePlans'] }),
  instructorsRegister: actionUpload(build, instructorActions.registerInstructor, {
    invalidates: ['Instructors', 'Notifications'],
  }),
  instructorsUpdateBasic: actionMutation(build, instructorActions.updateBasic, { invalidates: ['Instructors'] }),
  instructorsUpdateAdvance: actionMutation(build, instructorActions.updateAdvance, { invalidates: ['Instructors'] }),
  instructorsChangeFranchise: actionMutation(build, instructorActions.changeFranchise, { invalidates: ['Instructors'] }),
  instructorsUpdatePostcodes: actionMutation(build, instructorActions.updatePostcodes, { invalidates: ['Instructors'] }),
  instructorsUpdateLanguages: actionMutation(build, instructorActions.updateLanguages, { invalidates: ['Instructors'] }),
  instructorsUpdateVehicleTypes: actionMutation(build, instructorActions.updateVehicleTypes, { invalidates: ['Instructors'] }),
  instructorsRemoveVehicle: actionMutation(build, instructorActions.removeVehicle, { invalidates: ['Instructors'] }),
  instructorsUpdateVehicleInfo: actionMutation(build, instructorActions.updateVehicleInfo, { invalidates: ['Instructors'] }),
  instructorsAvailability: actionQuery(build, instructorActions.availability, { provides: ['Instructors'] }),
  instructorsSaveAvailability: actionMutation(build, instructorActions.saveAvailability, {
    invalidates: ['Instructors', 'Bookings'],
  }),
  instructorsTimeAway: actionQuery(build, instructorActions.timeAway, { provides: ['Instructors'] }),
  instructorsSaveTimeAway: actionMutation(build, instructorActions.saveTimeAway, { invalidates: ['Instructors', 'Bookings'] }),
  instructorsDeleteTimeAway: actionMutation(build, instructorActions.deleteTimeAway, {
    invalidates: ['Instructors', 'Bookings'],
  }),
  instructorsCalendarFeed: actionQuery(build, instructorActions.calendarFeed, { provides: ['Instructors'] }),
  instructorsIssueCalendarFeed: actionMutation(build, instructorActions.issueCalendarFeed, { invalidates: ['Instructors'] }),
  instructorsStopCalendarFeed: actionMutation(build, instructorActions.stopCalendarFeed, { invalidates: ['Instructors'] }),
  instructorsUpdateAddress: actionUpload(build, instructorActions.updateAddress, { invalidates: ['Instructors'] }),
  instructorsAddVehicle: actionUpload(build, instructorActions.addVehicle, { invalidates: ['Instructors'] }),
  instructorsUploadVehicleDocuments: actionUpload(build, instructorActions.uploadVehicleDocuments, {
    invalidates: ['Instructors'],
  }),
  instructorsStates: actionQuery(build, instructorActions.instructorStates, { provides: ['Instructors'] }),
  instructorsDelete: actionMutation(build, instructorActions.deleteInstructor, {
    invalidates: ['Instructors', 'Notifications', 'Learners', 'Bookings'],
  }),
  instructorsApprove: actionMutation(build, instructorActions.approveInstructor, {
    invalidates: ['Instructors', 'Notifications'],
  }),
}));
