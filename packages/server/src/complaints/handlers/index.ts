import type { complaintActions } from '@dss/contract';
import type { HandlerMap } from '../../wire/handler-map';
import { activeComplaints } from './active-complaints';
import { complaintInstructors } from './complaint-instructors';
import { complaintLearners } from './complaint-learners';
import { complaintStatuses } from './complaint-statuses';
import { complaintTypes } from './complaint-types';
import { complaintUpdates } from './complaint-updates';
import { resolvedComplaints } from './resolved-complaints';
import { saveComplaint } from './save-complaint';
import { updateComplaint } from './update-complaint';

/** Record Complaint, Active Complaints and Resolved Complaints (document 2 §2.7, §5.15-5.16, §7.3). */
export const complaintHandlers = {
  complaintTypes,
  complaintStatuses,
  complaintLearners,
  complaintInstructors,
  saveComplaint,
  activeComplaints,
  resolvedComplaints,
  complaintUpdates,
  updateComplaint,
} satisfies HandlerMap<typeof complaintActions>;
