import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { londonDate } from '@dss/contract';
import { auditedTransaction } from '../audit/audited-transaction';
import { eraseLearner } from '../audit/erasure';
import type { Database } from '../db/tables';
import { ActionRefused } from '../wire/handler';

/** The retention job's erasures in the audit trail: no staff member, this action. */
export const RETENTION_ACTION = 'retention';

/** Learners one day's run erases at most; a backlog carries on the next day. */
export const RETENTION_PER_RUN = 2000;

export interface RetentionResult {
  /** false: the day's run had already happened (here or in another process) */
  ran: boolean;
  erased: number;
  /** departed learners past the period that the erasure rules refused, with the refusal */
  skipped: { learner: number; reason: string }[];
}

/**
 * The retention step of the lifecycle job (docs/decisions/erasure-and-retention.md): once per
 * Europe/London day, departed learners whose last payment (or, never having paid, whose
 * departure) is more than `years` years ago are erased, each in its own audited transaction named
 * 'retention' with no staff member. A learner the erasure rules refuse (unused paid credits, an
 * open complaint) is skipped and logged. The day is claimed first by its lifecycle_runs row
 * (unique per day), so a second run that day, in this process or another, does nothing.
 */
export async function runRetention(
  db: Kysely<Database>,
  now: Date,
  years: number,
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  perRun = RETENTION_PER_RUN,
): Promise<RetentionResult> {
  const claimed = await db
    .insertInto('lifecycle_runs')
    .values({ as_of: now, retention_day: londonDate(now) })
    .onConflict((oc) => oc.column('retention_day').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return { ran: false, erased: 0, skipped: [] };

  // Walked in id order a batch at a time, past the learners the rules refuse, so those refused
  // every day (unused credits, an open complaint) never keep the rest waiting.
  const dueAfter = async (after: number) =>
    (
      await sql<{ student_id: number }>`
        SELECT l.student_id
        FROM learners l JOIN departures d ON d.stu_id = l.student_id
        WHERE l.erased_at IS NULL AND l.student_id > ${after}
          AND coalesce((SELECT max(p.paid_on) FROM learner_payments p WHERE p.stu_id = l.student_id AND p.voided_at IS NULL),
                       london_ts(d.dep_date, '00:00'))
              < ${now}::timestamptz - make_interval(years => ${years})
        ORDER BY l.student_id
        LIMIT ${Math.min(perRun, 500)}`.execute(db)
    ).rows.map((r) => r.student_id);

  const result: RetentionResult = { ran: true, erased: 0, skipped: [] };
  let last = 0;
  for (let batch = await dueAfter(last); batch.length > 0 && result.erased < perRun; batch = await dueAfter(last)) {
    for (const learner of batch) {
      if (result.erased >= perRun) break;
      last = learner;
      try {
        await auditedTransaction(db, { staffId: null, action: RETENTION_ACTION }, (tx) =>
          eraseLearner(tx, learner, {
            by: null,
            action: RETENTION_ACTION,
            reason: `Retention period of ${years} years after the last payment has passed`,
            now,
          }),
        );
        result.erased++;
      } catch (err) {
        if (!(err instanceof ActionRefused)) {
          log?.error({ err, learner }, 'retention: erasure failed');
          continue;
        }
        result.skipped.push({ learner, reason: err.text });
        log?.info({ learner, reason: err.text }, 'retention: learner not erased');
      }
    }
  }
  await db.updateTable('lifecycle_runs').set({ erased_learners: result.erased }).where('id', '=', claimed.id).execute();
  if (result.erased === perRun && (await dueAfter(last)).length > 0)
    log?.warn({ limit: perRun }, 'retention: more learners are due; the next day carries on');
  return result;
}
