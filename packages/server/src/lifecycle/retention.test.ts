import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ERASED_NAME, ERASURE_REFUSALS, londonDate } from '@dss/contract';
import { build, type TestApp } from '../test-support/inject';
import { keptLog } from '../test-support/kept-log';
import { addLearner, addPlan, payCredits } from '../test-support/school-fixtures';
import { scheduleLifecycle } from './schedule';

describe('retention in the lifecycle scheduler', () => {
  let server: TestApp;
  before(async () => {
    server = await build();
  });
  after(() => server.close());

  it("erases due departed learners on the day's first tick, and logs those it skips and why", async () => {
    const yearsAgo = new Date(Date.now() - 8 * 365.25 * 86400_000);
    const plan = await addPlan(server.db, 1);
    const due = await addLearner(server.db, { fname: 'Dorothy', lname: 'Departed', created: new Date('2017-01-01') });
    await payCredits(server.db, due, plan, yearsAgo);
    const held = await addLearner(server.db, { fname: 'Harold', lname: 'Holding', created: new Date('2017-01-01') });
    await payCredits(server.db, held, plan, yearsAgo);
    await server.db.updateTable('credits').set({ cred_status: 0 }).where('stu_id', '=', held).execute();
    for (const stu_id of [due, held])
      await server.db.insertInto('departures').values({ stu_id, dep_date: '2019-01-01', reported_by: 1, reason_id: 2 }).execute();

    const { log, lines } = keptLog();
    const stop = scheduleLifecycle(server.db, log, { retentionYears: 6, mailer: { send: async () => {} } });
    try {
      const deadline = Date.now() + 30_000;
      while (!lines.some((l) => l.msg === 'retention run') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    } finally {
      await stop();
    }
    const learner = await server.db
      .selectFrom('learners')
      .select(['fname', 'erased_at'])
      .where('student_id', '=', due)
      .executeTakeFirstOrThrow();
    assert.equal(learner.fname, ERASED_NAME);
    assert.ok(learner.erased_at);
    assert.deepEqual(
      lines.filter((l) => l.msg === 'retention: learner not erased').map((l) => l.obj),
      [{ learner: held, reason: ERASURE_REFUSALS.unusedCredits }],
    );
    const run = await server.db
      .selectFrom('lifecycle_runs')
      .select(['retention_day', 'erased_learners'])
      .where('retention_day', 'is not', null)
      .executeTakeFirstOrThrow();
    assert.deepEqual([String(run.retention_day), run.erased_learners], [londonDate(new Date()), 1]);
  });
});
