import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** Sign-in events kept in the audit trail; tokens and passwords are never part of one. */
export const AUDIT_EVENTS = {
  signIn: 'signin',
  signInFailed: 'signin-failed',
  lockedOut: 'signin-locked',
  signOut: 'logout',
  subjectAccess: 'subjectaccess',
  // the outbox table is not audited: a resend of a given-up mail is this event (docs/decisions/outbox-page.md)
  resendMail: 'resendoutboxmail',
} as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[keyof typeof AUDIT_EVENTS];

/**
 * Records an event against the staff record it names (`staffId`, null when a sign-in's User ID
 * matches nobody), or against a learner or an instructor (`learnerId`, `instructorId`: a subject
 * access export). `by` is who acted: the staff member once known, nobody for a failed sign-in.
 * Added through audit_event() (028_runtime_role.sql): the server's runtime role may not insert
 * into the trail itself.
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
  const kind = learner !== null ? 'learner' : instructor !== null ? 'instructor' : 'staff';
  const id = learner ?? instructor ?? ('staffId' in opts ? opts.staffId : null);
  await sql`SELECT audit_event(${opts.by}::integer, ${event}::varchar, ${kind}::varchar, ${id}::bigint,
                               ${learner}::integer, ${instructor}::integer, ${JSON.stringify(opts.details)}::jsonb)`.execute(db);
}
