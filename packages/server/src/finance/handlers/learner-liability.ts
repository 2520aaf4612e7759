import { sql } from 'kysely';
import { financeActions, type LearnerMoneyLiability } from '@dss/contract';
import { handle } from '../../wire/handler';
import { writeOfx } from '../exports/ofx';
import { keptTotal } from '../../db/kept-totals';

/** Days ahead counted as "expiring soon" by the learner-money liability. */
const EXPIRING_DAYS = 30;

/**
 * Learner money held: what learners paid for credits they have not had yet (Frozen, Available or
 * Allocated, each at its share of the price), and the Available ones expiring within 30 days.
 * The held credits are kept totals (migration 031), less the Available ones already past their
 * expiry that the lifecycle job has not yet expired; the expiring ones are a month of the
 * Available credits' expiry index. Neither reads every credit of the school.
 */
async function liabilityAt(db: Parameters<typeof writeOfx>[0], at: Date): Promise<LearnerMoneyLiability> {
  const held = await keptTotal(db, 'credits_held');
  const window = await sql<{
    unused_credits: number;
    unused_value: string;
    learners_with_credits: number;
    expiring_credits: number;
    expiring_value: string;
    next_expiry: Date | null;
  }>`
      WITH lapsed AS (
        SELECT stu_id, cred_value FROM credits WHERE cred_status = 1 AND expires_at <= ${at}
      )
      SELECT (${held.count}::bigint - (SELECT count(*) FROM lapsed))::int AS unused_credits,
             (${held.amount}::numeric - (SELECT coalesce(sum(cred_value), 0) FROM lapsed))::numeric(14, 2)::text AS unused_value,
             -- a learner whose every held credit has lapsed no longer holds one
             (${held.learners}::bigint - (SELECT count(DISTINCT p.stu_id) FROM lapsed p WHERE NOT EXISTS (
                SELECT 1 FROM credits c WHERE c.stu_id = p.stu_id AND c.cred_status IN (0, 1, 2)
                  AND NOT (c.cred_status = 1 AND c.expires_at <= ${at}))))::int AS learners_with_credits,
             count(*)::int AS expiring_credits,
             coalesce(sum(e.cred_value), 0)::numeric(14, 2)::text AS expiring_value,
             min(e.expires_at) AS next_expiry
      FROM credits e
      WHERE e.cred_status = 1 AND e.expires_at > ${at}
        AND e.expires_at <= ${at}::timestamptz + make_interval(days => ${EXPIRING_DAYS})`.execute(db);
  const row = window.rows[0]!;
  return {
    as_of: at.toISOString(),
    unused_credits: row.unused_credits,
    unused_value: row.unused_value,
    learners_with_credits: row.learners_with_credits,
    expiring_days: EXPIRING_DAYS,
    expiring_credits: row.expiring_credits,
    expiring_value: row.expiring_value,
    next_expiry: row.expiring_credits > 0 && row.next_expiry ? new Date(row.next_expiry).toISOString() : null,
  };
}

export const learnerLiability = handle(financeActions.learnerLiability, (ctx) => liabilityAt(ctx.db, new Date()));
