import type { Page } from '../validation/paging';

/** Records whose History panel lists the audit entries about them. */
export const HISTORY_KINDS = ['learner', 'instructor', 'staff'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** A field's value before and after a change; secrets, bank details and NI numbers as "(masked)". */
export type AuditChange = [unknown, unknown];

/** One audit entry: one record changed by one action, or a sign-in event. */
export interface AuditEntry {
  id: number;
  /** UTC instant, ISO text; screens show it in Europe/London */
  at: string;
  staff_id: number | null;
  /** the staff member's name, or '' for the system and failed sign-ins */
  staff_name: string;
  action: string;
  /** I insert, U update, D delete, E event */
  operation: 'I' | 'U' | 'D' | 'E';
  record_kind: string;
  record_id: number | null;
  /** changed fields, or an event's details (address, User ID typed) */
  changes: Record<string, AuditChange | string>;
}

export type AuditPage = Page<AuditEntry>;

/** The sort keys of the Audit Log; History is always newest first. */
export const AUDIT_LOG_SORTS = ['at', 'staff', 'action', 'record'] as const;
