import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { REPORT_MESSAGES } from '@dss/contract';
import { build, post, signIn, type TestApp } from '../test-support/inject';
import { sessionNoticesHeard } from '../test-support/session-notices';

const FIELDS = ['financialreport', 'managementreport', 'feedbackreport', 'complaintsreport', 'instructorreport'];
const MARCH = { reportNo: '1', start: '2025-03-01', end: '2025-03-31' };

describe('report actions: who may ask, and what they may ask', () => {
  let app: TestApp;
  let reporter: string;
  let clerk: string;
  let admin: string;
  const call = (fields: Record<string, string>, token = reporter) => post(app.url, 'ctrouV2.php', { token, ...fields });
  const errors = async (fields: Record<string, string>) => {
    const res = await call(fields);
    assert.equal(res.status, 422, res.text);
    return res.json().result.errors;
  };

  before(async () => {
    app = await build();
    reporter = await signIn(app.url, 2, 'demo-user');
    clerk = await signIn(app.url, 3, 'demo-clerk');
    admin = await signIn(app.url, 1, 'demo-admin');
  });
  after(() => app.close());

  it('answers 401 without a token, 403 without the reports privilege and 403 to an administrator', async () => {
    for (const field of FIELDS) {
      assert.equal((await post(app.url, 'ctrouV2.php', { [field]: '1', ...MARCH })).status, 401, field);
      assert.equal((await call({ [field]: '1', ...MARCH }, clerk)).status, 403, field);
      assert.equal((await call({ [field]: '1', ...MARCH }, admin)).status, 403, field);
      assert.equal((await call({ [field]: '1', ...MARCH })).status, 200, field);
    }
  });

  it('answers 403 once the reports privilege is taken away', async () => {
    await app.db.deleteFrom('staff_privileges').where('staff_id', '=', 2).where('privilege_id', '=', 12).execute();
    await sessionNoticesHeard(app.appDb);
    try {
      assert.equal((await call({ managementreport: '1', ...MARCH })).status, 403);
    } finally {
      await app.db.insertInto('staff_privileges').values({ staff_id: 2, privilege_id: 12 }).execute();
      await sessionNoticesHeard(app.appDb);
    }
    assert.equal((await call({ managementreport: '1', ...MARCH })).status, 200);
  });

  it('refuses report numbers outside each list, and the disabled financial 5', async () => {
    const last = { financialreport: 6, managementreport: 22, feedbackreport: 8, complaintsreport: 7, instructorreport: 12 };
    for (const [field, count] of Object.entries(last)) {
      for (const reportNo of ['0', String(count + 1), 'x', '']) {
        assert.deepEqual(
          await errors({ [field]: '1', ...MARCH, reportNo }),
          { reportNo: REPORT_MESSAGES.reportNo },
          `${field} ${reportNo}`,
        );
      }
      assert.equal((await call({ [field]: '1', ...MARCH, reportNo: String(count) })).status, 200, field);
    }
    assert.deepEqual(await errors({ financialreport: '1', ...MARCH, reportNo: '5' }), { reportNo: REPORT_MESSAGES.reportNo });
  });

  it('refuses a missing, invalid, reversed or too early range', async () => {
    const ask = (start: string, end: string) => errors({ managementreport: '1', reportNo: '1', start, end });
    assert.deepEqual(await ask('', ''), { start: REPORT_MESSAGES.start, end: REPORT_MESSAGES.end });
    assert.deepEqual(await ask('2025-02-30', '2025-13-01'), { start: REPORT_MESSAGES.start, end: REPORT_MESSAGES.end });
    assert.deepEqual(await ask('2025-03-31', '2025-03-01'), { end: REPORT_MESSAGES.order });
    assert.deepEqual(await ask('2019-03-24', '2019-04-30'), { start: REPORT_MESSAGES.tooEarly });
    assert.equal((await call({ managementreport: '1', reportNo: '1', start: '2019-03-25', end: '2019-03-25' })).status, 200);
  });
});
