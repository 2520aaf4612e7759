import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { auditedTransaction } from '../audit/audited-transaction';
import { openDatabase } from '../db/database';
import { build, type TestApp } from '../test-support/inject';
import { startSmtp, type SmtpListener } from '../test-support/smtp-listener';
import { ActionRefused } from '../wire/handler';
import { createMailer, type MailMessage, type Mailer } from './mailer';
import { enqueueMail, SECRET_MARK } from './outbox';
import { MAIL_MAX_ATTEMPTS, sendDueMail } from './outbox-sender';
import { scratchDir } from '../test-support/scratch-dir';

const actor = { staffId: 2, action: 'outboxtest' };
let n = 0;
const mail = (over: Partial<Parameters<typeof enqueueMail>[1]> = {}) => ({
  kind: 'placed' as const,
  dedupeKey: `test:${++n}`,
  to: `someone${n}@example.invalid`,
  subject: 'Your driving lessons are booked',
  text: `Mail ${n}`,
  ...over,
});
const minutes = (at: Date, m: number) => new Date(at.getTime() + m * 60_000);

/** A mailer that records what it was given, optionally after a pause. */
function recording(delayMs = 0): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      sent.push(message);
    },
  };
}

describe('mail outbox', () => {
  let server: TestApp;
  let smtp: SmtpListener;
  const row = (key: string) => server.db.selectFrom('mail_outbox').selectAll().where('dedupe_key', '=', key).executeTakeFirst();

  before(async () => {
    smtp = await startSmtp();
    server = await build({
      mailer: createMailer({ smtpUrl: smtp.url, outboxDir: scratchDir('dss-outbox-') }),
    });
  });
  after(async () => {
    await server.close();
    await smtp.close();
  });

  it('queues a mail once per key, and a refused or rolled-back action queues and sends nothing', async () => {
    const once = mail();
    assert.equal(await enqueueMail(server.db, once), true);
    assert.equal(await enqueueMail(server.db, { ...once, text: 'again' }), false);
    assert.equal((await row(once.dedupeKey))!.text, once.text);

    const refused = mail();
    await assert.rejects(
      auditedTransaction(server.db, actor, async (tx) => {
        await enqueueMail(tx, refused);
        throw new ActionRefused('No.');
      }),
      ActionRefused,
    );
    assert.equal(await row(refused.dedupeKey), undefined);
    const mailer = recording();
    await sendDueMail(server.db, mailer);
    assert.ok(!mailer.sent.some((m) => m.to === refused.to), 'nothing of a refused action is sent');
  });

  it('mails a deadlock-retried transaction once', async () => {
    const retried = mail();
    let attempt = 0;
    await auditedTransaction(server.db, actor, async (tx) => {
      await enqueueMail(tx, { ...retried, text: `try ${++attempt}` });
      if (attempt === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    assert.equal(attempt, 2);
    const mailer = recording();
    await sendDueMail(server.db, mailer);
    assert.deepEqual(
      mailer.sent.filter((m) => m.to === retried.to).map((m) => m.text),
      ['try 2'],
    );
    await sendDueMail(server.db, mailer);
    assert.equal(mailer.sent.filter((m) => m.to === retried.to).length, 1, 'a sent mail is never sent again');
    assert.notEqual((await row(retried.dedupeKey))!.sent_at, null);
  });

  it('retries after a mail server failure with waits of 1, 5 and 30 minutes, then gives up and forgets the secret', async () => {
    const dead = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', outboxDir: scratchDir('dss-outbox-') });
    const t0 = new Date(Date.now() + 3_600_000);
    const failing = mail({ text: `Your password is: ${SECRET_MARK}`, secret: 'Pa55word12' });
    await enqueueMail(server.db, failing);
    assert.deepEqual(await sendDueMail(server.db, dead, { now: t0 }), { sent: 0, retried: 1, failed: 0 });
    let r = (await row(failing.dedupeKey))!;
    assert.equal(r.attempts, 1);
    assert.match(r.last_error!, /ECONNREFUSED|connect/i);
    assert.equal(r.send_after.getTime(), minutes(t0, 1).getTime());
    assert.deepEqual(
      await sendDueMail(server.db, dead, { now: minutes(t0, 0.5) }),
      { sent: 0, retried: 0, failed: 0 },
      'not yet due',
    );
    let at = minutes(t0, 1);
    for (const wait of [5, 30]) {
      assert.equal((await sendDueMail(server.db, dead, { now: at })).retried, 1);
      r = (await row(failing.dedupeKey))!;
      assert.equal(r.send_after.getTime(), minutes(at, wait).getTime());
      at = minutes(at, wait);
    }
    assert.deepEqual(await sendDueMail(server.db, dead, { now: at }), { sent: 0, retried: 0, failed: 1 });
    r = (await row(failing.dedupeKey))!;
    assert.equal(r.attempts, MAIL_MAX_ATTEMPTS);
    assert.notEqual(r.failed_at, null);
    assert.equal(r.secret, null, 'a given-up password is not kept');
    const mailer = recording();
    await sendDueMail(server.db, mailer, { now: minutes(at, 120) });
    assert.ok(!mailer.sent.some((m) => m.to === failing.to), 'a given-up mail is not sent');
  });

  it('sends a mail that failed once when its retry comes, with its secret in place', async () => {
    const t0 = new Date(Date.now() + 7_200_000);
    const later = mail({ text: `Your password is: ${SECRET_MARK}`, secret: 'Secret9876' });
    await enqueueMail(server.db, later);
    const dead = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', outboxDir: scratchDir('dss-outbox-') });
    // This mail's own row, not the run's counts: an earlier test's mail still waiting for its retry
    // is due two hours on as well (the counts read 3 where 1 was expected once on PostgreSQL).
    await sendDueMail(server.db, dead, { now: t0 });
    assert.equal((await row(later.dedupeKey))!.attempts, 1, 'the first try failed');
    const live = createMailer({ smtpUrl: smtp.url, outboxDir: scratchDir('dss-outbox-') });
    await sendDueMail(server.db, live, { now: minutes(t0, 1) });
    const received = smtp.inbox.find((m) => m.to === later.to)!;
    assert.ok(received, 'sent when its retry came');
    assert.match(received.text, /Your password is: Secret9876/);
    const r = (await row(later.dedupeKey))!;
    assert.equal(r.secret, null);
    assert.equal(r.last_error, null);
    assert.equal(r.text, `Your password is: ${SECRET_MARK}`);
  });

  it('sends each row once when two senders run at once (two connections on PostgreSQL)', async () => {
    const keys = Array.from({ length: 30 }, () => mail());
    for (const m of keys) await enqueueMail(server.db, m);
    const second = process.env.DATABASE_URL ? await openSecondHandle() : null;
    try {
      const [a, b] = [recording(5), recording(5)];
      await Promise.all([sendDueMail(server.db, a), sendDueMail(second?.db ?? server.db, b)]);
      const sent = [...a.sent, ...b.sent].map((m) => m.to).filter((to) => keys.some((k) => k.to === to));
      assert.equal(sent.length, keys.length);
      assert.equal(new Set(sent).size, keys.length);
      if (second) assert.ok(a.sent.length > 0 && b.sent.length > 0, 'both senders took a share');
    } finally {
      await second?.close();
    }
  });

  /** A second pool on the test's own PostgreSQL database. */
  async function openSecondHandle() {
    const { rows } = await sql<{ db: string }>`SELECT current_database() AS db`.execute(server.db);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${rows[0]!.db}`;
    return openDatabase({ databaseUrl: url.toString() });
  }
});
