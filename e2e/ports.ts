/**
 * The servers the end-to-end suites run against. `E2E_PORT_BASE` moves them all, so two
 * checkouts can run their suites on one machine at once.
 *
 * Each Playwright worker has its own demo-school server and mail server, ten ports apart, so
 * tests running at the same time never share records or an SMTP port. This module is loaded
 * again in every worker, where Playwright sets TEST_PARALLEL_INDEX; PORT and the others below
 * are then that worker's. The servers with one test file each (a broken remote map, an empty
 * database) are single.
 */
const BASE = Number(process.env.E2E_PORT_BASE ?? 8181);
/** Test workers, each with its own servers (playwright.config.ts starts them all). */
export const WORKERS = 2;

/** The ports of worker `index`'s own servers. */
export function workerPorts(index: number) {
  const first = BASE + 10 * (index + 1);
  /** the demo school */
  const port = first;
  /** a server that sends its mail to an SMTP listener the spec file runs on `smtp` */
  const mail = first + 1;
  return { port, mail, smtp: first + 2 };
}

const own = workerPorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const PORT = own.port;
export const MAIL_PORT = own.mail;
export const SMTP_PORT = own.smtp;

/** A server whose remote map points the learners app at an address with nothing deployed. */
export const BROKEN_REMOTE_PORT = BASE + 1;
/** A server on an empty database (DEMO=0): licence activation is the way in. */
export const EMPTY_DATABASE_PORT = BASE + 2;
/** That server's LICENCE_SECRET (DEMO=0 refuses to start without one); its keys are issued with it. */
export const EMPTY_DATABASE_LICENCE_SECRET = 'e2e-empty-database-issuing-secret';

/**
 * The skew servers (e2e/skew/prepare-skew.mjs builds what they serve): today's shell with the
 * baseline's bookings remote and a learners remote with a screen added; the baseline's shell with
 * today's remotes; today's shell with a bookings remote built against the next major of the wire.
 */
export const SKEW_PORTS = { oldRemote: BASE + 3, oldShell: BASE + 4, nextMajor: BASE + 5 } as const;
