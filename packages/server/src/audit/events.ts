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
 * matches nobody), or against a learner or an instructor (`learnerId`, `instructorId`: a subject
 * access export). `by` is who
 * acted: the staff member once known, nobody for a failed sign-in.
 */
export async function recordEvent(
  db: Kysely<Database>,
  event: AuditEvent,
  opts: ({ staffId: number | null } | { learnerId: number } | { instructorId: number }) & {
    by: number | null;
    details: Record<string, string>;
  },
): Promise<void> {
  const learner = 'learnerId' in opts ? opts.learnerId : null;
  const instructor = 'instructorId' in opts ? opts.instructorId : null;
  await db
    .insertInto('audit_log')
    .values({
      staff_id: opts.by,
      action: event,
      operation: 'E',
      record_kind: learner !== null ? 'learner' : instructor !== null ? 'instructor' : 'staff',
      record_id: learner ?? instructor ?? ('staffId' in opts ? opts.staffId : null),
      learner_id: learner,
      instructor_id: instructor,
      changes: JSON.stringify(opts.details),
    })
    .execute();
}
