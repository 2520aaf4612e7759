import { z } from 'zod';
import { defineAction, ENDPOINTS } from '@dss/contract';
import { actionMutation, injectDomainEndpoints } from './action-endpoints';
import { selectSaving } from './activity';
import { signedIn } from './session-slice';
import { createAppStore } from './store';
import { CLERK } from '@dss/test-support';

const save = (field: string) =>
  defineAction({
    field,
    endpoint: ENDPOINTS.officeUser,
    permissions: ['user'],
    request: z.object({}),
    reply: 'success',
  });
const activityApi = injectDomainEndpoints('activity', (build) => ({
  activityFormSave: actionMutation(build, save('activityform')),
  activityCalendarMove: actionMutation(build, save('activitymove'), { background: true }),
}));

// jsdom has no Response: the wire reads only these members of a save's answer.
const saved = { ok: true, status: 200, text: async () => 'SUCCESS' } as Response;

describe('the blocking busy dialog', () => {
  let release: () => void = () => {};
  beforeEach(() => {
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (release = () => resolve(saved)))) as typeof fetch;
  });

  function signedInStore() {
    localStorage.clear();
    const store = createAppStore();
    store.dispatch(signedIn(CLERK));
    return store;
  }

  it('shows while a form save is on its way', async () => {
    const store = signedInStore();
    const pending = store.dispatch(activityApi.endpoints.activityFormSave.initiate());
    expect(selectSaving(store.getState())).toBe(true);
    release();
    await pending;
    expect(selectSaving(store.getState())).toBe(false);
  });

  it('stays away during a background save such as a calendar move', async () => {
    const store = signedInStore();
    const pending = store.dispatch(activityApi.endpoints.activityCalendarMove.initiate());
    expect(selectSaving(store.getState())).toBe(false);
    release();
    await pending;
  });
});
