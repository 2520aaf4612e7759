import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { keptLog } from '../test-support/kept-log';
import { ENGINE, openTestDb } from '../test-support/test-db';
import { scheduleLifecycle } from './schedule';

describe('stopping the lifecycle scheduler', () => {
  it('resolves once the run under way has ended, so the database closes after it', async () => {
    const t = await openTestDb(ENGINE);
    const { log, lines } = keptLog();
    try {
      const stop = scheduleLifecycle(t.db, log, { retentionYears: 6, mailer: { send: async () => {} } });
      await stop();
      // The first tick's last step on a new database is the day's retention run, which logs.
      assert.ok(
        lines.some((l) => l.msg === 'retention run'),
        'the tick under way ended before the stop resolved',
      );
    } finally {
      await t.close();
    }
    assert.deepEqual(
      lines.filter((l) => l.level === 'error'),
      [],
    );
  });
});
