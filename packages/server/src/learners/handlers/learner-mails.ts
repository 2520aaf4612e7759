import { sql } from 'kysely';
import { LEARNER_MAILS_SHOWN, learnerActions, type LearnerMail } from '@dss/contract';
import { handle } from '../../wire/handler';

/** A learner's newest e-mails from the outbox, newest first: what was sent, what waits, what was given up. */
export const learnerMails = handle(learnerActions.learnerMails, async (ctx, { id }) => {
  const rows = await ctx.db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'subject',
      'created_at',
      sql<Date | null>`coalesce(sent_at, failed_at)`.as('done_at'),
      sql<
        LearnerMail['status']
      >`CASE WHEN sent_at IS NOT NULL THEN 'sent' WHEN failed_at IS NOT NULL THEN 'failed' ELSE 'queued' END`.as('status'),
      'attempts',
    ])
    .where('stu_id', '=', id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LEARNER_MAILS_SHOWN)
    .execute();
  return rows.map((r): LearnerMail => ({
    id: Number(r.id),
    subject: r.subject,
    created_at: r.created_at.toISOString(),
    done_at: r.done_at ? new Date(r.done_at).toISOString() : null,
    status: r.status,
    attempts: r.attempts,
  }));
});
