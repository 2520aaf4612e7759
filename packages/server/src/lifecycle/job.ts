import { sql, type Kysely } from 'kysely';
import { nameActor } from '../audit/audited-transaction';
import type { Database } from '../db/tables';
import { buildMonthOverviews } from '../overviews/files';
import { queueReminders } from './reminders';
import { londonDate } from '@dss/contract';
import { transactionally } from '../db/transactionally';

/** Advisory lock key shared by every server process running the job. */
export const LIFECYCLE_LOCK = 82_190_326;

/** The lifecycle job's changes in the audit trail. */
export const LIFECYCLE_ACTION = 'lifecycle';

/** Overview PDFs one run builds at most; the next runs (every few minutes) carry on. */
export const OVERVIEW_PDFS_PER_RUN = 500;

export interface LifecycleResult {
  /** another process held the lock; nothing was done */
  skipped: boolean;
  completedBookings: number;
  usedCredits: number;
  expiredCredits: number;
  overviewRows: number;
  /** last month's overview PDFs built by this run */
  overviewPdfs: number;
  /** learners' lesson reminders and instructors' day lists queued by this run */
  reminders: number;
  dayMails: number;
}

/**
 * The periodic lifecycle job, as of `now`:
 * 1. lessons (Scheduled or Rescheduled) whose end has passed become Complete, and the credit
 *    each holds goes from Allocated to Used;
 * 2. Available credits whose expiry has passed become Expired, forfeited by 'System'
 *    (forfeited_by NULL) at their expiry instant;
 * 3. every learner and instructor with lessons in the previous London month gets that month's
 *    overview row;
 * 4. after that transaction, the overview PDFs of the previous month that are not built yet are
 *    built and stored, up to OVERVIEW_PDFS_PER_RUN a run (each under its own row lock, never twice);
 * 5. once the day's reminder and instructor times have passed, the reminders of tomorrow's
 *    lessons and the instructors' lists of today are queued in the mail outbox (each once).
 * Once `signal` aborts (the server stopping), steps 4 and 5 end after the PDF under way; the next
 * run does the rest.
 * One transaction under a transaction-scoped advisory lock: a second process finding the lock
 * taken skips the run. Each step only touches rows not yet in their final state, so running it
 * again with the same `now` changes nothing (idempotent), and the stamps it writes (completed_at =
 * lesson end, forfeited_at = expiry) do not depend on when it ran.
 */
export async function runLifecycle(
  db: Kysely<Database>,
  now: Date,
  opts: { overviewPdfs?: number; signal?: AbortSignal } = {},
): Promise<LifecycleResult> {
  const result = await lifecycleSteps(db, now);
  if (result.skipped) return result;
  const today = londonDate(now);
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const [lastYear, lastMonth] = month === 1 ? [year - 1, 12] : [year, month - 1];
  result.overviewPdfs = await buildMonthOverviews(
    db,
    lastYear,
    lastMonth,
    opts.overviewPdfs ?? OVERVIEW_PDFS_PER_RUN,
    opts.signal,
  );
  if (opts.signal?.aborted) return result;
  return { ...result, ...(await queueReminders(db, now)) };
}

async function lifecycleSteps(db: Kysely<Database>, now: Date): Promise<LifecycleResult> {
  return transactionally(db, async (tx) => {
    await nameActor(tx, { staffId: null, action: LIFECYCLE_ACTION });
    const lock = await sql<{ ok: boolean }>`SELECT pg_try_advisory_xact_lock(${LIFECYCLE_LOCK}) AS ok`.execute(tx);
    if (!lock.rows[0]?.ok)
      return {
        skipped: true,
        completedBookings: 0,
        usedCredits: 0,
        expiredCredits: 0,
        overviewRows: 0,
        overviewPdfs: 0,
        reminders: 0,
        dayMails: 0,
      };

    const completed = await sql<{ bookings: number; credits: number }>`
      WITH done AS (
        UPDATE bookings SET booking_state = 5, completed_at = lesson_end, updated_on = ${now}
        WHERE booking_state IN (1, 2) AND lesson_end <= ${now}
        RETURNING cred_id, lesson_end
      ), used AS (
        UPDATE credits c SET cred_status = 3, used_at = d.lesson_end, status_changed_at = ${now}
        FROM done d
        WHERE c.cred_id = d.cred_id AND c.cred_status = 2
        RETURNING c.cred_id
      )
      SELECT (SELECT count(*) FROM done)::int AS bookings, (SELECT count(*) FROM used)::int AS credits`.execute(tx);

    const expired = await sql<{ n: number }>`
      WITH e AS (
        UPDATE credits SET cred_status = 4, forfeited_at = expires_at, forfeited_by = NULL, status_changed_at = ${now}
        WHERE cred_status = 1 AND expires_at <= ${now}
        RETURNING 1
      ) SELECT count(*)::int AS n FROM e`.execute(tx);

    // The previous London month, [first, next first).
    const overviews = await sql<{ n: number }>`
      WITH m AS (
        SELECT (date_trunc('month', london_date(${now}::timestamptz)) - interval '1 month')::date AS first,
               date_trunc('month', london_date(${now}::timestamptz))::date AS next
      ), learners AS (
        INSERT INTO overview_reports (kind, stu_id, reporting_year, reporting_month)
        SELECT DISTINCT 1, b.stu_id, extract(year FROM m.first)::int, extract(month FROM m.first)::int
        FROM bookings b, m
        WHERE b.lesson_date >= m.first AND b.lesson_date < m.next AND b.booking_state IN (4, 5)
        ON CONFLICT (stu_id, reporting_year, reporting_month) WHERE kind = 1 DO NOTHING
        RETURNING 1
      ), adis AS (
        INSERT INTO overview_reports (kind, adi_id, reporting_year, reporting_month)
        SELECT DISTINCT 2, b.adi_id, extract(year FROM m.first)::int, extract(month FROM m.first)::int
        FROM bookings b, m
        WHERE b.lesson_date >= m.first AND b.lesson_date < m.next AND b.booking_state IN (4, 5)
        ON CONFLICT (adi_id, reporting_year, reporting_month) WHERE kind = 2 DO NOTHING
        RETURNING 1
      ) SELECT ((SELECT count(*) FROM learners) + (SELECT count(*) FROM adis))::int AS n`.execute(tx);

    // Lessons the feedback window has left behind no longer await feedback (migration 020):
    // their kept rows go, so the table holds about one window of lessons.
    await sql`DELETE FROM feedback_awaited WHERE direction IN (1, 2) AND lesson_date < feedback_window_start()`.execute(tx);
    // The lists' kept totals (migration 031): each total's change rows become one.
    await sql`SELECT fold_kept_totals()`.execute(tx);

    const result: LifecycleResult = {
      skipped: false,
      completedBookings: completed.rows[0]!.bookings,
      usedCredits: completed.rows[0]!.credits,
      expiredCredits: expired.rows[0]!.n,
      overviewRows: overviews.rows[0]!.n,
      overviewPdfs: 0,
      reminders: 0,
      dayMails: 0,
    };
    if (result.completedBookings || result.expiredCredits || result.overviewRows) {
      await tx
        .insertInto('lifecycle_runs')
        .values({
          as_of: now,
          completed_bookings: result.completedBookings,
          expired_credits: result.expiredCredits,
          overview_rows: result.overviewRows,
        })
        .execute();
    }
    return result;
  });
}
