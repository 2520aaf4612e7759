import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { ADMIN_TEXTS, FINANCE_TEXTS, LEARNER_REFUSALS } from '@dss/contract';
import { registrationFields } from '../test-support/learner-registration';
import { addInstructor, addLearner, addPlan, payCredits } from '../test-support/school-fixtures';
import { slowStaffDeletes } from '../test-support/slow-staff-delete';
import { SKIP_WITHOUT_POSTGRES, startTwoServerProcesses, type TwoServerProcesses } from '../test-support/two-server-processes';
import { post, signIn, type WireResponse } from '../test-support/wire-client';

const CALLERS = 50;

/** No answer is a server error, and each refused one is a 409 with `text`. */
function assertOneWinner(answers: WireResponse[], text: string) {
  const statuses = answers.map((a) => a.status);
  assert.ok(
    statuses.every((s) => s < 500),
    `no server errors: ${statuses.join(',')}`,
  );
  assert.equal(statuses.filter((s) => s === 200).length, 1, statuses.join(','));
  for (const a of answers.filter((r) => r.status !== 200)) {
    assert.equal(a.status, 409, a.text);
    assert.equal(a.json().result.text, text);
  }
}

/**
 * State changes and money across server processes: two real servers (main.ts), each with its own
 * connection pool, on one PostgreSQL database, fifty calls at once split between them; each race
 * has exactly one effect and no 5xx.
 */
describe('state changes and money, two server processes', { skip: SKIP_WITHOUT_POSTGRES }, () => {
  let school: TwoServerProcesses;
  let admin: string;
  let clerk: string;
  /** the k-th call's server: even calls to one, odd to the other */
  const serverOf = (k: number) => school.servers[k % 2]!.url;
  const asAdmin = (k: number, fields: Record<string, string>) => post(serverOf(k), 'ctroaV2.php', { token: admin, ...fields });
  const asClerk = (k: number, fields: Record<string, string>) => post(serverOf(k), 'ctrouV2.php', { token: clerk, ...fields });

  before(async () => {
    school = await startTwoServerProcesses();
    admin = await signIn(school.servers[0].url, 1, 'demo-admin');
    clerk = await signIn(school.servers[1].url, 2, 'demo-user');
  });
  after(() => school?.close());

  it('a delete on one server racing blocks or unblocks on both always ends deleted', async () => {
    const undoSlowDeletes = await slowStaffDeletes(school.db);
    try {
      // Eight rounds of one delete and six blocks (or unblocks): 56 calls.
      for (let round = 0; round < 8; round++) {
        const email = `race${round}@driving-school.invalid`;
        const saved = await asAdmin(round, {
          savestaff: '1',
          staff_id: '',
          title: '2',
          fname: 'Race',
          mname: '',
          lname: `Member${round}`,
          mobile: '07700900777',
          email,
          privlist: '[11]',
        });
        assert.equal(saved.text, 'SUCCESS');
        const id = String(
          (await school.db.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id,
        );
        const other = round % 2 ? 'unblockstaff' : 'blockstaff';
        if (round % 2) assert.equal((await asAdmin(round, { blockstaff: '1', staff_id: id })).text, 'SUCCESS');
        // The delete goes to each server in turn; the changes to both.
        const [deleted, ...raced] = await Promise.all([
          asAdmin(round, { deletestaff: '1', staff_id: id }),
          ...Array.from({ length: 6 }, (_, k) => asAdmin(k, { [other]: '1', staff_id: id })),
        ]);
        assert.equal(deleted.text, 'SUCCESS', `round ${round}: ${deleted.text}`);
        for (const r of raced.filter((a) => a.status !== 200)) {
          assert.equal(r.status, 409, `round ${round}: ${r.text}`);
          assert.equal(r.json().result.text, ADMIN_TEXTS.staffUpdateError);
        }
        const state = await school.db
          .selectFrom('staff')
          .select('acc_state')
          .where('id', '=', Number(id))
          .executeTakeFirstOrThrow();
        assert.equal(state.acc_state, 3, `round ${round} ends deleted`);
      }
    } finally {
      await undoSlowDeletes();
    }
  });

  it('fifty posts of one learner payment with one key take one payment', async () => {
    const plan = await addPlan(school.db, 4);
    const learner = await addLearner(school.db);
    const idemkey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: CALLERS }, (_, k) =>
        asClerk(k, { processlearnerpayment: '1', idemkey, learnerid: String(learner), lessonplanid: String(plan) }),
      ),
    );
    assert.deepEqual(
      answers.map((a) => a.text),
      Array(CALLERS).fill('SUCCESS'),
    );
    const payments = await school.db.selectFrom('learner_payments').select('pay_id').where('stu_id', '=', learner).execute();
    assert.equal(payments.length, 1);
    const credits = await school.db.selectFrom('credits').select('cred_id').where('stu_id', '=', learner).execute();
    assert.equal(credits.length, 4);
  });

  it('fifty posts of one registration with one key make one learner and queue one mail', async () => {
    const fields = registrationFields({ inemail: 'two.servers@example.invalid', dlno: 'TWOSE504125O99AB' });
    const idemkey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: CALLERS }, (_, k) => asClerk(k, { registerlearner: '1', ...fields, idemkey })),
    );
    assert.deepEqual(
      answers.map((a) => a.text),
      Array(CALLERS).fill('SUCCESS'),
    );
    const learners = await school.db.selectFrom('learners').select('student_id').where('idempotency_key', '=', idemkey).execute();
    assert.equal(learners.length, 1);
    const mails = await school.db.selectFrom('mail_outbox').select('id').where('recipient', '=', fields.inemail).execute();
    assert.equal(mails.length, 1);
  });

  it('one learner assigned to two instructors by fifty clerks at once gets exactly one active assignment', async () => {
    const learner = await addLearner(school.db);
    await payCredits(school.db, learner, await addPlan(school.db, 2));
    const adis = [await addInstructor(school.db), await addInstructor(school.db)];
    // Calls 0, 1 go to instructor 0 on each server, calls 2, 3 to instructor 1 on each server...
    const answers = await Promise.all(
      Array.from({ length: CALLERS }, (_, k) =>
        asClerk(k, { assigninstructor: '1', studentid: String(learner), selectedadi: String(adis[Math.floor(k / 2) % 2]) }),
      ),
    );
    assertOneWinner(answers, LEARNER_REFUSALS.notAwaiting);
    const active = await school.db
      .selectFrom('assignments')
      .select('adi_id')
      .where('stu_id', '=', learner)
      .where('assign_status', '=', 1)
      .execute();
    assert.equal(active.length, 1);
    assert.ok(adis.includes(active[0]!.adi_id));
  });

  it('fifty same-name question groups make one group; the others get the group error', async () => {
    // Each insert waits a moment first, so every request passes the name check before any of
    // them has written: the unique index then decides.
    await sql`CREATE FUNCTION slow_group() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(0.2); RETURN NEW; END $$`.execute(
      school.db,
    );
    await sql`CREATE TRIGGER slow_group BEFORE INSERT ON feedback_question_groups FOR EACH ROW EXECUTE FUNCTION slow_group()`.execute(
      school.db,
    );
    try {
      const spellings = ['Road Sense', 'road sense', 'ROAD SENSE', 'Road sense', 'road Sense'];
      const answers = await Promise.all(
        Array.from({ length: CALLERS }, (_, k) =>
          asAdmin(k, { savelearnergroup: '1', groupname: spellings[k % spellings.length]! }),
        ),
      );
      assertOneWinner(answers, ADMIN_TEXTS.learnerGroupError);
    } finally {
      await sql`DROP TRIGGER slow_group ON feedback_question_groups`.execute(school.db);
      await sql`DROP FUNCTION slow_group()`.execute(school.db);
    }
    const groups = await school.db
      .selectFrom('feedback_question_groups')
      .select('group_no')
      .where(sql<boolean>`lower(reporting_text) = 'road sense'`)
      .execute();
    assert.equal(groups.length, 1);
  });

  it('fifty same-name finance categories make one category; the others get the category error', async () => {
    const spellings = ['Parking Fines', 'parking fines', 'PARKING FINES', 'Parking fines'];
    const answers = await Promise.all(
      Array.from({ length: CALLERS }, (_, k) =>
        asClerk(k, { savefinancecategory: '1', cat: spellings[k % spellings.length]!, type: 'expense', rate: 'claimable' }),
      ),
    );
    assertOneWinner(answers, FINANCE_TEXTS.categoryFailed);
    const categories = await school.db
      .selectFrom('finance_categories')
      .select('rec_id')
      .where(sql<boolean>`lower(category) = 'parking fines'`)
      .execute();
    assert.equal(categories.length, 1);
  });
});
