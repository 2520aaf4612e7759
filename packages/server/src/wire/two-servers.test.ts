import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ADMIN_TEXTS } from '@dss/contract';
import { addLearner, addPlan } from '../test-support/school-fixtures';
import { startSecondServer } from '../test-support/second-server';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { post, signIn } from '../test-support/wire-client';
import { slowStaffDeletes } from '../test-support/slow-staff-delete';

/**
 * State changes and money across server processes: two app instances, each with its own
 * connection pool, on one PostgreSQL database. PGlite is one process's memory, so this runs only
 * with DATABASE_URL.
 */
describe('state changes and money, two servers', { skip: !process.env.DATABASE_URL && 'needs DATABASE_URL' }, () => {
  let first: TestServer;
  let second: TestServer;

  before(async () => {
    first = await startTestServer();
    second = await startSecondServer(first);
  });
  after(async () => {
    await second?.close();
    await first?.close();
  });

  it('a delete on one server racing a block or an unblock on the other always ends deleted', async () => {
    const admin = await signIn(first.url, 1, 'demo-admin');
    const call = (server: TestServer, fields: Record<string, string>) =>
      post(server.url, 'ctroaV2.php', { token: admin, ...fields });
    const undoSlowDeletes = await slowStaffDeletes(first.db);
    try {
      for (let round = 0; round < 8; round++) {
        const saved = await call(first, {
          savestaff: '1',
          staff_id: '',
          title: '2',
          fname: 'Race',
          mname: '',
          lname: `Member${round}`,
          mobile: '07700900777',
          email: `race${round}@driving-school.invalid`,
          privlist: '[11]',
        });
        assert.equal(saved.text, 'SUCCESS');
        const id = String(
          (
            await first.db
              .selectFrom('staff')
              .select('id')
              .where('email', '=', `race${round}@driving-school.invalid`)
              .executeTakeFirstOrThrow()
          ).id,
        );
        const other = round % 2 ? 'unblockstaff' : 'blockstaff';
        if (round % 2) assert.equal((await call(first, { blockstaff: '1', staff_id: id })).text, 'SUCCESS');
        // Each server takes each side in turn.
        const [deleter, changer] = round % 4 < 2 ? [first, second] : [second, first];
        const [deleted, raced] = await Promise.all([
          call(deleter, { deletestaff: '1', staff_id: id }),
          call(changer, { [other]: '1', staff_id: id }),
        ]);
        assert.equal(deleted.text, 'SUCCESS', `round ${round}: ${deleted.text}`);
        if (raced.status !== 200) {
          assert.equal(raced.status, 409, `round ${round}: ${raced.text}`);
          assert.equal(raced.json().result.text, ADMIN_TEXTS.staffUpdateError);
        }
        const state = await first.db
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

  it('twenty posts of one learner payment with one key through both servers take one payment', async () => {
    const clerk = await signIn(first.url, 2, 'demo-user');
    const plan = await addPlan(first.db, 4);
    const learner = await addLearner(first.db);
    const idemkey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, k) =>
        post(k % 2 ? second.url : first.url, 'ctrouV2.php', {
          token: clerk,
          processlearnerpayment: '1',
          idemkey,
          learnerid: String(learner),
          lessonplanid: String(plan),
        }),
      ),
    );
    assert.deepEqual(
      answers.map((a) => a.text),
      Array(20).fill('SUCCESS'),
    );
    const payments = await first.db.selectFrom('learner_payments').select('pay_id').where('stu_id', '=', learner).execute();
    assert.equal(payments.length, 1);
    const credits = await first.db.selectFrom('credits').select('cred_id').where('stu_id', '=', learner).execute();
    assert.equal(credits.length, 4);
  });
});
