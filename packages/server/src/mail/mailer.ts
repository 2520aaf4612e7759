import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const MAIL_FROM = 'Driving School System <office@driving-school.invalid>';

/**
 * SMTP when `smtpUrl` is set; otherwise each message is written as an .eml file to the
 * outbox folder, so the embedded default works with no mail server.
 */
export function createMailer(opts: { smtpUrl?: string; outboxDir: string }): Mailer {
  if (opts.smtpUrl) {
    const smtp = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(message) {
        await smtp.sendMail({ from: MAIL_FROM, ...message });
      },
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await stream.sendMail({ from: MAIL_FROM, ...message });
      const dir = resolve(opts.outboxDir);
      mkdirSync(dir, { recursive: true });
      // `buffer: true`: the message is its whole text.
      await writeFile(resolve(dir, `${Date.now()}-${String(info.messageId).replace(/[^\w.-]/g, '')}.eml`), info.message);
    },
  };
}
