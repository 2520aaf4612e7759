/**
 * The servers the end-to-end suites run against. `E2E_PORT_BASE` moves all five, so two
 * checkouts can run their suites on one machine at once.
 */
const BASE = Number(process.env.E2E_PORT_BASE ?? 8181);
export const PORT = BASE;
/** A server whose remote map points the learners app at an address with nothing deployed. */
export const BROKEN_REMOTE_PORT = BASE + 1;
/** A server on an empty database (DEMO=0): licence activation is the way in. */
export const EMPTY_DATABASE_PORT = BASE + 2;
/** That server's LICENCE_SECRET (DEMO=0 refuses to start without one); its keys are issued with it. */
export const EMPTY_DATABASE_LICENCE_SECRET = 'e2e-empty-database-issuing-secret';
/** A server that sends its mail to an SMTP listener the learner journey runs on SMTP_PORT. */
export const MAIL_PORT = BASE + 3;
export const SMTP_PORT = BASE + 4;
