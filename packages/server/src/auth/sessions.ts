import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { sha256Hex } from './sha512';
import { activeStaffQuery, toPrincipal, type StaffPrincipal } from './staff-access';

/**
 * Issues a random bearer token (only its SHA-256 is stored), lasting `hours` at most. A staff
 * member keeps at most `limit` open sessions: beyond it their oldest are ended.
 */
export async function createSession(
  db: Kysely<Database>,
  staffId: number,
  { hours, limit }: { hours: number; limit: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('staff_sessions')
    .values({
      staff_id: staffId,
      token_hash: sha256Hex(token),
      expires_at: sql<Date>`now() + make_interval(hours => ${hours})`,
    })
    .execute();
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('staff_sessions')
        .select('id')
        .where('staff_id', '=', staffId)
        .where('revoked_at', 'is', null)
        .orderBy('id', 'desc')
        .offset(limit),
    )
    .execute();
  return token;
}

/**
 * The staff member behind a token: the session must be unrevoked, within its lifetime and used
 * within the last `idleMinutes`, and the staff member active, so blocking or deleting someone
 * ends their sessions at once. Each call renews the session, writing at most once a minute.
 */
export async function authenticate(
  db: Kysely<Database>,
  token: string | undefined,
  idleMinutes: number,
): Promise<StaffPrincipal | undefined> {
  if (!token || token.length > 200) return undefined;
  const row = await activeStaffQuery(db)
    .innerJoin('staff_sessions as s', 's.staff_id', 'staff.id')
    .select(['s.id as session_id', sql<boolean>`s.last_used_at < now() - interval '1 minute'`.as('renew')])
    .where('s.token_hash', '=', sha256Hex(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('s.last_used_at', '>', sql<Date>`now() - make_interval(mins => ${idleMinutes})`)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.renew) {
    await db
      .updateTable('staff_sessions')
      .set({ last_used_at: sql<Date>`now()` })
      .where('id', '=', row.session_id)
      .execute();
  }
  return toPrincipal(row, row.session_id);
}

/** Ends the session of a token: answers whose it was, or null when it was not open. */
export async function revokeSession(db: Kysely<Database>, token: string): Promise<number | null> {
  const ended = await db
    .updateTable('staff_sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('token_hash', '=', sha256Hex(token))
    .where('revoked_at', 'is', null)
    .returning('staff_id')
    .executeTakeFirst();
  return ended?.staff_id ?? null;
}

/**
 * Ends every open session of a staff member (blocked, deleted, password reset), or every one
 * but `keep` (their own password change, made in that session).
 */
export async function revokeStaffSessions(db: Kysely<Database>, staffId: number, keep?: number): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .$if(keep !== undefined, (q) => q.where('id', '!=', keep!))
    .execute();
}
