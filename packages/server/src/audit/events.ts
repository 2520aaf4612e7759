import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** Sign-in events kept in the audit trail; tokens and passwords are never part of one. */
export const AUDIT_EVENTS = {
  signIn: 'signin',
  signInFailed: 'signin-failed',
  lockedOut: 'signin-locked',
  signOut: 'logout',
} as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[keyof typeof AUDIT_EVENTS];

/**
 * Records a sign-in event against the staff record it names (`staffId`, null when the User ID
 * matches nobody). `by` is who acted: the staff member once known, nobody for a failed try.
 */
export async function recordEvent(
  db: Kysely<Database>,
  event: AuditEvent,
  opts: { staffId: number | null; by: number | null; details: Record<string, string> },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      staff_id: opts.by,
      action: event,
      operation: 'E',
      record_kind: 'staff',
      record_id: opts.staffId,
      changes: JSON.stringify(opts.details),
    })
    .execute();
}
