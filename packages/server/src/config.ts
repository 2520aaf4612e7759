/** Server settings, from the environment (README lists them). */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  /** Seed the demo school on an empty database (DEMO=0 starts empty). */
  demo: boolean;
  /** Folder holding the shell and remote builds (shell/dist, mfe-NAME/dist); null serves the API only. */
  appsRoot: string | null;
  /** Path of a remote map to serve at /remotes.json instead of the built-in one. */
  remotesFile?: string;
  licenceSecret: string;
  sessionHours: number;
  smtpUrl?: string;
  outboxDir: string;
  logLevel: string;
  /** Time allowed to receive a whole request, headers and body; a slower one is closed. */
  bodyTimeoutMs: number;
}

/** Used when LICENCE_SECRET is unset, so a fresh machine can issue and activate a key. */
export const DEVELOPMENT_LICENCE_SECRET = 'driving-school-system/development-issuing-secret';

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? './data',
    demo: env.DEMO !== '0',
    appsRoot: env.APPS_ROOT === '' ? null : (env.APPS_ROOT ?? '.'),
    remotesFile: env.REMOTES_FILE || undefined,
    licenceSecret: env.LICENCE_SECRET || DEVELOPMENT_LICENCE_SECRET,
    sessionHours: Number(env.SESSION_HOURS ?? 12),
    smtpUrl: env.SMTP_URL || undefined,
    outboxDir: env.OUTBOX_DIR ?? './outbox',
    logLevel: env.LOG_LEVEL ?? 'info',
    bodyTimeoutMs: Number(env.BODY_TIMEOUT_MS ?? 120_000),
  };
}
