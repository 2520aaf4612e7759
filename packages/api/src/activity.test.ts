import { z } from 'zod';
import { defineAction, ENDPOINTS } from '@dss/contract';
import { waitFor } from '@testing-library/react';
import { actionMutation, actionQuery, injectDomainEndpoints } from './action-endpoints';
import { selectLoading, selectSaving } from './activity';
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
  activityList: actionQuery(
    build,
    defineAction({
      field: 'activitylist',
      endpoint: ENDPOINTS.officeUser,
      permissions: ['user'],
      request: z.object({}),
      reply: 'json',
      response: z.array(z.string()),
    }),
  ),
}));

// jsdom has no Response: the wire reads only these members of a save's answer.
const saved = { ok: true, status: 200, text: async () => 'SUCCESS' } as Response;

const listed = { ok: true, status: 200, json: async () => ['L1'] } as Response;

/** Holds each fetch until `release()`, which answers it with `reply`. */
function heldFetch(reply: Response) {
  const held = { release: () => {} };
  beforeEach(() => {
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (held.release = () => resolve(reply)))) as typeof fetch;
  });
  return held;
}

function signedInStore() {
  localStorage.clear();
  const store = createAppStore();
  store.dispatch(signedIn(CLERK));
  return store;
}

describe('the blocking busy dialog', () => {
  const fetchCall = heldFetch(saved);

  it('shows while a form save is on its way', async () => {
    const store = signedInStore();
    const pending = store.dispatch(activityApi.endpoints.activityFormSave.initiate());
    expect(selectSaving(store.getState())).toBe(true);
    fetchCall.release();
    await pending;
    expect(selectSaving(store.getState())).toBe(false);
  });

  it('stays away during a background save such as a calendar move', async () => {
    const store = signedInStore();
    const pending = store.dispatch(activityApi.endpoints.activityCalendarMove.initiate());
    expect(selectSaving(store.getState())).toBe(false);
    fetchCall.release();
    await pending;
  });
});

describe('the background progress bar', () => {
  const fetchCall = heldFetch(listed);

  it('stays away while a prefetch, which nothing shows yet, is on its way', async () => {
    const store = signedInStore();
    const pending = store.dispatch(activityApi.endpoints.activityList.initiate(undefined, { subscribe: false }));
    // RTK Query copies subscriptions into the store within 500 ms: a second is past that.
    await new Promise((settled) => setTimeout(settled, 1000));
    expect(store.getState().api.queries['activityList(undefined)']?.status).toBe('pending');
    expect(selectLoading(store.getState())).toBe(false);
    fetchCall.release();
    await pending;
  });

  it('shows while a list that something subscribes to loads, a prefetched one included', async () => {
    const store = signedInStore();
    void store.dispatch(activityApi.endpoints.activityList.initiate(undefined, { subscribe: false }));
    const screen = store.dispatch(activityApi.endpoints.activityList.initiate());
    await waitFor(() => expect(selectLoading(store.getState())).toBe(true), { timeout: 5000 });
    fetchCall.release();
    await screen;
    expect(selectLoading(store.getState())).toBe(false);
    screen.unsubscribe();
  });
});
