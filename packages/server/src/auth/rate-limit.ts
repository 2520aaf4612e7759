import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';

/**
 * Failed sign-ins are limited per (User ID, address) pair, so nobody elsewhere can lock an
 * account out, and per address over every User ID, against one address trying many accounts.
 */
export const LOGIN_LIMITS = {
  /** Failures a pair may make before each further try has to wait. */
  freePerPair: 5,
  /** The first wait, doubled by each further failure of the pair, up to maxWaitMinutes. */
  firstWaitMinutes: 1,
  maxWaitMinutes: 60,
  /** Failures one address may make over every User ID within windowMinutes. */
  perAddress: 20,
  windowMinutes: 15,
  /** How long failures are remembered; a successful sign-in forgets its pair's at once. */
  memoryHours: 24,
} as const;

/** The account a User ID names: '2', '02' and '000000002' are counted as one. */
export function normaliseLoginId(loginid: string): string {
  return String(Number(loginid));
}

// Any fixed number: seeds the hash that turns an address into its advisory lock.
const ADDRESS_LOCK_SEED = 14_290_001;

/**
 * Claims one sign-in attempt for the pair: answers the minutes to wait when the limits refuse
 * it, or records it as a failure and answers 0. The failure is recorded before the password is
 * checked (a success forgets it), so no fault in the check can leave a guess uncounted. Kept in
 * the database so the limits hold across several server processes; attempts from one address
 * are decided one at a time under a lock, so parallel guesses cannot all pass one check.
 */
export async function claimSignInAttempt(db: Kysely<Database>, loginKey: string, clientIp: string): Promise<number> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${clientIp}, ${ADDRESS_LOCK_SEED}))`.execute(tx);
    const window = sql`now() - make_interval(mins => ${LOGIN_LIMITS.windowMinutes})`;
    const seen = await tx
      .selectFrom('login_failures')
      .select([
        sql<string>`count(*) FILTER (WHERE login_key = ${loginKey})`.as('pair_failures'),
        sql<string | null>`extract(epoch FROM now() - max(failed_at) FILTER (WHERE login_key = ${loginKey}))`.as(
          'pair_seconds_since',
        ),
        sql<string>`count(*) FILTER (WHERE failed_at > ${window})`.as('address_failures'),
        sql<string | null>`extract(epoch FROM now() - min(failed_at) FILTER (WHERE failed_at > ${window}))`.as(
          'address_seconds_since',
        ),
      ])
      .where('client_ip', '=', clientIp)
      .where('failed_at', '>', sql<Date>`now() - make_interval(hours => ${LOGIN_LIMITS.memoryHours})`)
      .executeTakeFirstOrThrow();
    const waitSeconds = Math.max(
      pairWaitSeconds(Number(seen.pair_failures), Number(seen.pair_seconds_since ?? 0)),
      addressWaitSeconds(Number(seen.address_failures), Number(seen.address_seconds_since ?? 0)),
    );
    if (waitSeconds > 0) return Math.ceil(waitSeconds / 60);
    await tx.insertInto('login_failures').values({ login_key: loginKey, client_ip: clientIp }).execute();
    // Old rows only cost space: drop what no limit counts any more.
    await tx
      .deleteFrom('login_failures')
      .where('failed_at', '<', sql<Date>`now() - make_interval(hours => ${LOGIN_LIMITS.memoryHours})`)
      .execute();
    return 0;
  });
}

function pairWaitSeconds(failures: number, secondsSinceLast: number): number {
  if (failures < LOGIN_LIMITS.freePerPair) return 0;
  const doublings = failures - LOGIN_LIMITS.freePerPair;
  const minutes = Math.min(LOGIN_LIMITS.firstWaitMinutes * 2 ** doublings, LOGIN_LIMITS.maxWaitMinutes);
  return minutes * 60 - secondsSinceLast;
}

function addressWaitSeconds(failures: number, secondsSinceOldest: number): number {
  if (failures < LOGIN_LIMITS.perAddress) return 0;
  return LOGIN_LIMITS.windowMinutes * 60 - secondsSinceOldest;
}

/** After a successful sign-in: the pair's failures, the attempt just claimed among them, are forgotten. */
export async function forgetSignInFailures(db: Kysely<Database>, loginKey: string, clientIp: string): Promise<void> {
  await db.deleteFrom('login_failures').where('client_ip', '=', clientIp).where('login_key', '=', loginKey).execute();
}
