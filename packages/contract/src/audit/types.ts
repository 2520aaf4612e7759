import { z } from 'zod';
import { pageByNumberOf } from '../validation/paging';

/** Records whose History panel lists the audit entries about them. */
export const HISTORY_KINDS = ['learner', 'instructor', 'staff'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** A field's value before and after a change; secrets, bank details and NI numbers as "(masked)". */
export const AuditChange = z.tuple([z.unknown(), z.unknown()]);
export type AuditChange = z.infer<typeof AuditChange>;

/** One audit entry: one record changed by one action, or a sign-in event. */
export const AuditEntry = z.object({
  id: z.number().int(),
  /** UTC instant, ISO text; screens show it in Europe/London */
  at: z.string(),
  staff_id: z.number().int().nullable(),
  /** the staff member's name, or '' for the system and failed sign-ins */
  staff_name: z.string(),
  action: z.string(),
  /** I insert, U update, D delete, E event */
  operation: z.enum(['I', 'U', 'D', 'E']),
  record_kind: z.string(),
  record_id: z.number().int().nullable(),
  /** changed fields, or an event's details (address, User ID typed) */
  changes: z.record(z.string(), z.union([AuditChange, z.string()])),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = pageByNumberOf(AuditEntry);
export type AuditPage = z.infer<typeof AuditPage>;

/** The sort keys of the Audit Log; History is always newest first. */
export const AUDIT_LOG_SORTS = ['at', 'staff', 'action', 'record'] as const;

/** Record kinds the Audit Log can be searched by, with their labels (013_audit_trail.sql names them). */
export const AUDIT_RECORD_KINDS: readonly { value: string; label: string }[] = [
  { value: 'learner', label: 'Learner' },
  { value: 'instructor', label: 'Instructor' },
  { value: 'staff', label: 'Staff member' },
  { value: 'booking', label: 'Booking' },
  { value: 'lesson_series', label: 'Lesson series' },
  { value: 'credit', label: 'Credit' },
  { value: 'learner_payment', label: 'Learner payment' },
  { value: 'assignment', label: 'Assignment' },
  { value: 'complaint', label: 'Complaint' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'instructor_payment', label: 'Instructor payment' },
  { value: 'finance_transaction', label: 'Income or expense' },
  { value: 'mileage', label: 'Mileage' },
  { value: 'vehicle', label: 'Vehicle' },
  { value: 'instructor_document', label: 'Instructor document' },
  { value: 'calendar_feed', label: 'Calendar feed' },
  { value: 'lesson_plan', label: 'Lesson plan' },
  { value: 'franchise_plan', label: 'Franchise plan' },
  { value: 'quick_info', label: 'Quick information' },
  { value: 'terms_document', label: 'Terms document' },
  { value: 'school_closed_day', label: 'School closed day' },
  { value: 'progress_topic', label: 'Progress topic' },
  { value: 'learner_progress', label: 'Learner progress' },
  { value: 'school_settings', label: 'School settings' },
];

/** Whose records a subject access request exports. */
export const SUBJECT_KINDS = ['learner', 'instructor'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

/** The subject access request's messages (beyond the spec). */
export const SUBJECT_ACCESS_MESSAGES = {
  subject: 'Choose a learner or an instructor.',
  id: 'Learner or instructor ID is required.',
} as const;
