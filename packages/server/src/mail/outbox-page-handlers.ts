import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { adminActions, OUTBOX_TEXTS, SUCCESS, type OutboxMail, type OutboxStatus } from '@dss/contract';
import { AUDIT_EVENTS, recordEvent } from '../audit/events';
import { hashPasswordDigest } from '../auth/password-hash';
import { sha512Hex } from '../auth/sha512';
import { generateLearnerPassword } from '../learners/learner-password';
import { ActionRefused, handle, staffOf } from '../wire/handler';
import { containsPattern, selectPage } from '../wire/paging';

/** Migration 029 indexes exactly this expression (pg_trgm): keep the two in step. */
const HAYSTACK = sql`lower(o.recipient || ' ' || o.subject)`;

const STATUS_OF_ROW = sql<OutboxStatus>`CASE WHEN o.sent_at IS NOT NULL THEN 'sent' WHEN o.failed_at IS NOT NULL THEN 'failed' ELSE 'queued' END`;

const STATUS_FILTERS: Record<OutboxStatus, RawBuilder<SqlBool>> = {
  queued: sql<SqlBool>`o.sent_at IS NULL AND o.failed_at IS NULL`,
  sent: sql<SqlBool>`o.sent_at IS NOT NULL`,
  failed: sql<SqlBool>`o.failed_at IS NOT NULL`,
};

/** Mails whose words hold for one day only ("tomorrow", "today"): resent on the London day they were made, never later. */
const DAY_MAILS = new Set(['reminder', 'instructor-day']);

/**
 * The outbox for the administrator, newest first, a page at a time: what each mail is, to whom,
 * its tries and last error. Never its text or its secret (docs/decisions/outbox-page.md).
 */
const outboxMailsHandler = handle(adminActions.outboxMails, async (ctx, input) => {
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
  };
});

/**
 * Puts a given-up mail back to waiting, to the address now on record (the office may have put a
 * mistyped address right since), its tries counted afresh; the dispatcher wakes the sender once
 * this commits. A learner's password mail lost its password when it was given up: a new one is
 * made, its hash put on the learner (an audited change) and the password into the row's secret.
 * The outbox is not audited, so the resend is recorded as an event about the person the mail is for.
 */
const resendOutboxMailHandler = handle(adminActions.resendOutboxMail, async (ctx, { mail }) => {
  const staff = staffOf(ctx);
  // Locked, so two administrators resending at once change it once, and an erasure waits for this.
  const row = await ctx.db
    .selectFrom('mail_outbox as o')
    .leftJoin('learners as l', 'l.student_id', 'o.stu_id')
    .leftJoin('instructors as i', 'i.adi_id', 'o.adi_id')
    .select([
      'o.id',
      'o.kind',
      'o.stu_id',
      'o.adi_id',
      'o.failed_at',
      sql<boolean>`(l.erased_at IS NOT NULL OR i.erased_at IS NOT NULL)`.as('erased'),
      sql<string>`coalesce(l.email, i.email, o.recipient)`.as('address'),
      sql<boolean>`london_date(o.created_at) = london_date(now())`.as('made_today'),
    ])
    .where('o.id', '=', mail)
    .forUpdate('o')
    .executeTakeFirst();
  if (!row) throw new ActionRefused(OUTBOX_TEXTS.noMail, 404);
  if (row.erased) throw new ActionRefused(OUTBOX_TEXTS.erased);
  if (row.failed_at === null) throw new ActionRefused(OUTBOX_TEXTS.notGivenUp);
  if (DAY_MAILS.has(row.kind) && !row.made_today) throw new ActionRefused(OUTBOX_TEXTS.dayPassed);

  let secret: string | null = null;
  if (row.kind === 'password') {
    secret = generateLearnerPassword();
    // A password mail is always queued with its learner (learners/register-handlers.ts).
    await ctx.db
      .updateTable('learners')
      .set({ password_hash: await hashPasswordDigest(sha512Hex(secret)), updated_at: new Date() })
      .where('student_id', '=', row.stu_id!)
      .execute();
  }
  await ctx.db
    .updateTable('mail_outbox')
    .set({
      recipient: row.address,
      attempts: 0,
      failed_at: null,
      last_error: null,
      send_after: sql<Date>`now()`,
      secret,
    })
    .where('id', '=', row.id)
    .execute();
  const about =
    row.stu_id !== null
      ? { learnerId: row.stu_id }
      : row.adi_id !== null
        ? { instructorId: row.adi_id }
        : { staffId: staff.staffId };
  await recordEvent(ctx.db, AUDIT_EVENTS.resendMail, {
    ...about,
    by: staff.staffId,
    details: { mail: String(row.id), kind: row.kind },
  });
  return SUCCESS;
});

export const outboxPageHandlers = [outboxMailsHandler, resendOutboxMailHandler];
