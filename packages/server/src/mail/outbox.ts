import type { Kysely } from 'kysely';
import type { Database, MailKind } from '../db/tables';

/** Where a queued mail's text holds its secret until the sender puts it in (a new learner's password). */
export const SECRET_MARK = '{{secret}}';

export interface QueuedMail {
  kind: MailKind;
  /** names the mail: the same key queued twice is one mail */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  stuId?: number;
  adiId?: number;
  bookingId?: number;
  /** put in place of SECRET_MARK when sent, then forgotten */
  secret?: string;
  /** an uploaded file (a monthly overview PDF) attached when sent */
  attachmentFileId?: number;
  /** not before this instant (default: as soon as the transaction commits) */
  sendAfter?: Date;
}

/**
 * Queues a mail in the caller's transaction (docs/decisions/mail-outbox-and-reminders.md): it is
 * sent after that transaction commits, and never if it rolls back. False when a mail with the
 * same key is already queued or sent.
 */
export async function enqueueMail(tx: Kysely<Database>, mail: QueuedMail): Promise<boolean> {
  const row = await tx
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind,
      dedupe_key: mail.dedupeKey,
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      stu_id: mail.stuId ?? null,
      adi_id: mail.adiId ?? null,
      booking_id: mail.bookingId ?? null,
      secret: mail.secret ?? null,
      attachment_file_id: mail.attachmentFileId ?? null,
      ...(mail.sendAfter ? { send_after: mail.sendAfter } : {}),
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
