import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { SMTP_PORT } from '../ports';

export interface Mail {
  to: string;
  raw: string;
}
interface SmtpServerLike {
  listen(port: number, host: string, done: () => void): void;
  close(done: () => void): void;
}
type SmtpServerCtor = new (opts: Record<string, unknown>) => SmtpServerLike;

// smtp-server is the server package's dependency; the suites borrow it rather than pin a second copy.
const serverRequire = createRequire(join(dirname(fileURLToPath(import.meta.url)), '../../packages/server/package.json'));
const { SMTPServer } = serverRequire('smtp-server') as { SMTPServer: SmtpServerCtor };

/**
 * A real SMTP listener on loopback (SMTP_PORT) for the spec file that calls it: the MAIL_PORT
 * server of playwright.config.ts sends its mail here. Answers the list the mails arrive in.
 */
export function smtpInbox(): Mail[] {
  const inbox: Mail[] = [];
  let smtp: SmtpServerLike;
  test.beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream: NodeJS.ReadableStream, session: { envelope: { rcptTo: { address: string }[] } }, done: () => void) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));
  });
  test.afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(resolve));
  });
  return inbox;
}
