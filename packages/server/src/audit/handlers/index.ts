import type { auditActions, erasureActions } from '@dss/contract';
import type { HandlerMap } from '../../wire/handler-map';
import { auditLog } from './audit-log';
import { auditLogExport } from './audit-log-export';
import { eraseInstructor } from './erase-instructor';
import { eraseLearner } from './erase-learner';
import { erasureSubject } from './erasure-subject';
import { recordHistory } from './record-history';
import { subjectAccess } from './subject-access';

/** The audit trail: a record's History, the Audit Log and its export, and subject access. */
export const auditHandlers = {
  recordHistory,
  auditLog,
  auditLogExport,
  subjectAccess,
} satisfies HandlerMap<typeof auditActions>;

/** Erasure of a learner's or an instructor's personal data. */
export const erasureHandlers = {
  erasureSubject,
  eraseLearner,
  eraseInstructor,
} satisfies HandlerMap<typeof erasureActions>;
