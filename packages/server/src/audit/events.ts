import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** Sign-in events kept in the audit trail; tokens and passwords are never part of one. */
export const AUDIT_EVENTS = {
  signIn: 'signin',
  signInFailed: 'signin-failed',
  lockedOut: 'signin-locked',
  signOut: 'logout',
  subjectAccess: 'subjectaccess',
} as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[keyof typeof AUDIT_EVENTS];

/**
 * Records an event against the staff record it names (`staffId`, null when a sign-in's User ID
 * matches nobody), or against a learner (`learnerId`, a subject access export). `by` is who
 * acted: the staff member once known, nobody for a failed sign-in.
 */
export async function recordEvent(
  db: Kysely<Database>,
  event: AuditEvent,
  opts: ({ staffId: number | null } | { learnerId: number }) & { by: number | null; details: Record<string, string> },
): Promise<void> {
  const learner = 'learnerId' in opts ? opts.learnerId : null;
  await db
    .insertInto('audit_log')
    .values({
      staff_id: opts.by,
      action: event,
      operation: 'E',
      record_kind: learner === null ? 'staff' : 'learner',
      record_id: 'learnerId' in opts ? opts.learnerId : opts.staffId,
      learner_id: learner,
      changes: JSON.stringify(opts.details),
    })
    .execute();
}
