import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { sha256Hex } from './sha512';
import { activeStaffQuery, toPrincipal, type StaffPrincipal } from './staff-access';

/** Issues a random bearer token; only its SHA-256 is stored. */
export async function createSession(db: Kysely<Database>, staffId: number, hours: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('staff_sessions')
    .values({
      staff_id: staffId,
      token_hash: sha256Hex(token),
      expires_at: sql<Date>`now() + make_interval(hours => ${hours})`,
    })
    .execute();
  return token;
}

/**
 * The staff member behind a token: the session must be unexpired and unrevoked and the staff
 * member active, so blocking or deleting someone ends their sessions at once.
 */
export async function authenticate(db: Kysely<Database>, token: string | undefined): Promise<StaffPrincipal | undefined> {
  if (!token || token.length > 200) return undefined;
  const row = await activeStaffQuery(db)
    .innerJoin('staff_sessions as s', 's.staff_id', 'staff.id')
    .where('s.token_hash', '=', sha256Hex(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row && toPrincipal(row);
}

export async function revokeSession(db: Kysely<Database>, token: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('token_hash', '=', sha256Hex(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends every open session of a staff member (blocked, deleted, password reset). */
export async function revokeStaffSessions(db: Kysely<Database>, staffId: number): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
}
