import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import { ENDPOINTS, HTTP_ERROR_TEXT, OUTBOX_TEXTS, type OutboxMail } from '@dss/contract';
import { verifyPasswordDigest } from '../auth/password-hash';
import { sha512Hex } from '../auth/sha512';
import type { Database } from '../db/tables';
import { build, post, signIn, type TestApp } from '../test-support/inject';
import { registrationFields } from '../test-support/learner-registration';
import { addInstructor, addLearner } from '../test-support/school-fixtures';
import { startSmtp, type SmtpListener } from '../test-support/smtp-listener';
import { createMailer, type Mailer } from './mailer';
import { SECRET_MARK } from './outbox';
import { MAIL_MAX_ATTEMPTS, sendDueMail } from './outbox-sender';
import { scratchDir } from '../test-support/scratch-dir';

const HOUR = 3_600_000;
const PASSWORD_LINE = /Your password is: (\S+)/;

describe('the E-mail Outbox page', () => {
  let server: TestApp;
  let smtp: SmtpListener;
  let admin: string;
  let user: string;
  /** Real transports: a live SMTP listener, or a port where nothing listens (the mail server down). */
  let live: Mailer;
  const dead = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', outboxDir: scratchDir('dss-outbox-page-') });
  let current: Mailer;

  const adminCall = (fields: Record<string, string>, token = admin) =>
    post(server.url, ENDPOINTS.officeAdmin, token ? { token, ...fields } : fields);
  const list = async (fields: Record<string, string> = {}) => {
    const res = await adminCall({ outboxmails: '1', sort: 'created', dir: 'desc', ...fields });
    assert.equal(res.status, 200, res.text);
    return res.json() as { rows: OutboxMail[]; total: number };
  };
  const resend = (id: number, token = admin) => adminCall({ resendoutboxmail: '1', mail: String(id) }, token);
  const row = (id: number) => server.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const learnerHash = async (id: number) =>
    (await server.db.selectFrom('learners').select('password_hash').where('student_id', '=', id).executeTakeFirstOrThrow())
      .password_hash;

  /**
   * A mail as the outbox holds it, waiting for a retry an hour away unless `over` says otherwise:
   * never due while a test runs, so the app's own sender leaves it alone.
   */
  async function mail(over: Partial<Insertable<Database['mail_outbox']>> = {}): Promise<number> {
    const made = await server.db
      .insertInto('mail_outbox')
      .values({
        kind: 'placed',
        dedupe_key: `test:${randomUUID()}`,
        recipient: `someone@example.invalid`,
        subject: 'Your driving lessons are booked',
        text: 'Body of the mail: 14:00 with Mr Example',
        send_after: new Date(Date.now() + HOUR),
        attempts: 1,
        last_error: 'connect ECONNREFUSED 127.0.0.1:25',
        ...over,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(made.id);
  }
  /** Given up as the sender gives a mail up: four tries, the time, the secret forgotten. */
  const givenUp = (over: Partial<Insertable<Database['mail_outbox']>> = {}) =>
    mail({ attempts: MAIL_MAX_ATTEMPTS, failed_at: new Date(), secret: null, ...over });

  before(async () => {
    smtp = await startSmtp();
    live = createMailer({ smtpUrl: smtp.url, outboxDir: scratchDir('dss-outbox-page-') });
    current = live;
    // The app's sender sends through whichever transport the test has switched to.
    server = await build({ mailer: { send: (message) => current.send(message) } });
    admin = await signIn(server.url, 1, 'demo-admin');
    user = await signIn(server.url, 2, 'demo-user');
  });
  after(async () => {
    await server.close();
    await smtp.close();
  });

  it('mails once, with a password that works, a registration the dispatcher ran again after a serialization failure', async () => {
    // The first password mail queued fails its transaction as PostgreSQL fails a serializable one;
    // a sequence counts the tries, as it is not rolled back with them. The trigger runs as this
    // test's database owner: the app's own role may not use the test's sequence.
    await sql`CREATE SEQUENCE force_retry_tries`.execute(server.db);
    await sql`
      CREATE FUNCTION force_one_retry() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
      BEGIN
        IF NEW.kind = 'password' AND nextval('force_retry_tries') = 1 THEN
          RAISE EXCEPTION 'could not serialize access due to concurrent update' USING ERRCODE = 'serialization_failure';
        END IF;
        RETURN NEW;
      END $$`.execute(server.db);
    await sql`CREATE TRIGGER force_one_retry AFTER INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION force_one_retry()`.execute(
      server.db,
    );
    const email = 'retried.registration@example.invalid';
    try {
      const res = await post(server.url, ENDPOINTS.officeUser, {
        token: user,
        registerlearner: '1',
        ...registrationFields({ inemail: email, dlno: 'RETRY504125O99AB' }),
        idemkey: randomUUID(),
      });
      assert.equal(res.text, 'SUCCESS');
      const tries = await sql<{ n: string }>`SELECT last_value::text AS n FROM force_retry_tries`.execute(server.db);
      assert.equal(tries.rows[0]!.n, '2', 'the registration ran twice');
    } finally {
      await sql`DROP TRIGGER force_one_retry ON mail_outbox`.execute(server.db);
      await sql`DROP FUNCTION force_one_retry()`.execute(server.db);
      await sql`DROP SEQUENCE force_retry_tries`.execute(server.db);
    }
    const learners = await server.db
      .selectFrom('learners')
      .select(['student_id', 'password_hash'])
      .where('email', '=', email)
      .execute();
    assert.equal(learners.length, 1);
    await server.app.outbox.idle();
    const [received] = await smtp.received(1, email);
    await sendDueMail(server.db, live);
    assert.equal(smtp.inbox.filter((m) => m.to === email).length, 1, 'one mail');
    const password = PASSWORD_LINE.exec(received!.text)?.[1];
    assert.ok(password, received!.text);
    assert.equal(
      await verifyPasswordDigest(sha512Hex(password), learners[0]!.password_hash!),
      true,
      'the mailed password signs in',
    );
  });

  it('sends a given-up password mail again with a new password for the learner, and records the resend', async () => {
    const email = 'given.up@example.invalid';
    current = dead;
    const registered = await post(server.url, ENDPOINTS.officeUser, {
      token: user,
      registerlearner: '1',
      ...registrationFields({ inemail: email, dlno: 'GIVEN504125O99AB' }),
      idemkey: randomUUID(),
    });
    assert.equal(registered.text, 'SUCCESS');
    await server.app.outbox.idle();
    const learner = (
      await server.db.selectFrom('learners').select('student_id').where('email', '=', email).executeTakeFirstOrThrow()
    ).student_id;
    const queued = await server.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('dedupe_key', '=', `password:${learner}`)
      .executeTakeFirstOrThrow();
    const id = Number(queued.id);
    assert.equal(queued.attempts, 1, 'tried once as the registration committed, with the mail server down');
    // The three retries, each after its wait: the fourth failure gives it up and forgets the password.
    let at = Date.now();
    for (const wait of [1, 5, 30]) {
      at += wait * 60_000;
      await sendDueMail(server.db, dead, { now: new Date(at) });
    }
    const gone = await row(id);
    assert.notEqual(gone.failed_at, null);
    assert.equal(gone.secret, null);
    const hashBefore = await learnerHash(learner);

    current = live;
    assert.equal((await resend(id)).text, 'SUCCESS');
    await server.app.outbox.idle();
    const [received] = await smtp.received(1, email);
    const password = PASSWORD_LINE.exec(received!.text)?.[1];
    assert.ok(password, received!.text);
    const hashAfter = await learnerHash(learner);
    assert.notEqual(hashAfter, hashBefore, 'a new password');
    assert.equal(await verifyPasswordDigest(sha512Hex(password), hashAfter!), true, 'the mailed password is the learner’s');
    const sent = await row(id);
    assert.notEqual(sent.sent_at, null);
    assert.equal(sent.failed_at, null);
    assert.equal(sent.attempts, 1, 'counted afresh');
    assert.equal(sent.secret, null, 'forgotten once sent');
    assert.equal(sent.text, queued.text, `the text keeps its ${SECRET_MARK} mark`);

    const entries = await server.db
      .selectFrom('audit_log')
      .select(['operation', 'record_kind', 'record_id', 'learner_id', 'staff_id', 'tx_id', 'changes'])
      .where('action', '=', 'resendoutboxmail')
      .where('learner_id', '=', learner)
      .orderBy('id')
      .execute();
    assert.deepEqual(
      entries.map((e) => [e.operation, e.record_kind, Number(e.record_id), e.staff_id]),
      [
        ['U', 'learner', learner, 1],
        ['E', 'learner', learner, 1],
      ],
    );
    assert.equal(new Set(entries.map((e) => String(e.tx_id))).size, 1, 'one transaction');
    assert.deepEqual(entries[1]!.changes, { mail: String(id), kind: 'password' });
    assert.ok(!JSON.stringify(entries).includes(hashAfter!), 'the hash is masked');
  });

  it('lists mails newest first, a page at a time, with what each is and never its text or secret', async () => {
    const tag = `paging${Date.now()}`;
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push(await mail({ recipient: `${tag}-${i}@example.invalid` }));
    const secretOne = await mail({
      kind: 'password',
      recipient: `${tag}-secret@example.invalid`,
      subject: 'Your driving school learner account',
      text: `Your password is: ${SECRET_MARK}`,
      secret: 'Zx8SecretQ',
    });
    const first = await list({ search: tag, pagesize: '5' });
    assert.equal(first.total, 8);
    assert.deepEqual(
      first.rows.map((r) => r.id),
      [secretOne, ...ids.slice(3).reverse()],
    );
    const second = await list({ search: tag, pagesize: '5', page: '1' });
    assert.deepEqual(
      second.rows.map((r) => r.id),
      ids.slice(0, 3).reverse(),
    );
    const oldestFirst = await list({ search: tag, pagesize: '5', dir: 'asc' });
    assert.deepEqual(
      oldestFirst.rows.map((r) => r.id),
      ids.slice(0, 5),
    );

    const shown = first.rows[0]!;
    assert.deepEqual(Object.keys(shown).sort(), [
      'attempts',
      'created_at',
      'done_at',
      'id',
      'instructor',
      'kind',
      'last_error',
      'learner',
      'recipient',
      'status',
      'subject',
    ]);
    assert.equal(shown.kind, 'password');
    assert.equal(shown.status, 'queued');
    assert.equal(shown.attempts, 1);
    assert.equal(shown.last_error, 'connect ECONNREFUSED 127.0.0.1:25');
    assert.equal(shown.done_at, null);
    const text = JSON.stringify(first);
    assert.ok(!text.includes('Zx8SecretQ') && !text.includes('Body of the mail'), 'neither a secret nor a text');
  });

  it('filters by Waiting, Sent and Failed, and searches every typed word in the recipient or the subject', async () => {
    const tag = `status${Date.now()}`;
    const waiting = await mail({ recipient: `${tag}-w@example.invalid` });
    const sentAt = new Date(Date.now() - HOUR);
    const sent = await mail({ recipient: `${tag}-s@example.invalid`, sent_at: sentAt, last_error: null });
    const failed = await givenUp({ recipient: `${tag}-f@example.invalid`, subject: 'Reminder: your driving lesson tomorrow' });
    const ids = async (status: string, search = tag) => (await list({ status, search })).rows.map((r) => r.id);
    assert.deepEqual(await ids(''), [failed, sent, waiting]);
    assert.deepEqual(await ids('queued'), [waiting]);
    assert.deepEqual(await ids('sent'), [sent]);
    assert.deepEqual(await ids('failed'), [failed]);
    assert.deepEqual(await ids('', `reminder ${tag.toUpperCase()}`), [failed], 'every word, any case');
    assert.deepEqual(await ids('', `${tag} nothing-like-it`), []);
    const [f] = (await list({ status: 'failed', search: tag })).rows;
    assert.equal(f!.status, 'failed');
    assert.ok(f!.done_at);
    const [s] = (await list({ status: 'sent', search: tag })).rows;
    assert.equal(s!.done_at, sentAt.toISOString());
  });

  it('sends a given-up lesson mail again to the address on record now, waiting from now, tries counted afresh', async () => {
    const learner = await addLearner(server.db, { email: 'put.right@example.invalid' });
    const id = await givenUp({ stu_id: learner, recipient: 'mistyped@example.ivnalid' });
    current = dead;
    try {
      const res = await resend(id);
      assert.equal(res.text, 'SUCCESS');
      await server.app.outbox.idle();
    } finally {
      current = live;
    }
    // The sender was woken as the resend committed: it tried at once (the server is still down here).
    const waiting = await row(id);
    assert.equal(waiting.recipient, 'put.right@example.invalid');
    assert.equal(waiting.failed_at, null);
    assert.equal(waiting.attempts, 1);
    assert.match(waiting.last_error!, /ECONNREFUSED|connect/i);
    assert.ok(waiting.send_after.getTime() > Date.now(), 'waits for its retry');

    const event = await server.db
      .selectFrom('audit_log')
      .select(['operation', 'record_kind', 'record_id', 'staff_id', 'changes'])
      .where('action', '=', 'resendoutboxmail')
      .where('learner_id', '=', learner)
      .execute();
    assert.deepEqual(event, [
      {
        operation: 'E',
        record_kind: 'learner',
        record_id: event[0]!.record_id,
        staff_id: 1,
        changes: { mail: String(id), kind: 'placed' },
      },
    ]);
    assert.equal(Number(event[0]!.record_id), learner);

    // An instructor's mail goes to the instructor's address, and its resend is about the instructor.
    const instructor = await addInstructor(server.db);
    const theirs = await givenUp({ kind: 'instructor-day', adi_id: instructor, recipient: 'old@example.invalid' });
    assert.equal((await resend(theirs)).text, 'SUCCESS');
    await server.app.outbox.idle();
    const address = (
      await server.db.selectFrom('instructors').select('email').where('adi_id', '=', instructor).executeTakeFirstOrThrow()
    ).email;
    await smtp.received(1, address);
    assert.notEqual((await row(theirs)).sent_at, null);
    const about = await server.db
      .selectFrom('audit_log')
      .select(['record_kind', 'instructor_id'])
      .where('action', '=', 'resendoutboxmail')
      .where('instructor_id', '=', instructor)
      .execute();
    assert.deepEqual(about, [{ record_kind: 'instructor', instructor_id: instructor }]);
  });

  it('refuses a mail that is not given up, is no more, is of an erased person, or whose day has passed', async () => {
    const waiting = await mail();
    const sent = await mail({ sent_at: new Date(), last_error: null });
    for (const id of [waiting, sent]) {
      const res = await resend(id);
      assert.equal(res.status, 409);
      assert.equal(res.json().result.text, OUTBOX_TEXTS.notGivenUp);
    }
    const none = await resend(999_999_999);
    assert.equal(none.status, 404);
    assert.equal(none.json().result.text, OUTBOX_TEXTS.noMail);

    // Erasure gives up the person's waiting mail; it cannot be sent again, to anyone.
    const learner = await addLearner(server.db);
    const theirs = await mail({ stu_id: learner });
    const erased = await adminCall({ eraselearner: '1', learner: String(learner), reason: 'Asked to be erased' });
    assert.equal(erased.text, 'SUCCESS');
    assert.equal((await row(theirs)).last_error, 'Personal data erased');
    const refused = await resend(theirs);
    assert.equal(refused.status, 409);
    assert.equal(refused.json().result.text, OUTBOX_TEXTS.erased);
    assert.equal((await row(theirs)).failed_at !== null, true, 'still given up');

    // A reminder says "tomorrow": sent again the day it was made, never after.
    const yesterday = new Date(Date.now() - 26 * HOUR);
    const stale = await givenUp({ kind: 'reminder', created_at: yesterday, failed_at: yesterday });
    const late = await resend(stale);
    assert.equal(late.status, 409);
    assert.equal(late.json().result.text, OUTBOX_TEXTS.dayPassed);
    const fresh = await givenUp({ kind: 'reminder' });
    assert.equal((await resend(fresh)).text, 'SUCCESS');
  });

  it('changes a mail once when two administrators send it again at the same moment', async () => {
    const id = await givenUp({ recipient: 'twice@example.invalid' });
    const answers = await Promise.all([resend(id), resend(id)]);
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409]);
    assert.equal(answers.find((a) => a.status === 409)!.json().result.text, OUTBOX_TEXTS.notGivenUp);
    await server.app.outbox.idle();
    assert.equal((await smtp.received(1, 'twice@example.invalid')).length, 1);
  });

  it('is for administrators only, and answers bad input with 422 and field messages', async () => {
    const id = await givenUp();
    const calls: Record<string, string>[] = [{ outboxmails: '1' }, { resendoutboxmail: '1', mail: String(id) }];
    for (const fields of calls) {
      assert.equal((await adminCall(fields, '')).status, 401);
      const office = await adminCall(fields, user);
      assert.equal(office.status, 403);
      assert.equal(office.json().result.text, HTTP_ERROR_TEXT.forbidden);
    }
    assert.notEqual((await row(id)).failed_at, null, 'an office user changed nothing');

    const errorsOf = async (fields: Record<string, string>) => {
      const res = await adminCall(fields);
      assert.equal(res.status, 422, res.text);
      return res.json().result.errors;
    };
    assert.deepEqual(await errorsOf({ outboxmails: '1', status: 'lost' }), { status: OUTBOX_TEXTS.statusInvalid });
    assert.deepEqual(await errorsOf({ outboxmails: '1', sort: 'recipient', pagesize: '7' }), {
      sort: 'Sort column is not valid.',
      pagesize: 'Page size is not valid.',
    });
    assert.deepEqual(await errorsOf({ resendoutboxmail: '1' }), { mail: OUTBOX_TEXTS.mailRequired });
    assert.deepEqual(await errorsOf({ resendoutboxmail: '1', mail: '12a' }), { mail: OUTBOX_TEXTS.mailRequired });
    assert.deepEqual(await errorsOf({ resendoutboxmail: '1', mail: '1234567890' }), { mail: OUTBOX_TEXTS.mailRequired });
  });
});
