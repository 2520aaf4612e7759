import { z } from 'zod';
import { calendarDate } from '../validation/calendar-date';
import { defineAction } from '../wire/action';
import { ENDPOINTS } from '../wire/endpoints';
import { idField, optionalText } from '../validation/fields';
import { pageFieldsByNumber } from '../validation/paging';
import { AUDIT_LOG_SORTS, HISTORY_KINDS, SUBJECT_ACCESS_MESSAGES, SUBJECT_KINDS, AuditPage } from './types';

const optionalId = (message: string) => optionalText().pipe(z.union([z.literal('').transform(() => null), idField(message)]));

const optionalDate = (message: string) => optionalText().pipe(z.union([z.literal(''), calendarDate(message)]));

// Schemas beside the declarations are functions, built where a declaration uses them (learners/actions.ts says why).
/** The Audit Log's filters: staff member, record (kind and id), action and London dates. */
const auditFilters = () => ({
  bystaff: optionalId('Staff member is not valid.'),
  kind: optionalText().pipe(z.string().regex(/^[a-z_]{0,30}$/, 'Record kind is not valid.')),
  recordid: optionalId('Record is not valid.'),
  act: optionalText().pipe(z.string().regex(/^[a-z-]{0,40}$/, 'Action is not valid.')),
  from: optionalDate('From date is not valid.'),
  to: optionalDate('To date is not valid.'),
});

/**
 * A learner's, an instructor's or a staff member's History: the audit entries about that
 * record (for a learner or an instructor, also about their bookings, payments, credits and
 * other records), newest first, paged. A staff member's needs 'admin'.
 */
export const recordHistory = defineAction({
  field: 'recordhistory',
  endpoint: ENDPOINTS.officeUser,
  permissions: ['user', 'admin'],
  request: z.object({
    kind: z.enum(HISTORY_KINDS, { error: 'Record kind is not valid.' }),
    id: idField('Record is required.'),
    ...pageFieldsByNumber(['at']),
  }),
  reply: 'json',
  response: AuditPage,
});

/** The Audit Log (admin): every entry, filtered, sorted and paged in the database. */
export const auditLog = defineAction({
  field: 'auditlog',
  endpoint: ENDPOINTS.officeAdmin,
  permissions: ['admin'],
  request: z.object({ ...auditFilters(), ...pageFieldsByNumber(AUDIT_LOG_SORTS) }),
  reply: 'json',
  response: AuditPage,
});

/** The Audit Log's entries under the same filters as CSV, streamed oldest first. */
export const auditLogExport = defineAction({
  field: 'auditlogexport',
  endpoint: ENDPOINTS.officeAdmin,
  permissions: ['admin'],
  request: z.object(auditFilters()),
  reply: 'file',
});

/**
 * Subject access (UK GDPR, admin): a ZIP of everything held about one learner or one
 * instructor, a readable PDF summary and the records as JSON (an instructor's uploaded
 * documents too); the export is itself recorded in the audit trail.
 */
export const subjectAccess = defineAction({
  field: 'subjectaccess',
  endpoint: ENDPOINTS.officeAdmin,
  permissions: ['admin'],
  request: z.object({
    subject: z.enum(SUBJECT_KINDS, { error: SUBJECT_ACCESS_MESSAGES.subject }),
    id: idField(SUBJECT_ACCESS_MESSAGES.id),
  }),
  reply: 'file',
});
