import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { BOOKING_TEXTS, addDays, londonDate, londonInstant } from '@dss/contract';
import { addInstructor, addPlan, bookableLearner } from '../test-support/school-fixtures';
import { openWeekday } from '../test-support/open-days';
import { startSmtp, type SmtpListener } from '../test-support/smtp-listener';
import { SKIP_WITHOUT_POSTGRES, startTwoServerProcesses, type TwoServerProcesses } from '../test-support/two-server-processes';
import { post, signIn } from '../test-support/wire-client';

const CALLERS = 50;

/** No double booking across server processes: two real servers (main.ts) on one PostgreSQL database. */
describe('one instructor slot, fifty clerks, two server processes', { skip: SKIP_WITHOUT_POSTGRES }, () => {
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

  it('places exactly one lesson and allocates exactly one credit; every other clerk gets the refusal, never a 5xx', async () => {
    const plan = await addPlan(school.db, 2);
    const adi = await addInstructor(school.db, { fname: 'Rush', lname: 'Hour' });
    const learners = [];
    for (let k = 0; k < CALLERS; k++) learners.push(await bookableLearner(school.db, adi, plan));
    const day = openWeekday(addDays(londonDate(new Date()), 3));
    const start = `${day} 10:15:00`;

    // Alternate the servers so the requests reach the database from two processes at once.
    const answers = await Promise.all(
      learners.map((l, k) =>
        post(school.servers[k % 2]!.url, 'ctrouV2.php', {
          token,
          placebookings: '1',
          adi: String(adi),
          learner: String(l.stuId),
          bookings: JSON.stringify([{ id: l.credits[0], start, bookingType: 'newbooking', durationEditable: false }]),
        }),
      ),
    );

    const statuses = answers.map((a) => a.status);
    assert.ok(
      statuses.every((s) => s < 500),
      `no server errors: ${statuses.join(',')}`,
    );
    const won = answers.filter((a) => a.status === 200);
    assert.equal(won.length, 1, statuses.join(','));
    assert.equal(won[0]!.text, 'SUCCESS');

    const booked = await school.db
      .selectFrom('bookings')
      .select(['booking_id', 'stu_id', 'lesson_starts', 'cred_id'])
      .where('adi_id', '=', adi)
      .execute();
    assert.equal(booked.length, 1);
    assert.equal(booked[0]!.lesson_starts.getTime(), londonInstant(day, 10 * 60 + 15).getTime());
    const allocated = await sql<{ n: number; cred: number }>`
      SELECT count(*)::int AS n, max(cred_id)::bigint AS cred FROM credits
      WHERE stu_id IN (SELECT stu_id FROM assignments WHERE adi_id = ${adi}) AND cred_status = 2`.execute(school.db);
    assert.equal(allocated.rows[0]!.n, 1);
    assert.equal(Number(allocated.rows[0]!.cred), booked[0]!.cred_id);

    const refused = answers.filter((a) => a.status !== 200);
    assert.equal(refused.length, CALLERS - 1);
    for (const r of refused) {
      assert.equal(r.status, 409);
      const text: string = r.json().result.text;
      assert.ok(text.startsWith(`${BOOKING_TEXTS.placeFailed} `), text);
      assert.match(text, new RegExp(`clashes with booking B${booked[0]!.booking_id} \\(L${booked[0]!.stu_id} `));
    }
    // The confirmation is sent after the reply, in the background: queued once, then delivered.
    const queued = await school.db.selectFrom('mail_outbox').select(['kind', 'booking_id']).execute();
    assert.deepEqual(queued, [{ kind: 'placed', booking_id: booked[0]!.booking_id }], 'only the placed lesson is confirmed');
    assert.equal((await smtp.received(1)).length, 1);
  });
});
