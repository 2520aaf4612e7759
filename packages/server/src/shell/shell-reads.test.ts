import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { build, post, signIn, type TestApp } from '../test-support/inject';

describe("the shell's reads", () => {
  let server: TestApp;
  let clerk: string;
  let admin: string;
  before(async () => {
    server = await build();
    clerk = await signIn(server.url, 3, 'demo-clerk');
    admin = await signIn(server.url, 1, 'demo-admin');
  });
  after(() => server.close());

  it('lists only active lesson plans', async () => {
    const before = (await post(server.url, 'ctrouV2.php', { token: clerk, lessonpacks: '1' })).json();
    assert.ok(before.length > 0);
    assert.ok(before.every((p: { status: number }) => p.status === 1));
    await server.db.updateTable('lesson_plans').set({ status: 0 }).where('plan_id', '=', before[0].plan_id).execute();
    const after = (await post(server.url, 'ctrouV2.php', { token: clerk, lessonpacks: '1' })).json();
    assert.equal(after.length, before.length - 1);
    assert.ok(!after.some((p: { plan_id: number }) => p.plan_id === before[0].plan_id));
    assert.match(after[0].plan_price, /^\d+\.\d{2}$/);
  });

  it('gives the quick information to office users and administrators alike', async () => {
    for (const token of [clerk, admin]) {
      const info = (await post(server.url, 'ctrouV2.php', { token, quickinfo: '1' })).json();
      assert.equal(info.address_lines.length, 7);
      assert.equal(info.opening_hours.length, 8);
      assert.equal(info.contact_details.length, 5);
      assert.equal(info.bank_details.length, 5);
    }
  });

  it('answers the four notification counts as numbers, and 403 to an administrator', async () => {
    const counts = (await post(server.url, 'ctrouV2.php', { token: clerk, notifications: '1' })).json();
    assert.deepEqual(Object.keys(counts).sort(), ['tot_act_comps', 'tot_pend_adis', 'tot_pend_learners', 'totl_pend_bookings']);
    assert.ok(Object.values(counts).every((n) => typeof n === 'number'));
    assert.equal((await post(server.url, 'ctrouV2.php', { token: admin, notifications: '1' })).status, 403);
  });

  it('serves the newest terms document of a kind as doc.pdf, and 404 for a kind with none', async () => {
    const res = await post(server.url, 'ctrouV2.php', { token: clerk, activetac: '1', tac: '1' });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    assert.match(res.headers.get('content-disposition') ?? '', /filename="doc.pdf"/);
    assert.equal(res.body.subarray(0, 5).toString(), '%PDF-');
    await server.db.deleteFrom('terms_documents').where('kind', '=', 2).execute();
    const none = await post(server.url, 'ctrouV2.php', { token: clerk, activetac: '1', tac: '2' });
    assert.equal(none.status, 404);
    assert.equal(none.json().result.text, 'No document has been uploaded for this yet.');
    assert.equal((await post(server.url, 'ctrouV2.php', { token: clerk, activetac: '1', tac: '9' })).status, 422);
  });
});
