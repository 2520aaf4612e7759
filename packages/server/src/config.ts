import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';

/** Server settings, from the environment (README lists them). */
export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL as the owner of the schema: it migrates, seeds and provisions the runtime role. */
  databaseUrl?: string;
  /**
   * PostgreSQL as the role the requests run as (DATABASE_RUNTIME_URL); unset, the server makes
   * one (db/runtime-role.ts). A server of several workers hands its own to them this way.
   */
  databaseRuntimeUrl?: string;
  dataDir: string;
  /** Seed the demo school on an empty database (DEMO=0 starts empty). */
  demo: boolean;
  /** Folder holding the shell and remote builds (shell/dist, mfe-NAME/dist); null serves the API only. */
  appsRoot: string | null;
  /** Path of a remote map to serve at /remotes.json instead of the built-in one. */
  remotesFile?: string;
  licenceSecret: string;
  /** A session ends this long after sign-in, however busy. */
  sessionHours: number;
  /** A session ends after this long without an authenticated call. */
  sessionIdleMinutes: number;
  /** Open sessions one staff member may hold; a sign-in beyond it ends their oldest. */
  sessionsPerStaff: number;
  smtpUrl?: string;
  outboxDir: string;
  logLevel: string;
  /** Proxies whose X-Forwarded-For is believed: none, a hop count, or their addresses. */
  trustProxy: false | number | string[];
  /** Reached over HTTPS (directly or through a TLS-terminating proxy): send HSTS. */
  behindTls: boolean;
  /** Time allowed to receive a whole request, headers and body; a slower one is closed. */
  bodyTimeoutMs: number;
  /** Server processes sharing the port on PostgreSQL (WORKERS, default the machine's cores); PGlite runs one. */
  workers: number;
  /** Departed learners are erased this many years after their last payment (RETENTION_YEARS, default 6: HMRC). */
  retentionYears: number;
  /**
   * Check every reply against the action's declared schema before it goes, answering 500 when it
   * drifted (CHECK_REPLIES; on unless NODE_ENV is production: the tests and development).
   */
  checkReplies: boolean;
}

/** Used when LICENCE_SECRET is unset on a demo server (DEMO on) only: it is in the source for anyone to read. */
export const DEVELOPMENT_LICENCE_SECRET = 'driving-school-system/development-issuing-secret';

export const MISSING_LICENCE_SECRET_TEXT =
  'LICENCE_SECRET must be set when DEMO=0: the built-in development secret is public and signs demo keys only. ' +
  'Set LICENCE_SECRET to a long random secret, and issue keys with the same one (LICENCE_SECRET=... npm run licence:issue -- --serial N).';

/** The first line a demo server logs, so nobody mistakes it for a real installation. */
export const DEMO_NOTICE = 'Demo school: sample data and demo sign-ins, not for real use';

/** A setting that stops the start; main.ts prints its message alone, without a stack. */
export class ConfigError extends Error {}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const demo = env.DEMO !== '0';
  if (!demo && !env.LICENCE_SECRET) throw new ConfigError(MISSING_LICENCE_SECRET_TEXT);
  return {
    port: Number(env.PORT ?? 8080),
    // Loopback unless told otherwise: a real install listens on all interfaces only on purpose (README).
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseRuntimeUrl: env.DATABASE_RUNTIME_URL || undefined,
    dataDir: env.DATA_DIR ?? './data',
    demo,
    appsRoot: env.APPS_ROOT === '' ? null : (env.APPS_ROOT ?? '.'),
    remotesFile: env.REMOTES_FILE || undefined,
    licenceSecret: env.LICENCE_SECRET || DEVELOPMENT_LICENCE_SECRET,
    sessionHours: Number(env.SESSION_HOURS ?? 12),
    sessionIdleMinutes: wholeNumber(env, 'SESSION_IDLE_MINUTES', 30),
    sessionsPerStaff: wholeNumber(env, 'SESSIONS_PER_STAFF', 10),
    smtpUrl: env.SMTP_URL || undefined,
    outboxDir: env.OUTBOX_DIR ?? './outbox',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    behindTls: env.BEHIND_TLS === '1',
    bodyTimeoutMs: Number(env.BODY_TIMEOUT_MS ?? 120_000),
    workers: env.DATABASE_URL ? wholeNumber(env, 'WORKERS', availableParallelism()) : 1,
    retentionYears: wholeNumber(env, 'RETENTION_YEARS', 6),
    checkReplies: env.CHECK_REPLIES ? env.CHECK_REPLIES !== '0' : env.NODE_ENV !== 'production',
  };
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name]?.trim() || String(fallback);
  if (!/^[1-9]\d{0,5}$/.test(text)) throw new ConfigError(`${name} must be a whole number of at least 1; "${text}" is not.`);
  return Number(text);
}

/** proxy-addr's names for the private ranges, accepted alongside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset trusts no proxy (the client address is the socket's, which nobody can
 * forge); a whole number trusts that many hops; otherwise a comma-separated list of proxy
 * addresses or CIDR ranges. Anything else stops the start rather than trusting by accident.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((e) => e.trim());
  const bad = entries.find((e) => !PROXY_RANGE_NAMES.has(e) && !isAddressOrRange(e));
  if (bad !== undefined) {
    throw new ConfigError(`TRUST_PROXY must be a hop count or proxy addresses (e.g. 10.0.0.5,10.1.0.0/16); "${bad}" is neither.`);
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
