import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminActions, ENDPOINTS } from '@dss/contract';
import { build, post, signIn, type TestApp } from '../test-support/inject';

describe('the administration actions', () => {
  let server: TestApp;
  let clerk: string;
  let user: string;
  before(async () => {
    server = await build();
    clerk = await signIn(server.url, 3, 'demo-clerk');
    user = await signIn(server.url, 2, 'demo-user');
  });
  after(() => server.close());

  const actions = Object.values(adminActions);

  it('are all on ctroaV2.php and need admin', () => {
    for (const action of actions) {
      assert.equal(action.endpoint, ENDPOINTS.officeAdmin, action.field);
      assert.deepEqual(action.permissions, ['admin'], action.field);
    }
  });

  it('answer 401 without a token and 403 to office users', async () => {
    for (const action of actions) {
      const fields = { [action.field]: '1' };
      assert.equal((await post(server.url, 'ctroaV2.php', fields)).status, 401, action.field);
      assert.equal((await post(server.url, 'ctroaV2.php', { ...fields, token: 'not-a-token' })).status, 401, action.field);
      for (const token of [clerk, user]) {
        assert.equal((await post(server.url, 'ctroaV2.php', { ...fields, token })).status, 403, action.field);
      }
    }
  });
});
