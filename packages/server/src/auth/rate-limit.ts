import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** Failed sign-ins allowed in the window, per User ID and per client address. */
export const LOGIN_LIMITS = { perUserId: 5, perAddress: 20, windowMinutes: 15 } as const;

/**
 * Kept in the database, not in memory, so the limit holds across several server processes.
 */
export async function isLoginThrottled(db: Kysely<Database>, loginKey: string, clientIp: string): Promise<boolean> {
  const since = sql<Date>`now() - make_interval(mins => ${LOGIN_LIMITS.windowMinutes})`;
  const row = await db
    .selectFrom('login_failures')
    .select([
      sql<number>`count(*) FILTER (WHERE login_key = ${loginKey})`.as('by_key'),
      sql<number>`count(*) FILTER (WHERE client_ip = ${clientIp})`.as('by_ip'),
    ])
    .where('failed_at', '>', since)
    .where((eb) => eb.or([eb('login_key', '=', loginKey), eb('client_ip', '=', clientIp)]))
    .executeTakeFirstOrThrow();
  return Number(row.by_key) >= LOGIN_LIMITS.perUserId || Number(row.by_ip) >= LOGIN_LIMITS.perAddress;
}

export async function recordLoginFailure(db: Kysely<Database>, loginKey: string, clientIp: string): Promise<void> {
  await db.insertInto('login_failures').values({ login_key: loginKey, client_ip: clientIp }).execute();
  // Old rows only cost space: drop what no window can count any more.
  await db
    .deleteFrom('login_failures')
    .where('failed_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}

export async function clearLoginFailures(db: Kysely<Database>, loginKey: string): Promise<void> {
  await db.deleteFrom('login_failures').where('login_key', '=', loginKey).execute();
}
