import { createAppStore, dictionaryApi, shellApi, signedIn } from '@dss/api';
import { dictionaryActions, shellActions } from '@dss/contract';
import { DICTIONARIES, TITLES } from './fixtures';
import { answer, mockWire, refuse } from './wire-mock';
import { CLERK } from './sessions';

function signedInStore() {
  localStorage.clear();
  const store = createAppStore();
  store.dispatch(signedIn(CLERK));
  return store;
}

describe('the contract-built wire mock', () => {
  it("answers an action by its declaration and records the call with the session's token", async () => {
    const wire = mockWire(...DICTIONARIES);
    const result = await signedInStore().dispatch(dictionaryApi.endpoints.dictionaryTitles.initiate());
    expect(result.data).toEqual(TITLES);
    expect(wire.calls).toHaveLength(1);
    expect(wire.calls[0]).toMatchObject({ action: dictionaryActions.titles, token: CLERK.token, fields: { loadtitles: '1' } });
  });

  it("answers 422 with the contract's messages when a screen sends fields the action refuses", async () => {
    mockWire();
    const result = await signedInStore().dispatch(
      shellApi.endpoints.shellChangePassword.initiate({ current: 'plain', p: 'plain' }),
    );
    expect(result.error).toMatchObject({ status: 422, errors: { current: expect.any(String), p: expect.any(String) } });
  });

  it('fails a read the test did not answer, naming the action', async () => {
    mockWire();
    const result = await signedInStore().dispatch(shellApi.endpoints.shellQuickInfo.initiate());
    expect(result.error).toMatchObject({ status: 500, text: "No answer for 'quickinfo' in this test." });
  });

  it('answers refusals with their status and text', async () => {
    const wire = mockWire(answer(shellActions.notifications, () => refuse(409, 'Moved on.')));
    const result = await signedInStore().dispatch(shellApi.endpoints.shellNotifications.initiate());
    expect(result.error).toMatchObject({ status: 409, text: 'Moved on.' });
    expect(wire.sent(shellActions.notifications)).toEqual([{ notifications: '1' }]);
  });
});
