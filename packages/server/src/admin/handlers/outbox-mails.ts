import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { adminActions, type OutboxMail, type OutboxStatus } from '@dss/contract';
import { handle } from '../../wire/handler';
import { containsPattern, selectPage } from '../../wire/paging';

/** Migration 029 indexes exactly this expression (pg_trgm): keep the two in step. */
const HAYSTACK = sql`lower(o.recipient || ' ' || o.subject)`;

const STATUS_OF_ROW = sql<OutboxStatus>`CASE WHEN o.sent_at IS NOT NULL THEN 'sent' WHEN o.failed_at IS NOT NULL THEN 'failed' ELSE 'queued' END`;

const STATUS_FILTERS: Record<OutboxStatus, RawBuilder<SqlBool>> = {
  queued: sql<SqlBool>`o.sent_at IS NULL AND o.failed_at IS NULL`,
  sent: sql<SqlBool>`o.sent_at IS NOT NULL`,
  failed: sql<SqlBool>`o.failed_at IS NOT NULL`,
};

/**
 * The outbox for the administrator, newest first, a page at a time: what each mail is, to whom,
 * its tries and last error. Never its text or its secret (docs/decisions/outbox-page.md).
 */
export const outboxMails = handle(adminActions.outboxMails, async (ctx, input) => {
  let query = ctx.db
    .selectFrom('mail_outbox as o')
    .select([
      'o.id',
      'o.created_at',
      'o.kind',
      'o.stu_id',
      'o.adi_id',
      'o.recipient',
      'o.subject',
      STATUS_OF_ROW.as('status'),
      'o.attempts',
      'o.last_error',
      sql<Date | null>`coalesce(o.sent_at, o.failed_at)`.as('done_at'),
    ]);
  if (input.status) query = query.where(STATUS_FILTERS[input.status]);
  // Every typed word must be found in the recipient or the subject.
  for (const word of input.search.split(/\s+/).filter(Boolean))
    query = query.where(sql<SqlBool>`${HAYSTACK} LIKE ${containsPattern(word)}`);
  const page = await selectPage(query, input, { created: sql`o.id` }, sql`o.id`, { neverNull: ['created'] });
  return {
    rows: page.rows.map((r): OutboxMail => ({
      id: Number(r.id),
      created_at: r.created_at.toISOString(),
      kind: r.kind,
      learner: r.stu_id,
      instructor: r.adi_id,
      recipient: r.recipient,
      subject: r.subject,
      status: r.status,
      attempts: r.attempts,
      last_error: r.last_error,
      done_at: r.done_at ? new Date(r.done_at).toISOString() : null,
    })),
    total: page.total,
    keys: page.keys,
  };
});
