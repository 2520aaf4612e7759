import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { Mailer } from '../mail/mailer';
import { sendDueMail } from '../mail/outbox-sender';
import { runLifecycle } from './job';
import { runRetention } from './retention';

/** How often lessons are completed and credits expired; the job is idempotent. */
export const LIFECYCLE_INTERVAL_MS = 5 * 60_000;

/** How often the mail outbox is looked at for retries and mail queued by the job: the shortest retry wait. */
export const OUTBOX_INTERVAL_MS = 60_000;

/**
 * Runs the lifecycle job now and then every interval. Several server processes may each run
 * it: the job's advisory lock lets one of them work at a time. The retention step runs on the
 * first tick of each Europe/London day (its own record of the day decides). The mail outbox is
 * sent every minute and after each lifecycle run (reminders it queued, mail waiting for a retry).
 * The answer stops the schedule, cuts the run under way short after the overview PDF it is
 * building, and resolves once that run has ended, so a server closes its database after it, not
 * under it; the next start's run does what was left.
 */
export function scheduleLifecycle(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  opts: { retentionYears: number; mailer: Mailer },
): () => Promise<void> {
  const sendMail = async () => {
    try {
      const sent = await sendDueMail(db, opts.mailer, { log });
      if (sent.sent || sent.retried || sent.failed) log.info(sent, 'e-mail outbox run');
    } catch (err) {
      log.error({ err }, 'e-mail outbox run failed');
    }
  };
  const stopping = new AbortController();
  const tick = async () => {
    try {
      const result = await runLifecycle(db, new Date(), { signal: stopping.signal });
      if (
        !result.skipped &&
        (result.completedBookings || result.expiredCredits || result.overviewPdfs || result.reminders || result.dayMails)
      )
        log.info(result, 'lifecycle run');
    } catch (err) {
      log.error({ err }, 'lifecycle run failed');
    }
    try {
      const retention = await runRetention(db, new Date(), opts.retentionYears, log);
      if (retention.ran) log.info({ erased: retention.erased, skipped: retention.skipped.length }, 'retention run');
    } catch (err) {
      log.error({ err }, 'retention run failed');
    }
    await sendMail();
  };
  const underWay = new Set<Promise<void>>();
  const start = (work: () => Promise<void>) => {
    const run = work().finally(() => underWay.delete(run));
    underWay.add(run);
  };
  log.info({ everyMs: LIFECYCLE_INTERVAL_MS }, 'lifecycle job scheduled');
  start(tick);
  const timer = setInterval(() => start(tick), LIFECYCLE_INTERVAL_MS);
  timer.unref();
  const mailTimer = setInterval(() => start(sendMail), OUTBOX_INTERVAL_MS);
  mailTimer.unref();
  return async () => {
    clearInterval(timer);
    clearInterval(mailTimer);
    stopping.abort();
    await Promise.all(underWay);
  };
}
