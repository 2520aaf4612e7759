import { z } from 'zod';
import { defineAction } from '../wire/action';
import { ENDPOINTS } from '../wire/endpoints';
import type { SuccessWord } from '../wire/replies';
import { idField } from '../validation/fields';
import { pageFields, type Page } from '../validation/paging';
import { COMPLAINT_MESSAGES, complaintFormField, complaintUpdateFields } from './complaint-form';
import type {
  ComplaintInstructorPick,
  ComplaintLearnerPick,
  ComplaintRow,
  ComplaintStatusOption,
  ComplaintTypeOption,
  ComplaintUpdateRow,
} from './types';

// Complaints (document 2 §2.7, §5.15-5.16, §7.3). All on ctrouV2.php for office users.

const office = { endpoint: ENDPOINTS.officeUser, permissions: ['user'] } as const;
const peoplePage = z.object(pageFields(['name', 'id']));
const complaintPage = z.object(pageFields(['created_on', 'ref', 'count', 'type', 'status', 'updated_on']));

/** Complaint party types (1-11, and 12 other about other) for the type picker. */
export const complaintTypes = defineAction<ComplaintTypeOption[]>()({
  field: 'loadcomplainttypes',
  ...office,
  request: z.object({}),
  reply: 'json',
});

/** Complaint statuses, the server's list for the update dialog. */
export const complaintStatuses = defineAction<ComplaintStatusOption[]>()({
  field: 'loadcomplaintstatuses',
  ...office,
  request: z.object({}),
  reply: 'json',
});

/** Learners for the complainant and complainee pickers (search by id, name, mobile, e-mail, postcode). */
export const complaintLearners = defineAction<Page<ComplaintLearnerPick>>()({
  field: 'complaintlearners',
  ...office,
  request: peoplePage,
  reply: 'json',
});

/** Instructors for the pickers. */
export const complaintInstructors = defineAction<Page<ComplaintInstructorPick>>()({
  field: 'complaintinstructors',
  ...office,
  request: peoplePage,
  reply: 'json',
});

/** Save complaint: {form: the complaint fields as JSON}. Answers the new reference number. */
export const saveComplaint = defineAction<number>()({
  field: 'savecomplaint',
  ...office,
  request: z.object({ form: complaintFormField }),
  reply: 'json',
});

/** Active Complaints, with days open. */
export const activeComplaints = defineAction<Page<ComplaintRow>>()({
  field: 'activecomplaints',
  ...office,
  request: complaintPage,
  reply: 'json',
});

/** Resolved Complaints, with the status text as Method of Resolution. */
export const resolvedComplaints = defineAction<Page<ComplaintRow>>()({
  field: 'resolvedcomplaints',
  ...office,
  request: complaintPage,
  reply: 'json',
});

/** Get complaint updates: {id: ref}, oldest first. */
export const complaintUpdates = defineAction<ComplaintUpdateRow[]>()({
  field: 'complaintupdates',
  ...office,
  request: z.object({ id: idField(COMPLAINT_MESSAGES.complaint) }),
  reply: 'json',
});

/** Save complaint status update: {id (ref), progress, state (status id)}. */
export const updateComplaint = defineAction<SuccessWord>()({
  field: 'updatecomplaint',
  ...office,
  request: complaintUpdateFields,
  reply: 'success',
});
