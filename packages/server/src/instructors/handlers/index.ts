import type { instructorActions } from '@dss/contract';
import type { HandlerMap } from '../../wire/handler-map';
import { activeInstructors } from './active-instructors';
import { addVehicle } from './add-vehicle';
import { approveInstructor } from './approve-instructor';
import { availability } from './availability';
import { calendarFeed } from './calendar-feed';
import { changeFranchise } from './change-franchise';
import { deleteInstructor } from './delete-instructor';
import { deleteTimeAway } from './delete-time-away';
import { documentExpiries } from './document-expiries';
import { documentExpiryCounts } from './document-expiry-counts';
import { franchisePlanOptions } from './franchise-plan-options';
import { fuelTypes } from './fuel-types';
import { instructorDocument } from './instructor-document';
import { instructorDocuments } from './instructor-documents';
import { instructorInfo } from './instructor-info';
import { instructorStates } from './instructor-states';
import { issueCalendarFeed } from './issue-calendar-feed';
import { pendingInstructors } from './pending-instructors';
import { registerInstructor } from './register-instructor';
import { removeVehicle } from './remove-vehicle';
import { saveAvailability } from './save-availability';
import { saveTimeAway } from './save-time-away';
import { searchInstructors } from './search-instructors';
import { stopCalendarFeed } from './stop-calendar-feed';
import { timeAway } from './time-away';
import { updateAddress } from './update-address';
import { updateAdvance } from './update-advance';
import { updateBasic } from './update-basic';
import { updateLanguages } from './update-languages';
import { updatePostcodes } from './update-postcodes';
import { updateVehicleInfo } from './update-vehicle-info';
import { updateVehicleTypes } from './update-vehicle-types';
import { uploadVehicleDocuments } from './upload-vehicle-documents';
import { vehicleOwnerTypes } from './vehicle-owner-types';

/** Every instructor action of document 2 (§2.1-§2.5, §2.11, §7.1) and document 3 (approval, state management). */
export const instructorHandlers = {
  fuelTypes,
  vehicleOwnerTypes,
  franchisePlanOptions,
  registerInstructor,
  activeInstructors,
  searchInstructors,
  pendingInstructors,
  instructorInfo,
  instructorDocuments,
  instructorDocument,
  documentExpiries,
  documentExpiryCounts,
  updateBasic,
  updateAdvance,
  updateAddress,
  changeFranchise,
  updatePostcodes,
  updateLanguages,
  updateVehicleTypes,
  addVehicle,
  removeVehicle,
  uploadVehicleDocuments,
  updateVehicleInfo,
  availability,
  saveAvailability,
  timeAway,
  saveTimeAway,
  deleteTimeAway,
  calendarFeed,
  issueCalendarFeed,
  stopCalendarFeed,
  approveInstructor,
  instructorStates,
  deleteInstructor,
} satisfies HandlerMap<typeof instructorActions>;
