import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { MailMessage, Mailer } from './mailer';
import { SECRET_MARK } from './outbox';
import { transactionally } from '../db/transactionally';

/** Minutes to wait after the 1st, 2nd and 3rd failed try; the 4th failure gives the mail up. */
export const MAIL_RETRY_MINUTES = [1, 5, 30] as const;
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_MINUTES.length + 1;
/** Rows one claim takes; a run claims again until the outbox has nothing due. */
const BATCH = 20;

const waitAfter = (attempt: number) => MAIL_RETRY_MINUTES[Math.min(attempt, MAIL_RETRY_MINUTES.length) - 1]!;

interface Claimed {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  secret: string | null;
  attachment_file_id: number | null;
  attempts: number;
}

export interface SendResult {
  sent: number;
  /** failed this time, to be tried again */
  retried: number;
  /** failed for the last time, or found given up */
  failed: number;
}

/**
 * Claims due rows in a short transaction of its own (FOR UPDATE SKIP LOCKED): each claim counts
 * the attempt and moves send_after on by the wait that follows it, so another process (or this
 * one, if it dies mid-send) takes the row again only once that wait is over. Never holds a
 * transaction open while talking to the mail server.
 */
async function claim(db: Kysely<Database>, at: Date | undefined): Promise<Claimed[]> {
  // The database's clock unless told: a mail queued a fraction of a millisecond ago has a
  // send_after in microseconds that a JavaScript date of the same millisecond falls short of.
  const now = at ?? sql`now()`;
  return transactionally(db, async (tx) => {
    // A row whose last try was claimed but never reported (the process stopped) is given up.
    await sql`
      UPDATE mail_outbox SET failed_at = ${now}, secret = NULL, last_error = coalesce(last_error, 'No answer from the last try.')
      WHERE sent_at IS NULL AND failed_at IS NULL AND send_after <= ${now} AND attempts >= ${MAIL_MAX_ATTEMPTS}`.execute(tx);
    const rows = await sql<Claimed>`
      UPDATE mail_outbox o
      SET attempts = o.attempts + 1,
          send_after = ${now}::timestamptz + make_interval(mins => (${JSON.stringify(MAIL_RETRY_MINUTES)}::jsonb ->> (least(o.attempts + 1, ${MAIL_RETRY_MINUTES.length}) - 1))::int)
      FROM (SELECT id FROM mail_outbox
            WHERE sent_at IS NULL AND failed_at IS NULL AND send_after <= ${now} AND attempts < ${MAIL_MAX_ATTEMPTS}
            ORDER BY send_after, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED) due
      WHERE o.id = due.id
      RETURNING o.id, o.kind, o.recipient, o.subject, o.text, o.secret, o.attachment_file_id, o.attempts`.execute(tx);
    return rows.rows;
  });
}

async function messageOf(db: Kysely<Database>, row: Claimed): Promise<MailMessage> {
  const message: MailMessage = {
    to: row.recipient,
    subject: row.subject,
    text: row.secret === null ? row.text : row.text.replace(SECRET_MARK, row.secret),
  };
  if (row.attachment_file_id === null) return message;
  const file = await db
    .selectFrom('uploaded_files')
    .select(['file_name', 'mime_type', 'content'])
    .where('id', '=', row.attachment_file_id)
    .executeTakeFirstOrThrow();
  return {
    ...message,
    attachments: [{ filename: file.file_name, content: Buffer.from(file.content), contentType: file.mime_type }],
  };
}

/**
 * Sends every mail that is due (docs/decisions/mail-outbox-and-reminders.md): marks each sent, or
 * records the error and leaves it for its next try, or gives it up after MAIL_MAX_ATTEMPTS tries.
 * A secret is forgotten once its mail is sent or given up. Logs ids and errors, never a body.
 */
export async function sendDueMail(
  db: Kysely<Database>,
  mailer: Mailer,
  opts: { now?: Date; log?: FastifyBaseLogger } = {},
): Promise<SendResult> {
  const result: SendResult = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const rows = await claim(db, opts.now);
    for (const row of rows) {
      try {
        await mailer.send(await messageOf(db, row));
        await db
          .updateTable('mail_outbox')
          .set({ sent_at: opts.now ?? new Date(), last_error: null, secret: null })
          .where('id', '=', row.id)
          .execute();
        result.sent++;
      } catch (err) {
        const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
        const last = row.attempts >= MAIL_MAX_ATTEMPTS;
        await db
          .updateTable('mail_outbox')
          .set(last ? { last_error: error, failed_at: opts.now ?? new Date(), secret: null } : { last_error: error })
          .where('id', '=', row.id)
          .execute();
        if (last) result.failed++;
        else result.retried++;
        opts.log?.warn(
          {
            mail: row.id,
            kind: row.kind,
            attempt: row.attempts,
            err: error,
            nextInMinutes: last ? null : waitAfter(row.attempts),
          },
          last ? 'e-mail given up' : 'e-mail not sent; will try again',
        );
      }
    }
    if (rows.length < BATCH) return result;
  }
}

export interface OutboxSender {
  /** Sends what is due now, in the background; a wake during a run makes one more run. */
  wake(): void;
  /** Resolves when no run is under way. */
  idle(): Promise<void>;
}

/** The process's sender for mail queued by actions: woken after each write action commits. */
export function createOutboxSender(db: Kysely<Database>, mailer: Mailer, log: FastifyBaseLogger): OutboxSender {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async () => {
    do {
      again = false;
      await sendDueMail(db, mailer, { log });
    } while (again);
  };
  return {
    wake() {
      if (running) {
        again = true;
        return;
      }
      running = run()
        .catch((err: unknown) => log.error({ err }, 'e-mail outbox run failed'))
        .finally(() => {
          running = null;
        });
    },
    idle: () => running ?? Promise.resolve(),
  };
}
