import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sha512Hex } from '../auth/sha512';
import { advanceFields } from '../test-support/instructor-fixtures';
import { startServerProcess, type ServerProcess } from '../test-support/server-process';
import { post, signIn } from '../test-support/wire-client';
import { SKIP_IN_POSTGRES_PASS } from '../test-support/engine-passes';

/**
 * The real server at its most detailed log level, given every kind of secret the product
 * handles (passwords' digests, session and calendar feed tokens, bank details, sort codes, NI
 * numbers, DBS references), in requests that succeed and in requests it refuses: none reaches
 * its log.
 */
describe('the server log', { skip: SKIP_IN_POSTGRES_PASS }, () => {
  let server: ServerProcess;

  before(async () => {
    // PGlite in a folder of its own: the demo school is seeded, so there is an instructor to edit.
    server = await startServerProcess({
      databaseUrl: '',
      env: { LOG_LEVEL: 'trace', DATA_DIR: mkdtempSync(join(tmpdir(), 'dss-log-secrets-')) },
      keepOutput: true,
    });
  });
  after(() => server?.stop());

  it('never holds a password digest, a token, bank details, an NI number or a DBS reference', async () => {
    const wrongDigest = sha512Hex('not-the-password');
    assert.equal(
      (await post(server.url, 'loginctr.php', { loginid: '2', p: wrongDigest, staffweblogin: '1' })).json().result.code,
      0,
    );
    const token = await signIn(server.url, 2, 'demo-user');
    const bank = { crtbref: '98127634', scode: '091827', accno: '56473829', nino: 'QQ918273C', naob: 'Secretly Named' };
    const advance = { token, updateadiadvance: '1', ...advanceFields(1, bank) };
    assert.equal((await post(server.url, 'ctrouV2.php', advance)).text, 'SUCCESS');
    // refused: the same secrets with one field wrong, and a malformed NI number
    assert.equal((await post(server.url, 'ctrouV2.php', { ...advance, dob: 'not a date' })).status, 422);
    assert.equal((await post(server.url, 'ctrouV2.php', { ...advance, nino: 'QQ91827' })).status, 422);
    const newDigest = sha512Hex('A-new-Passw0rd!');
    const changed = await post(server.url, 'ctrouV2.php', {
      token,
      changeownpassword: '1',
      current: sha512Hex('demo-user'),
      p: newDigest,
    });
    // A fault's cause is in the server's log, which the assertion shows.
    const faults = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('unexpected fault'))
        .join('\n');
    assert.equal(changed.text, 'SUCCESS', `${changed.text}\n${faults()}`);
    // a calendar feed's address: its token is in the path of the feed's GET
    const feed = (await post(server.url, 'ctrouV2.php', { token, issueadicalendarfeed: '1', adiid: '1' })).json() as {
      path: string;
    };
    assert.equal((await fetch(`${server.url}${feed.path}`)).status, 200);
    const feedToken = feed.path.slice('/calendar/'.length, -'.ics'.length);
    await post(server.url, 'loginctr.php', { logout: token });

    const log = server.output();
    assert.match(log, /"msg":"answered"/, 'every request is logged');
    assert.match(log, /"url":"\/calendar\/\(token\)"/, 'the feed is logged without its token');
    for (const secret of [wrongDigest, token, newDigest, sha512Hex('demo-user'), feedToken, ...Object.values(bank)])
      assert.ok(!log.includes(secret), `${secret} is in the server log`);
  });

  it('writes one line per answered request, with its action, caller, status and time', async () => {
    const lines = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.msg === 'answered');
    // A request's line is written once its answer has gone, so the last one may still be on its way.
    for (let i = 0; i < 50 && !lines().some((line) => line.action === 'logout'); i++) await new Promise((r) => setTimeout(r, 20));
    const answered = lines();
    const advances = answered.filter((line) => line.action === 'updateadiadvance');
    assert.deepEqual(
      advances.map(({ method, url, status, staff }) => ({ method, url, status, staff })),
      [200, 422, 422].map((status) => ({ method: 'POST', url: '/api/ctrouV2.php', status, staff: 2 })),
    );
    for (const line of advances) assert.equal(typeof line.ms, 'number');
    const signIns = answered.filter((line) => line.url === '/api/loginctr.php');
    assert.equal(signIns.length, 3, 'the refused sign-in, the sign-in and the sign-out');
  });
});
