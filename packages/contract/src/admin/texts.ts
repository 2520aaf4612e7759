/** Success and error texts of the admin screens, word for word from document 3 §8. */
export const ADMIN_TEXTS = {
  staffAdded: 'Staff Added to system successfully',
  staffAddError: 'Error adding staff. Please contact administrator.',
  staffUpdated: 'Staff record updated successfully.',
  staffBlocked: 'Staff blocked successfully.',
  staffUnblocked: 'Staff unblocked successfully.',
  staffDeleted: 'Staff deleted successfully.',
  staffUpdateError: 'Error with updating staff record. Please try again.',
  staffPasswordReset: 'Staff password resetted successfully.',
  staffPasswordResetError: 'Error with resetting staff password. Please try again.',
  confirmBlock: 'Are you sure you want to block this staff?',
  confirmUnblock: 'Are you sure you want to Un-block this staff?',
  confirmDelete: 'Are you sure you want to delete this staff? This action is irreversible',
  confirmReset: 'Are you sure you want to reset this staff password?',

  franchiseAdded: 'Franchise Package Added successfully.',
  franchiseAddError: 'Error adding franchise package. Please try again.',
  franchiseRemoved: 'Franchise plan removed successfully.',
  franchiseRemoveError: 'Error removing franchise. Please try again.',

  lessonAdded: 'Lesson Package added successfully',
  lessonAddError: 'Error adding lesson package. Please try again',
  lessonRemoved: 'Lesson Package Removed successfully',
  lessonRemoveError: 'Error removing lesson package. Please try again',

  quickInfoSaved: 'Quick Information updated.',
  quickInfoError: 'Error updating quick infomarion. Please try again.',

  documentUploaded: 'Documents uploaded successfully.',
  documentUploadError: 'Error uploading document. Please try again.',

  learnerGroupAdded: 'Learner Feedback Group added successfully',
  learnerGroupError: 'Error adding learner feedback group. Please try again',
  instructorGroupAdded: 'Instructor Feedback Group added successfully',
  instructorGroupError: 'Error adding instructor feedback group. Please try again',
  questionRemoved: 'Feedback question removed successfully',
  questionRemoveError: 'Error removing feedback question. Please try again',
  questionAdded: 'Feedback question added to system successfully',
  questionAddError: 'Error adding feedback question. Please contact administrator.',
} as const;

/** Add Staff's success: the spec's text, then the User ID the new member signs in with. */
export function staffAddedText(staffId: number): string {
  return `${ADMIN_TEXTS.staffAdded}. Their User ID is ${staffId}.`;
}

/** Beyond the spec: the confirmation texts the spec leaves out for removals. */
export const REMOVE_CONFIRM_TEXTS = {
  franchise: 'Are you sure you want to remove this franchise plan?',
  lesson: 'Are you sure you want to remove this lesson package?',
  question: 'Are you sure you want to remove this feedback question?',
} as const;
