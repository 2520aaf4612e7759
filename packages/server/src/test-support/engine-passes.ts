/**
 * npm test runs the server suites twice: without DATABASE_URL (on PGlite) and with it (on
 * PostgreSQL). A suite that runs on PGlite whatever DATABASE_URL says would do the same work
 * twice, so it is skipped in the PostgreSQL pass.
 */
export const SKIP_IN_POSTGRES_PASS = process.env.DATABASE_URL
  ? 'PGlite only, whatever DATABASE_URL says: the pass without DATABASE_URL runs it'
  : false;
