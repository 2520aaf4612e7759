/**
 * The assignment states an office can end an assignment with (document 1 §4's labels, spelling
 * kept). Re-Assigned (2) is set only by a re-assignment; Blocked (0) is not offered.
 */
export const ASSIGNMENT_END_STATES = [
  { value: 3, label: 'abandoned' },
  { value: 4, label: 'Passed and Complete' },
  { value: 5, label: 'No Communication' },
  { value: 6, label: 'Joined Other School' },
] as const;

export const REASSIGNED = 2;

/** Messages of the assignment changes; not in the spec, which shows no transitions. */
export const ASSIGNMENT_MESSAGES = {
  assignment: 'Assignment is required.',
  status: 'Please select how the assignment ends.',
  reason: 'Reason is required.',
  reasonLong: 'Reason must be at most 200 characters long',
  notActive: 'This assignment is no longer active: someone else changed it. Reload the learner.',
  sameInstructor: 'The learner is already assigned to this instructor.',
  reassigned: 'Instructor re-assigned.',
  ended: 'Assignment ended.',
  failed: 'Error occured. Please try again',
  duplicatesFound: 'This learner may already be registered:',
} as const;
