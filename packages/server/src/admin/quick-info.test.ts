import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { quickInfoKeys, quickInfoToForm, type QuickInfo } from '@dss/contract';
import { build, post, signIn, type TestApp } from '../test-support/inject';

describe('quick information', () => {
  let server: TestApp;
  let admin: string;
  let clerk: string;
  before(async () => {
    server = await build();
    admin = await signIn(server.url, 1, 'demo-admin');
    clerk = await signIn(server.url, 3, 'demo-clerk');
  });
  after(() => server.close());
  const load = async (): Promise<QuickInfo> =>
    (await post(server.url, 'ctroaV2.php', { token: admin, loadquickinfo: '1' })).json();
  const save = (frm: unknown) =>
    post(server.url, 'ctroaV2.php', {
      token: admin,
      savequickinfo: '1',
      frm: typeof frm === 'string' ? frm : JSON.stringify(frm),
    });

  it('loads the whole record with its row counts', async () => {
    const info = await load();
    assert.equal(info.address_lines.length, 7);
    assert.equal(info.opening_hours.length, 8);
    assert.equal(info.contact_details.length, 5);
    assert.equal(info.bank_details.length, 5);
  });

  it('saves the whole form, which the footer then reads', async () => {
    const form = quickInfoToForm(await load());
    form.addr1 = '1 New Street';
    form.day7 = 'Bank holidays';
    form.time7 = '10:00 - 13:00';
    form.cvalue2 = 'hello@school.invalid';
    form.bank2 = '112233';
    assert.equal((await save(form)).text, 'SUCCESS');
    const footer: QuickInfo = (await post(server.url, 'ctrouV2.php', { token: clerk, quickinfo: '1' })).json();
    assert.equal(footer.address_lines[1], '1 New Street');
    assert.deepEqual(footer.opening_hours[7], { label: 'Bank holidays', time: '10:00 - 13:00' });
    assert.equal(footer.contact_details[2]!.value, 'hello@school.invalid');
    assert.equal(footer.bank_details[2], '112233');
  });

  it('keeps empty rows empty and refuses values over their limits', async () => {
    assert.equal((await save({})).text, 'SUCCESS');
    const empty = await load();
    assert.deepEqual(empty.address_lines, Array(7).fill(''));
    assert.equal(empty.opening_hours.length, 8);
    const tooLong = await save({ [quickInfoKeys.address[5]!]: 'E7 9HZ 12345' });
    assert.equal(tooLong.status, 422);
    assert.equal(tooLong.json().result.errors.frm, 'Postcode can be at most 9 characters long.');
    assert.equal((await save({ bank2: '12345678901' })).json().result.errors.frm, 'Sort Code can be at most 10 characters long.');
    assert.equal((await save('not json')).json().result.errors.frm, 'Quick information is not valid.');
  });
});
