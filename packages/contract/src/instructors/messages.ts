/** Alert texts of document 2 §8 and document 3 §8 for instructor work, word for word (spelling kept). */
export const INSTRUCTOR_TEXTS = {
  registered: 'Driving instructor registered successfully',
  registerFailed: 'Error registering driving instructor. Please try again.',
  basicUpdatedTitle: 'Instructor Updated',
  basicUpdated: 'Instructor basic information updated successfully',
  basicFailed: 'Error updating Instructor basic information. Please try again.',
  vehicleAdded: 'New vehicle added successfully. Local data will updated on next refresh.',
  vehicleAddFailed: 'Error add new vehicle. Please try again.',
  vehicleRemovedTitle: 'Vehicle Removed',
  vehicleRemoved: 'Instructor vehicle removed successfully',
  vehicleRemoveFailed: 'Error removing instructor vehicle. Please try again.',
  vehicleDocsUploaded: 'Vehicle documents uploaded successfully. Local data will updated on next refresh.',
  vehicleDocsFailed: 'Error uploading vehicle document. Please try again.',
  addressUploaded: 'Address documents uploaded successfully. Local data will updated on next refresh.',
  addressFailed: 'Error uploading address document. Please try again.',
  franchiseUpdated: 'Instructor Updated',
  franchiseFailed: 'Error updating information document. Please try again.',
  postcodesUpdated: 'Covering postcodes updated successfully.',
  postcodesFailed: 'Error updating covering postcodes. Please try again.',
  languagesUpdated: 'Teaching languages updated successfully.',
  languagesFailed: 'Error updating teaching languages. Please try again.',
  vehicleTypesUpdated: 'Teaching Vehicle Types successfully.',
  vehicleTypesFailed: 'Error updating teaching vehicle types. Please try again.',
  vehicleInfoUpdated: 'Vehicle information updated successfully. Local data will updated on next refresh.',
  vehicleInfoFailed: 'Error updating information document. Please try again.',
  timeAwaySaved: 'Instructor time away saved',
  timeAwaySaveFailed: 'Error saving instructor time away. Please try again.',
  timeAwayDeleted: 'Instructor time away deleted',
  timeAwayDeleteFailed: 'Error deleting instructor time away. Please try again.',
  availabilitySaved: 'Instructor availability saved',
  availabilityFailed: 'Error saving instructor availability. Please try again.',
  approved: 'Driving Instructor Approved successfully.',
  /** Approve and delete share this failure text (documents 2 §8 and 3 §8). */
  recordUpdateFailed: 'Error with updating driving instructor record. Please try again.',
  stateUpdated:
    'Driving Instructor Account Status Updated Successfully. Note! Account status change will reflect on table on next login.',
  approveContactAdmin: 'Please contact Office Administrator to approve this Driving Instructor.',
  deleteContactAdmin: 'Please contact Office Administrator to Delete this Driving Instructor.',
  invalidLink: 'Page refreshed or navigated with invalid link. Please visit View/Edit Instructors to select Driving Instructor.',
  notSelected: 'Driving Instructor Not Selected',
  noActiveCars: 'No Active Cars to display',
  noTimeAway: 'No time away scheduled',
  noReason: 'No reason specified',
  confirmTimeAwayDelete: 'Are you sure you want to remove this time away entry?',
  addVehicleToggle: 'Add another vehicle',
  removeVehicleToggle: 'Remove additional vehicle',
  legalOwnerHint: 'Full Name as it appears on the V5C Registration Document.',
} as const;

/** Server refusals beyond the spec; the screens show them under the spec's error title. */
export const INSTRUCTOR_REFUSALS = {
  noInstructor: 'No such instructor.',
  duplicateDrivingLicence: 'An instructor with this driving licence number is already registered.',
  duplicateAdiLicence: 'An instructor with this ADI/PDI licence number is already registered.',
  duplicateVehicle: 'A vehicle with this registration number is already active.',
  sameVehicleTwice: 'The two vehicles cannot have the same registration number.',
  planNotActive: 'This franchise plan is not offered.',
  samePlan: 'The current franchise plan cannot be chosen again.',
  planStartsEarly: 'The new plan cannot start before the current plan started.',
  staleCompliance: 'These documents were updated by someone else. Please reload the instructor.',
  unknownFile: 'A file was sent that this form does not take.',
  notPdf: 'Only PDF documents can be uploaded.',
  timeAwayOverlap: 'This time away overlaps time away already scheduled.',
  noDocument: 'Document not found.',
} as const;

/** Per-document size messages of document 2 §5.1. */
export const FILE_SIZE_MESSAGES = {
  pdf: 'PDF Document file size should be less than 4 MB!',
  addressProof: 'Address proof file size should be less than 4 MB!',
} as const;

/** Files: PDF, under 4,000,000 bytes (document 2 §9). */
export const INSTRUCTOR_FILE_MAX_BYTES = 4_000_000;
