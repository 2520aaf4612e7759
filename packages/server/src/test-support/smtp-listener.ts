import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  raw: string;
  /** the body, quoted-printable decoded */
  text: string;
}

/** The body of a plain-text message, its quoted-printable soft breaks and escapes decoded. */
function bodyText(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  if (!/Content-Transfer-Encoding: quoted-printable/i.test(raw)) return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export interface SmtpListener {
  port: number;
  url: string;
  inbox: ReceivedMail[];
  /**
   * Waits until the inbox holds `count` messages (to `to`, when given): mail is sent after the
   * action's transaction commits, in the background, so it may land just after the reply.
   * Answers those messages; fails after 5 s.
   */
  received(count: number, to?: string): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP listener on loopback that keeps every message it receives. */
export async function startSmtp(): Promise<SmtpListener> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw, text: bodyText(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    async received(count, to) {
      const mine = () => (to === undefined ? inbox : inbox.filter((m) => m.to === to));
      for (const until = Date.now() + 5_000; mine().length < count;) {
        if (Date.now() > until) throw new Error(`expected ${count} mails${to ? ` to ${to}` : ''}, received ${mine().length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return mine();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
