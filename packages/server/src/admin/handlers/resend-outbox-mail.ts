import { sql } from 'kysely';
import { adminActions, OUTBOX_TEXTS, SUCCESS } from '@dss/contract';
import { AUDIT_EVENTS, recordEvent } from '../../audit/events';
import { hashPasswordDigest } from '../../auth/password-hash';
import { sha512Hex } from '../../auth/sha512';
import { generateLearnerPassword } from '../../learners/learner-password';
import { ActionRefused, handle, staffOf } from '../../wire/handler';

/** Mails whose words hold for one day only ("tomorrow", "today"): resent on the London day they were made, never later. */
const DAY_MAILS = new Set(['reminder', 'instructor-day']);

/**
 * Puts a given-up mail back to waiting, to the address now on record (the office may have put a
 * mistyped address right since), its tries counted afresh; the dispatcher wakes the sender once
 * this commits. A learner's password mail lost its password when it was given up: a new one is
 * made, its hash put on the learner (an audited change) and the password into the row's secret.
 * The outbox is not audited, so the resend is recorded as an event about the person the mail is for.
 */
export const resendOutboxMail = handle(adminActions.resendOutboxMail, async (ctx, { mail }) => {
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
    // A password mail is always queued with its learner (learners/handlers/register-learner.ts).
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
