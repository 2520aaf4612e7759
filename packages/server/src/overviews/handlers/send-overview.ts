import { sql } from 'kysely';
import { MONTH_NAMES, OVERVIEW_TEXTS, overviewActions } from '@dss/contract';
import { ActionRefused, handle, staffOf } from '../../wire/handler';
import { enqueueMail } from '../../mail/outbox';
import { overviewFile } from '../files';
import { schoolName } from '../statement-data';

/**
 * Queues the overview to the address on record with its PDF attached, and records who sent it,
 * in one transaction: the mail goes once that commits, and is retried while the mail server is
 * down (docs/decisions/mail-outbox-and-reminders.md).
 */
export const sendOverview = handle(overviewActions.sendOverview, async (ctx, { id }) => {
  const row = await ctx.db
    .selectFrom('overview_reports as r')
    .leftJoin('learners as l', 'l.student_id', 'r.stu_id')
    .leftJoin('instructors as i', 'i.adi_id', 'r.adi_id')
    .select([
      'r.kind',
      'r.stu_id',
      'r.adi_id',
      'r.reporting_year',
      'r.reporting_month',
      sql<string>`coalesce(l.email, i.email)`.as('email'),
      sql<string>`coalesce(l.fname, i.fname)`.as('fname'),
    ])
    .where('r.pdf_id', '=', id)
    .executeTakeFirst();
  const file = row ? await overviewFile(ctx.db, id) : null;
  if (!row || !file) throw new ActionRefused(OVERVIEW_TEXTS.noData, 404);
  const period = `${MONTH_NAMES[row.reporting_month - 1]} ${row.reporting_year}`;
  const school = await schoolName(ctx.db);
  const sent = await ctx.db
    .insertInto('overview_emails')
    .values({ pdf_id: id, email_address: row.email, sent_by: staffOf(ctx).staffId })
    .returning('record_id')
    .executeTakeFirstOrThrow();
  await enqueueMail(ctx.db, {
    kind: 'overview',
    dedupeKey: `overview:${sent.record_id}`,
    to: row.email,
    subject: `Your monthly overview for ${period}`,
    text: [
      `Dear ${row.fname},`,
      '',
      `Please find attached your ${row.kind === 1 ? 'learner' : 'instructor'} monthly overview for ${period}.`,
      '',
      `Kind regards,`,
      school,
    ].join('\n'),
    stuId: row.stu_id ?? undefined,
    adiId: row.adi_id ?? undefined,
    attachmentFileId: file.fileId,
  });
  return sent.record_id;
});
