import { randomBytes } from 'node:crypto';
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { postgresPoolOf } from '../db/database';
import type { Database } from '../db/tables';
import { sessionCacheOf } from './session-cache';
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
 * On PostgreSQL a session found valid is remembered until its next renewal or any change to
 * sessions or staff (session-cache.ts).
 */
export async function authenticate(
  db: Kysely<Database>,
  token: string | undefined,
  idleMinutes: number,
): Promise<StaffPrincipal | undefined> {
  if (!token || token.length > 200) return undefined;
  const tokenHash = sha256Hex(token);
  const cache = sessionCacheOf(db);
  const remembered = cache?.get(tokenHash);
  if (remembered) return remembered;
  const generation = cache?.generation ?? 0;
  const query = sessionLookup(db).with(tokenHash, idleMinutes);
  // On PostgreSQL the lookup is a named prepared statement: each pooled connection parses and
  // plans it once, not on every request.
  const pool = postgresPoolOf(db);
  const { rows } = pool
    ? await pool.query<SessionRow>({ name: 'dss_session_lookup', text: query.sql, values: [...query.parameters] })
    : await db.executeQuery(query);
  const row = rows[0];
  if (!row) return undefined;
  if (row.renew) {
    await db
      .updateTable('staff_sessions')
      .set({ last_used_at: sql<Date>`now()` })
      .where('id', '=', row.session_id)
      .execute();
  }
  const principal = toPrincipal(row, row.session_id);
  cache?.put(tokenHash, principal, row.valid_ms, generation);
  return principal;
}

// Stand-ins for the two values a session lookup takes, found among the compiled parameters.
const TOKEN_HASH_SLOT = 'token hash slot';
const IDLE_MINUTES_SLOT = -7_919;

function sessionLookupQuery(db: Kysely<Database>, tokenHash: string, idleMinutes: number) {
  return activeStaffQuery(db)
    .innerJoin('staff_sessions as s', 's.staff_id', 'staff.id')
    .select([
      's.id as session_id',
      sql<boolean>`s.last_used_at < now() - interval '1 minute'`.as('renew'),
      // How long the session stays valid without another look: until its next renewal, its
      // idle timeout or its end, whichever comes first.
      sql<number>`1000 * extract(epoch FROM least(s.expires_at,
        (CASE WHEN s.last_used_at < now() - interval '1 minute' THEN now() ELSE s.last_used_at END)
          + least(interval '1 minute', make_interval(mins => ${idleMinutes}))) - now())::float8`.as('valid_ms'),
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('s.last_used_at', '>', sql<Date>`now() - make_interval(mins => ${idleMinutes})`);
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionLookupQuery>['executeTakeFirstOrThrow']>>;

const compiledLookups = new WeakMap<Kysely<Database>, ReturnType<typeof compileSessionLookup>>();

/**
 * The session lookup, compiled once per database handle: it runs on every authenticated
 * request, and building and compiling its query tree each time cost as much CPU as the rest of
 * a cheap action's own query. The same SQL text, only its two values bound per call.
 */
function compileSessionLookup(db: Kysely<Database>) {
  const compiled = sessionLookupQuery(db, TOKEN_HASH_SLOT, IDLE_MINUTES_SLOT).compile();
  const slots = compiled.parameters.filter((p) => p === TOKEN_HASH_SLOT || p === IDLE_MINUTES_SLOT);
  if (!slots.includes(TOKEN_HASH_SLOT) || !slots.includes(IDLE_MINUTES_SLOT))
    throw new Error('The session lookup lost its parameters.');
  return {
    with(tokenHash: string, idleMinutes: number): CompiledQuery<SessionRow> {
      const parameters = compiled.parameters.map((p) =>
        p === TOKEN_HASH_SLOT ? tokenHash : p === IDLE_MINUTES_SLOT ? idleMinutes : p,
      );
      return { ...compiled, parameters };
    },
  };
}

function sessionLookup(db: Kysely<Database>) {
  let lookup = compiledLookups.get(db);
  if (!lookup) compiledLookups.set(db, (lookup = compileSessionLookup(db)));
  return lookup;
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
