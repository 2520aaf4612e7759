import { z } from 'zod';
import { defineAction } from '../wire/action';
import { ENDPOINTS } from '../wire/endpoints';
import { idField } from '../validation/fields';
import { learnerFields } from './learner-form';
import { endAssignmentForm, reassignForm } from './assignment-forms';
import { ASSIGNMENT_MESSAGES } from './assignment-states';
import { LearnerDuplicate } from './types';

// Office staff change assignments, as they make them (the assign action's permission).
const office = { endpoint: ENDPOINTS.officeUser, permissions: ['user'] } as const;

/** Built where it is used, not at the module's top (learners/actions.ts says why). */
const assignment = () => idField(ASSIGNMENT_MESSAGES.assignment);

/**
 * Re-assign: the active assignment `assignid` becomes Re-Assigned (2) with `reason`, and
 * `selectedadi` becomes the learner's active instructor, in one transaction.
 */
export const reassignInstructor = defineAction({
  field: 'reassigninstructor',
  ...office,
  request: reassignForm.extend({ assignid: assignment() }),
  reply: 'success',
});

/**
 * End an assignment: the active assignment `assignid` takes one of the ending states
 * (abandoned, Passed and Complete, No Communication, Joined Other School) with `reason`.
 */
export const endAssignment = defineAction({
  field: 'endassignment',
  ...office,
  request: endAssignmentForm.extend({ assignid: assignment() }),
  reply: 'success',
});

/**
 * Learners who look like the one about to be registered: same name and date of birth, or the
 * same e-mail, mobile or licence number. Registering one anyway is the office's call.
 */
export const learnerDuplicates = defineAction({
  field: 'learnerduplicates',
  ...office,
  request: z.object({
    fname: learnerFields.fname,
    lname: learnerFields.lname,
    dob: learnerFields.dob,
    inemail: learnerFields.inemail,
    mobile: learnerFields.mobile,
    dlno: learnerFields.dlno,
  }),
  reply: 'json',
  response: z.array(LearnerDuplicate),
});
