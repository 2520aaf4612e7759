import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { build, signIn, type TestApp } from '../test-support/inject';
import { addInstructor } from '../test-support/school-fixtures';

describe("a polled action's conditional reply", () => {
  let server: TestApp;
  let clerk: string;
  before(async () => {
    server = await build();
    clerk = await signIn(server.url, 3, 'demo-clerk');
  });
  after(() => server.close());

  const poll = (etag?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/ctrouV2.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(etag ? { 'if-none-match': etag } : {}) },
      payload: new URLSearchParams({ token: clerk, notifications: '1' }).toString(),
    });

  it('answers 304 with no body while the counts are unchanged, and the new counts with a new tag once they change', async () => {
    const first = await poll();
    assert.equal(first.statusCode, 200);
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[\w-]+"$/);
    assert.equal(first.headers['cache-control'], 'private, no-cache');

    const again = await poll(etag);
    assert.equal(again.statusCode, 304);
    assert.equal(again.rawPayload.length, 0);
    assert.equal(again.headers.etag, etag);

    await addInstructor(server.db, { approved_at: null, approved_by: null, acc_state: 3 });
    const changed = await poll(etag);
    assert.equal(changed.statusCode, 200);
    assert.notEqual(changed.headers.etag, etag);
    assert.ok(changed.json().tot_pend_adis > first.json().tot_pend_adis);
  });

  it('still refuses a caller without a session before answering 304', async () => {
    const etag = String((await poll()).headers.etag);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/ctrouV2.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'if-none-match': etag },
      payload: new URLSearchParams({ token: 'nobody', notifications: '1' }).toString(),
    });
    assert.equal(res.statusCode, 401);
  });
});
