import {
  ADMIN_TEXTS,
  ASSIGNMENT_MESSAGES,
  BOOKING_TEXTS,
  COMPLAINT_MESSAGES,
  COMPLAINT_TEXTS,
  FEEDBACK_TEXTS,
  FINANCE_TEXTS,
  INSTRUCTOR_TEXTS,
  LEARNER_TEXTS,
  PAYMENT_MESSAGES,
  QUESTION_PAGES,
} from './index';

// The spec's texts word for word, misspellings included ('successfuly', 'infromation',
// 'resetted'): screens and the server show these constants, so a well-meant correction here
// would put the product out of step with the spec. Texts that a screen's or the server's own
// tests already assert by their wording are not repeated.
const SPEC_TEXTS: [string, unknown, object][] = [
  [
    'LEARNER_TEXTS',
    LEARNER_TEXTS,
    {
      updateFailed: 'Error updating learner infromation. Please try again.',
      departureFailed: 'Error recording Learner Departure. Please try again.',
      theoryFailed: 'Error recording Learner Theory Test. Please try again.',
      eyeFailed: 'Error recording Learner Eye Test. Please try again.',
      paymentFailed: 'Error processing payment. Please try again.',
    },
  ],
  [
    'ASSIGNMENT_MESSAGES',
    ASSIGNMENT_MESSAGES,
    {
      failed: 'Error occured. Please try again',
    },
  ],
  [
    'COMPLAINT_MESSAGES',
    COMPLAINT_MESSAGES,
    {
      type: 'Complaint type is required.',
      complainant: 'Please select a complainant',
      complainee: 'Please select a complainee',
      incidentDate: 'Please select incident date.',
      incidentTime: 'Please select incident time.',
      description: 'Please enter complaint description.',
      descriptionShort: 'Complaint description is too short. Min 25 characters',
      descriptionLong: 'Complaint description is too Long. Max 1600 characters',
      discussionDate: 'Please select discussion date.',
      discussionTime: 'Please select discussion time.',
      reply: 'Please enter complainee reply description.',
      replyLong: 'Complainee reply description is too Long. Max 1600 characters',
      progressShort: 'Update description is too short. Min 25 characters',
      progressLong: 'Update description is too Long. Max 1600 characters',
      status: 'Complaint status is required.',
    },
  ],
  [
    'INSTRUCTOR_TEXTS',
    INSTRUCTOR_TEXTS,
    {
      deleteContactAdmin: 'Please contact Office Administrator to Delete this Driving Instructor.',
      stateUpdated:
        'Driving Instructor Account Status Updated Successfully. Note! Account status change will reflect on table on next login.',
      recordUpdateFailed: 'Error with updating driving instructor record. Please try again.',
      registerFailed: 'Error registering driving instructor. Please try again.',
      basicFailed: 'Error updating Instructor basic information. Please try again.',
      basicUpdatedTitle: 'Instructor Updated',
      vehicleAddFailed: 'Error add new vehicle. Please try again.',
      vehicleRemoveFailed: 'Error removing instructor vehicle. Please try again.',
      vehicleRemovedTitle: 'Vehicle Removed',
      vehicleDocsFailed: 'Error uploading vehicle document. Please try again.',
      vehicleDocsUploaded: 'Vehicle documents uploaded successfully. Local data will updated on next refresh.',
      addressFailed: 'Error uploading address document. Please try again.',
      addressUploaded: 'Address documents uploaded successfully. Local data will updated on next refresh.',
      franchiseFailed: 'Error updating information document. Please try again.',
      postcodesFailed: 'Error updating covering postcodes. Please try again.',
      postcodesUpdated: 'Covering postcodes updated successfully.',
      languagesFailed: 'Error updating teaching languages. Please try again.',
      languagesUpdated: 'Teaching languages updated successfully.',
      vehicleTypesFailed: 'Error updating teaching vehicle types. Please try again.',
      vehicleTypesUpdated: 'Teaching Vehicle Types successfully.',
      vehicleInfoUpdated: 'Vehicle information updated successfully. Local data will updated on next refresh.',
      timeAwaySaveFailed: 'Error saving instructor time away. Please try again.',
      timeAwayDeleteFailed: 'Error deleting instructor time away. Please try again.',
      availabilityFailed: 'Error saving instructor availability. Please try again.',
    },
  ],
  [
    'PAYMENT_MESSAGES',
    PAYMENT_MESSAGES,
    {
      referenceShort: 'Reference is too short',
    },
  ],
  [
    'FINANCE_TEXTS',
    FINANCE_TEXTS,
    {
      expenseRecorded: 'Expense recorded successfuly.',
      paymentFailed: 'Error recording payment. Please try again.',
      categoryFailed: 'Error recording category. Please try again.',
      incomeFailed: 'Error recording Income. Please try again.',
      expenseFailed: 'Error recording expense. Please try again.',
    },
  ],
  [
    'ADMIN_TEXTS',
    ADMIN_TEXTS,
    {
      staffBlocked: 'Staff blocked successfully.',
      staffUnblocked: 'Staff unblocked successfully.',
      staffDeleted: 'Staff deleted successfully.',
      staffPasswordReset: 'Staff password resetted successfully.',
      franchiseAdded: 'Franchise Package Added successfully.',
      franchiseRemoved: 'Franchise plan removed successfully.',
      lessonAdded: 'Lesson Package added successfully',
      lessonRemoved: 'Lesson Package Removed successfully',
      questionRemoved: 'Feedback question removed successfully',
      questionAdded: 'Feedback question added to system successfully',
      staffAddError: 'Error adding staff. Please contact administrator.',
      staffUpdateError: 'Error with updating staff record. Please try again.',
      staffPasswordResetError: 'Error with resetting staff password. Please try again.',
      franchiseAddError: 'Error adding franchise package. Please try again.',
      franchiseRemoveError: 'Error removing franchise. Please try again.',
      lessonAddError: 'Error adding lesson package. Please try again',
      lessonRemoveError: 'Error removing lesson package. Please try again',
      quickInfoError: 'Error updating quick infomarion. Please try again.',
      documentUploadError: 'Error uploading document. Please try again.',
      questionRemoveError: 'Error removing feedback question. Please try again',
      questionAddError: 'Error adding feedback question. Please contact administrator.',
      confirmUnblock: 'Are you sure you want to Un-block this staff?',
      confirmDelete: 'Are you sure you want to delete this staff? This action is irreversible',
      confirmReset: 'Are you sure you want to reset this staff password?',
    },
  ],
  [
    'QUESTION_PAGES',
    QUESTION_PAGES,
    {
      learner: {
        groupAdded: 'Learner Feedback Group added successfully',
        groupError: 'Error adding learner feedback group. Please try again',
      },
      instructor: {
        groupAdded: 'Instructor Feedback Group added successfully',
        groupError: 'Error adding instructor feedback group. Please try again',
      },
    },
  ],
  [
    'FEEDBACK_TEXTS',
    FEEDBACK_TEXTS,
    {
      failed: 'Error recording feedback. Please try again.',
    },
  ],
  [
    'COMPLAINT_TEXTS',
    COMPLAINT_TEXTS,
    {
      updateFailed: 'Error updating complaint progress',
    },
  ],
  [
    'BOOKING_TEXTS',
    BOOKING_TEXTS,
    {
      placeFailed: 'Error placing bookings. Please try again.',
      diaryFailed: 'Error Updating Diary. Please try again.',
      testFailed: 'Error recording Test outcome. Please try again.',
    },
  ],
];

it.each(SPEC_TEXTS)('%s reads as the spec words it', (_name, texts, spec) => {
  expect(texts).toMatchObject(spec);
});
