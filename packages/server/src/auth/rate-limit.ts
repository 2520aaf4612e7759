import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/tables';
import { transactionally } from '../db/transactionally';

/**
 * Failed sign-ins are limited per (User ID, address) pair and per address over every User ID,
 * and per account over the addresses that have already failed on it: an address's first try at
 * an account, and the tries of an address the account has signed in from, are never held back
 * by failures elsewhere, so nobody elsewhere can lock an account out.
 */
export const LOGIN_LIMITS = {
  /** Failures a pair may make before each further try has to wait. */
  freePerPair: 5,
  /** The first wait, doubled by each further failure of the pair (or account), up to maxWaitMinutes. */
  firstWaitMinutes: 1,
  maxWaitMinutes: 60,
  /** Failures one address may make over every User ID within windowMinutes. */
  perAddress: 20,
  windowMinutes: 15,
  /** Failures one account may have over every address before an address that failed on it waits. */
  freePerAccount: 10,
  /** How long failures are remembered; a successful sign-in forgets its pair's at once. */
  memoryHours: 24,
  /** How long an address the account signed in from stays outside the account's limit. */
  knownAddressDays: 90,
} as const;

/** The account a User ID names: '2', '02' and '000000002' are counted as one. */
export function normaliseLoginId(loginid: string): string {
  return String(Number(loginid));
}

// Any fixed numbers: seed the hash that turns an address into its advisory lock, and name the
// two-key lock space (apart from the one-key space) of accounts' locks.
const ADDRESS_LOCK_SEED = 14_290_001;
export const ACCOUNT_LOCK_CLASS = 14_290_002;

// The account's wait stops growing at this many failures, so no more of them are counted.
const ACCOUNT_FAILURES_COUNTED =
  LOGIN_LIMITS.freePerAccount + Math.ceil(Math.log2(LOGIN_LIMITS.maxWaitMinutes / LOGIN_LIMITS.firstWaitMinutes));

/**
 * Claims one sign-in attempt for the pair: answers the minutes to wait when the limits refuse
 * it, or records it as a failure and answers 0. The failure is recorded before the password is
 * checked (a success forgets it), so no fault in the check can leave a guess uncounted. Kept in
 * the database so the limits hold across several server processes; attempts from one address
 * are decided one at a time under a lock, so parallel guesses cannot all pass one check.
 * Nothing waits in the server: a refused attempt is answered at once with its wait.
 */
export async function claimSignInAttempt(db: Kysely<Database>, loginKey: string, clientIp: string): Promise<number> {
  return transactionally(db, async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${clientIp}, ${ADDRESS_LOCK_SEED}))`.execute(tx);
    const memory = sql<Date>`now() - make_interval(hours => ${LOGIN_LIMITS.memoryHours})`;
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
      .where('failed_at', '>', memory)
      .executeTakeFirstOrThrow();
    const pairFailures = Number(seen.pair_failures);
    let waitSeconds = Math.max(
      doublingWaitSeconds(pairFailures, LOGIN_LIMITS.freePerPair, Number(seen.pair_seconds_since ?? 0)),
      addressWaitSeconds(Number(seen.address_failures), Number(seen.address_seconds_since ?? 0)),
    );
    if (waitSeconds <= 0 && pairFailures > 0 && !(await isKnownAddress(tx, loginKey, clientIp))) {
      waitSeconds = await accountWaitSeconds(tx, loginKey, memory);
    }
    if (waitSeconds > 0) return Math.ceil(waitSeconds / 60);
    await tx.insertInto('login_failures').values({ login_key: loginKey, client_ip: clientIp }).execute();
    // Old rows only cost space: drop what no limit counts any more.
    await tx.deleteFrom('login_failures').where('failed_at', '<', memory).execute();
    return 0;
  });
}

/** Whether the account has signed in from this address within knownAddressDays. */
async function isKnownAddress(tx: Kysely<Database>, loginKey: string, clientIp: string): Promise<boolean> {
  const row = await tx
    .selectFrom('sign_in_addresses')
    .select('login_key')
    .where('login_key', '=', loginKey)
    .where('client_ip', '=', clientIp)
    .where('signed_in_at', '>', sql<Date>`now() - make_interval(days => ${LOGIN_LIMITS.knownAddressDays})`)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The account's wait, over the failures from every address. Decided one attempt at a time so
 * parallel guesses from many addresses cannot all pass one check; an attempt that finds another
 * being decided is told to wait rather than queued, so nothing piles up holding a connection.
 */
async function accountWaitSeconds(tx: Kysely<Database>, loginKey: string, memory: RawBuilder<Date>): Promise<number> {
  const lock = sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(${ACCOUNT_LOCK_CLASS}, hashtext(${loginKey})) AS locked`;
  if (!(await lock.execute(tx)).rows[0]?.locked) return LOGIN_LIMITS.firstWaitMinutes * 60;
  // The newest failures only, through the account's index: an attack's thousands cost no more.
  const recent = tx
    .selectFrom('login_failures')
    .select('failed_at')
    .where('login_key', '=', loginKey)
    .where('failed_at', '>', memory)
    .orderBy('failed_at', 'desc')
    .limit(ACCOUNT_FAILURES_COUNTED)
    .as('recent');
  const account = await tx
    .selectFrom(recent)
    .select([
      sql<string>`count(*)`.as('failures'),
      sql<string | null>`extract(epoch FROM now() - max(failed_at))`.as('seconds_since'),
    ])
    .executeTakeFirstOrThrow();
  return doublingWaitSeconds(Number(account.failures), LOGIN_LIMITS.freePerAccount, Number(account.seconds_since ?? 0));
}

function doublingWaitSeconds(failures: number, free: number, secondsSinceLast: number): number {
  if (failures < free) return 0;
  const doublings = failures - free;
  const minutes = Math.min(LOGIN_LIMITS.firstWaitMinutes * 2 ** doublings, LOGIN_LIMITS.maxWaitMinutes);
  return minutes * 60 - secondsSinceLast;
}

function addressWaitSeconds(failures: number, secondsSinceOldest: number): number {
  if (failures < LOGIN_LIMITS.perAddress) return 0;
  return LOGIN_LIMITS.windowMinutes * 60 - secondsSinceOldest;
}

/**
 * After a successful sign-in: the pair's failures, the attempt just claimed among them, are
 * forgotten, and the address is remembered as one the account signs in from.
 */
export async function rememberSignIn(db: Kysely<Database>, loginKey: string, clientIp: string): Promise<void> {
  await transactionally(db, async (tx) => {
    await tx.deleteFrom('login_failures').where('client_ip', '=', clientIp).where('login_key', '=', loginKey).execute();
    await tx
      .insertInto('sign_in_addresses')
      .values({ login_key: loginKey, client_ip: clientIp })
      .onConflict((oc) => oc.columns(['login_key', 'client_ip']).doUpdateSet({ signed_in_at: sql<Date>`now()` }))
      .execute();
    await tx
      .deleteFrom('sign_in_addresses')
      .where('login_key', '=', loginKey)
      .where('signed_in_at', '<', sql<Date>`now() - make_interval(days => ${LOGIN_LIMITS.knownAddressDays})`)
      .execute();
  });
}
