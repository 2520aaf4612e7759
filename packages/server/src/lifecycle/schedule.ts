import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { runLifecycle } from './job';
import { runRetention } from './retention';

/** How often lessons are completed and credits expired; the job is idempotent. */
export const LIFECYCLE_INTERVAL_MS = 5 * 60_000;

/**
 * Runs the lifecycle job now and then every interval. Several server processes may each run
 * it: the job's advisory lock lets one of them work at a time. The retention step runs on the
 * first tick of each Europe/London day (its own record of the day decides).
 */
export function scheduleLifecycle(db: Kysely<Database>, log: FastifyBaseLogger, opts: { retentionYears: number }): () => void {
  const tick = async () => {
    try {
      const result = await runLifecycle(db, new Date());
      if (!result.skipped && (result.completedBookings || result.expiredCredits || result.overviewPdfs))
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
  };
  log.info({ everyMs: LIFECYCLE_INTERVAL_MS }, 'lifecycle job scheduled');
  void tick();
  const timer = setInterval(() => void tick(), LIFECYCLE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
