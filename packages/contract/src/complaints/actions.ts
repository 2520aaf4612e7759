import { z } from 'zod';
import { defineAction } from '../wire/action';
import { ENDPOINTS } from '../wire/endpoints';
import { idField } from '../validation/fields';
import { pageFields, pageOf } from '../validation/paging';
import { COMPLAINT_MESSAGES, complaintFormField, complaintUpdateFields } from './complaint-form';
import {
  ComplaintInstructorPick,
  ComplaintLearnerPick,
  ComplaintRow,
  ComplaintStatusOption,
  ComplaintTypeOption,
  ComplaintUpdateRow,
} from './types';

// Complaints (document 2 §2.7, §5.15-5.16, §7.3). All on ctrouV2.php for office users.

const office = { endpoint: ENDPOINTS.officeUser, permissions: ['user'] } as const;
// Schemas beside the declarations are functions, built where a declaration uses them (learners/actions.ts says why).
const peoplePage = () => z.object(pageFields(['name', 'id']));
const complaintPage = () => z.object(pageFields(['created_on', 'ref', 'count', 'type', 'status', 'updated_on']));

/** Complaint party types (1-11, and 12 other about other) for the type picker. */
export const complaintTypes = defineAction({
  field: 'loadcomplainttypes',
  ...office,
  request: z.object({}),
  reply: 'json',
  response: z.array(ComplaintTypeOption),
});

/** Complaint statuses, the server's list for the update dialog. */
export const complaintStatuses = defineAction({
  field: 'loadcomplaintstatuses',
  ...office,
  request: z.object({}),
  reply: 'json',
  response: z.array(ComplaintStatusOption),
});

/** Learners for the complainant and complainee pickers (search by id, name, mobile, e-mail, postcode). */
export const complaintLearners = defineAction({
  field: 'complaintlearners',
  ...office,
  request: peoplePage(),
  reply: 'json',
  response: pageOf(ComplaintLearnerPick),
});

/** Instructors for the pickers. */
export const complaintInstructors = defineAction({
  field: 'complaintinstructors',
  ...office,
  request: peoplePage(),
  reply: 'json',
  response: pageOf(ComplaintInstructorPick),
});

/** Save complaint: {form: the complaint fields as JSON}. Answers the new reference number. */
export const saveComplaint = defineAction({
  field: 'savecomplaint',
  ...office,
  request: z.object({ form: complaintFormField }),
  reply: 'json',
  response: z.number().int(),
});

/** Active Complaints, with days open. */
export const activeComplaints = defineAction({
  field: 'activecomplaints',
  ...office,
  request: complaintPage(),
  reply: 'json',
  response: pageOf(ComplaintRow),
});

/** Resolved Complaints, with the status text as Method of Resolution. */
export const resolvedComplaints = defineAction({
  field: 'resolvedcomplaints',
  ...office,
  request: complaintPage(),
  reply: 'json',
  response: pageOf(ComplaintRow),
});

/** Get complaint updates: {id: ref}, oldest first. */
export const complaintUpdates = defineAction({
  field: 'complaintupdates',
  ...office,
  request: z.object({ id: idField(COMPLAINT_MESSAGES.complaint) }),
  reply: 'json',
  response: z.array(ComplaintUpdateRow),
});

/** Save complaint status update: {id (ref), progress, state (status id)}. */
export const updateComplaint = defineAction({
  field: 'updatecomplaint',
  ...office,
  request: complaintUpdateFields,
  reply: 'success',
});
