import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { BOOKING_TEXTS, addDays, dayOfWeek, londonDate, londonInstant } from '@dss/contract';
import { addInstructor, addPlan, bookableLearner } from '../test-support/school-fixtures';
import { startSmtp, type SmtpListener } from '../test-support/smtp-listener';
import { SKIP_WITHOUT_POSTGRES, startTwoServerProcesses, type TwoServerProcesses } from '../test-support/two-server-processes';
import { post, signIn } from '../test-support/wire-client';

const CALLERS = 50;
const WEEKS = 3;

/**
 * No double booking and no half-placed series across server processes: fifty clerks place
 * overlapping weekly series in one instructor's diary through two real servers (main.ts) on one
 * PostgreSQL database.
 */
describe('overlapping weekly series, fifty clerks, two server processes', { skip: SKIP_WITHOUT_POSTGRES }, () => {
  let school: TwoServerProcesses;
  let smtp: SmtpListener;
  let token: string;

  before(async () => {
    smtp = await startSmtp();
    school = await startTwoServerProcesses({ env: { SMTP_URL: smtp.url } });
    token = await signIn(school.servers[0].url, 2, 'demo-user');
  });
  after(async () => {
    await school?.close();
    await smtp?.close();
  });

  it('leaves one lesson per slot, and each series placed whole or refused whole, never a 5xx', async () => {
    const plan = await addPlan(school.db, WEEKS);
    const adi = await addInstructor(school.db, { fname: 'Busy', lname: 'Weeks' });
    const learners: { stuId: number; credits: number[] }[] = [];
    for (let k = 0; k < CALLERS; k++) learners.push(await bookableLearner(school.db, adi, plan));
    let first = addDays(londonDate(new Date()), 3);
    while (dayOfWeek(first) !== 3) first = addDays(first, 1);
    // Six Wednesdays at 10:15; clerk k asks for three of them from week k % 4, so the series overlap.
    const week = (n: number) => `${addDays(first, 7 * n)} 10:15`;
    const asked = learners.map((_, k) => Array.from({ length: WEEKS }, (_, w) => week((k % 4) + w)));

    const answers = await Promise.all(
      learners.map((l, k) =>
        post(school.servers[k % 2]!.url, 'ctrouV2.php', {
          token,
          placelessonseries: '1',
          adi: String(adi),
          learner: String(l.stuId),
          lessons: JSON.stringify(asked[k]!.map((start) => ({ start }))),
          idemkey: randomUUID(),
        }),
      ),
    );

    const statuses = answers.map((a) => a.status);
    assert.ok(
      statuses.every((s) => s === 200 || s === 409),
      `placed or refused, nothing else: ${statuses.join(',')}`,
    );
    const booked = await school.db
      .selectFrom('bookings')
      .select(['stu_id', 'lesson_starts', 'series_id', 'cred_id'])
      .where('adi_id', '=', adi)
      .execute();
    const slots = booked.map((b) => b.lesson_starts.getTime());
    assert.equal(new Set(slots).size, slots.length, 'one lesson per slot');

    let winners = 0;
    for (const [k, answer] of answers.entries()) {
      const mine = booked.filter((b) => b.stu_id === learners[k]!.stuId);
      if (answer.status === 200) {
        winners++;
        const { series, placed } = answer.json();
        assert.equal(placed, WEEKS);
        assert.deepEqual(
          mine.map((b) => [b.series_id, b.lesson_starts.getTime()]).sort((a, b) => a[1]! - b[1]!),
          asked[k]!.map((w) => [series, londonInstant(w.slice(0, 10), 10 * 60 + 15).getTime()]),
        );
      } else {
        assert.equal(mine.length, 0, `clerk ${k}'s refused series left nothing`);
        assert.ok(answer.json().result.text.startsWith(`${BOOKING_TEXTS.placeFailed} `), answer.text);
      }
    }
    assert.ok(winners >= 1);
    assert.equal(booked.length, winners * WEEKS);
    const series = await school.db.selectFrom('lesson_series').select('series_id').where('adi_id', '=', adi).execute();
    assert.equal(series.length, winners);
    const allocated = await school.db
      .selectFrom('credits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('cred_status', '=', 2)
      .where(
        'stu_id',
        'in',
        learners.map((l) => l.stuId),
      )
      .executeTakeFirstOrThrow();
    assert.equal(Number(allocated.n), winners * WEEKS);
    // Confirmations are sent after the reply, in the background: queued once each, then delivered.
    const queued = await school.db.selectFrom('mail_outbox').select('kind').execute();
    assert.deepEqual(
      queued.map((m) => m.kind),
      Array.from({ length: winners }, () => 'placed'),
      'each placed series is confirmed once',
    );
    assert.equal((await smtp.received(winners)).length, winners);
  });
});
