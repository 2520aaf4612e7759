import { z } from 'zod';
import {
  CONTRACT_SKEW_TEXT,
  CONTRACT_VERSION,
  CONTRACT_VERSION_HEADER,
  CREATED_ID_HEADER,
  defineAction,
  ENDPOINTS,
  UserSession,
} from '@dss/contract';
import { createAppStore } from './store';
import { shellApi } from './shell-endpoints';
import { signedIn } from './session-slice';
import { REPLY_DRIFT_TEXT } from './wire-base-query';
import { actionMutation, actionQuery, injectDomainEndpoints } from './action-endpoints';
import { CLERK } from '@dss/test-support';

const list = defineAction({
  field: 'wirelist',
  endpoint: ENDPOINTS.officeUser,
  permissions: ['user'],
  request: z.object({}),
  reply: 'json',
  response: z.array(z.object({ n: z.number() })),
});
const save = defineAction({
  field: 'wiresave',
  endpoint: ENDPOINTS.officeUser,
  permissions: ['user'],
  request: z.object({}),
  reply: 'success',
});
const create = defineAction({
  field: 'wirecreate',
  endpoint: ENDPOINTS.officeAdmin,
  permissions: ['admin'],
  request: z.object({}),
  reply: 'created',
});
const signIn = defineAction({
  field: 'wiresignin',
  endpoint: ENDPOINTS.login,
  permissions: null,
  request: z.object({}),
  reply: 'result',
  response: UserSession,
});
const counts = defineAction({
  field: 'wirecounts',
  endpoint: ENDPOINTS.officeUser,
  permissions: ['user'],
  request: z.object({}),
  reply: 'json',
  response: z.object({ n: z.number() }),
  polled: true,
});
const wireApi = injectDomainEndpoints('wire', (build) => ({
  wireList: actionQuery(build, list),
  wireCounts: actionQuery(build, counts),
  wireSave: actionMutation(build, save),
  wireCreate: actionMutation(build, create),
  wireSignIn: actionMutation(build, signIn),
}));

function answer(status: number, body: string, headers: Record<string, string> = {}) {
  const posted: { url: string; body: URLSearchParams; headers: Headers }[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    posted.push({
      url: String(url),
      body: new URLSearchParams(init?.body as URLSearchParams),
      headers: new Headers(init?.headers),
    });
    return {
      ok: status < 300,
      status,
      statusText: '',
      headers: new Headers(headers),
      text: async () => body,
      json: async () => JSON.parse(body),
    } as Response;
  }) as typeof fetch;
  return posted;
}

function signedInStore() {
  localStorage.clear();
  const store = createAppStore();
  store.dispatch(signedIn(CLERK));
  return store;
}

describe('the wire base query', () => {
  it('posts the token and the action field as form data to the action endpoint', async () => {
    const posted = answer(200, '[{"n":1}]');
    const store = signedInStore();
    const result = await store.dispatch(wireApi.endpoints.wireList.initiate());
    expect(result.data).toEqual([{ n: 1 }]);
    expect(posted[0]!.url).toBe('/api/ctrouV2.php');
    expect(posted[0]!.body.get('token')).toBe(CLERK.token);
    expect(posted[0]!.body.get('wirelist')).toBe('1');
  });

  it('names the contract version the calling app was built with on every call', async () => {
    const posted = answer(200, 'SUCCESS');
    await signedInStore().dispatch(wireApi.endpoints.wireSave.initiate());
    expect(posted[0]!.headers.get(CONTRACT_VERSION_HEADER)).toBe(CONTRACT_VERSION);
  });

  it("marks the screen's wire outdated when the server refuses its version for another major", async () => {
    answer(409, JSON.stringify({ result: { code: 0, text: CONTRACT_SKEW_TEXT } }), { [CONTRACT_VERSION_HEADER]: '99.0.0' });
    const store = signedInStore();
    const result = await store.dispatch(wireApi.endpoints.wireList.initiate());
    expect('error' in result && result.error).toEqual({ status: 409, text: CONTRACT_SKEW_TEXT });
    expect(store.getState().session.wireOutdated).toBe(true);
    expect(store.getState().session.user).not.toBeNull();
  });

  it('leaves an ordinary 409 refusal of a business rule to the screen', async () => {
    answer(409, JSON.stringify({ result: { code: 0, text: 'Already booked.' } }), {
      [CONTRACT_VERSION_HEADER]: CONTRACT_VERSION,
    });
    const store = signedInStore();
    const result = await store.dispatch(wireApi.endpoints.wireSave.initiate());
    expect('error' in result && result.error).toMatchObject({ status: 409, text: 'Already booked.' });
    expect(store.getState().session.wireOutdated).toBe(false);
  });

  it('fails a call whose JSON reply does not match its declared schema, outside production builds', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    answer(200, '[{"n":"1"}]');
    const result = await signedInStore().dispatch(wireApi.endpoints.wireList.initiate());
    expect('error' in result && result.error).toEqual({ status: 200, text: REPLY_DRIFT_TEXT });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('0.n: Invalid input: expected number, received string'));
    logged.mockRestore();
  });

  it("checks a reply of an action sent by ref (the api's own) against its declaration in the contract", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    answer(200, '[{"id":1}]');
    const result = await signedInStore().dispatch(shellApi.endpoints.shellLessonPacks.initiate());
    expect('error' in result && result.error).toEqual({ status: 200, text: REPLY_DRIFT_TEXT });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("The reply of 'lessonpacks' does not match"));
    logged.mockRestore();
  });

  it('treats any answer other than SUCCESS as a failed save', async () => {
    answer(200, 'ERROR');
    const store = signedInStore();
    const result = await store.dispatch(wireApi.endpoints.wireSave.initiate());
    expect('error' in result && result.error).toMatchObject({ text: 'ERROR' });
  });

  it("reads a created record's id from its header beside the SUCCESS word", async () => {
    answer(200, 'SUCCESS', { [CREATED_ID_HEADER]: '14' });
    const result = await signedInStore().dispatch(wireApi.endpoints.wireCreate.initiate());
    expect(result.data).toEqual({ word: 'SUCCESS', id: 14 });
  });

  it('still counts a creating save as done when its header is missing', async () => {
    answer(200, 'SUCCESS');
    const result = await signedInStore().dispatch(wireApi.endpoints.wireCreate.initiate());
    expect(result.data).toEqual({ word: 'SUCCESS', id: null });
  });

  it.each([401, 403, 405])('ends the session once on HTTP %i', async (status) => {
    answer(status, '{"result":{"code":0,"text":"No."}}');
    const store = signedInStore();
    let endings = 0;
    let previous = store.getState().session.user;
    store.subscribe(() => {
      const user = store.getState().session.user;
      if (previous && !user) endings += 1;
      previous = user;
    });
    await Promise.all([
      store.dispatch(wireApi.endpoints.wireList.initiate()),
      store.dispatch(wireApi.endpoints.wireSave.initiate()),
    ]);
    expect(endings).toBe(1);
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().session.endedByServer).toBe(true);
    expect(localStorage.getItem('dss.session')).toBeNull();
  });

  it('fails a sign-in whose answer is not its JSON envelope (a proxy error page) without throwing', async () => {
    answer(502, '<html>Bad gateway</html>');
    const result = await createAppStore().dispatch(wireApi.endpoints.wireSignIn.initiate());
    expect('error' in result && result.error).toMatchObject({ status: 502 });
  });

  it("sends a polled action's ETag back and keeps its last reply when the server answers 304", async () => {
    const sent: (string | null)[] = [];
    const replies = [
      { status: 200, etag: '"one"', body: '{"n":1}' },
      { status: 304, etag: '"one"', body: '' },
      { status: 200, etag: '"two"', body: '{"n":2}' },
    ];
    global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('If-None-Match'));
      const r = replies.shift()!;
      return {
        ok: r.status < 300,
        status: r.status,
        statusText: '',
        headers: new Headers({ ETag: r.etag }),
        json: async () => JSON.parse(r.body),
      } as Response;
    }) as typeof fetch;
    const store = signedInStore();
    const first = await store.dispatch(wireApi.endpoints.wireCounts.initiate(undefined, { forceRefetch: true }));
    const unchanged = await store.dispatch(wireApi.endpoints.wireCounts.initiate(undefined, { forceRefetch: true }));
    const changed = await store.dispatch(wireApi.endpoints.wireCounts.initiate(undefined, { forceRefetch: true }));
    expect(sent).toEqual([null, '"one"', '"one"']);
    expect(first.data).toEqual({ n: 1 });
    expect(unchanged.data).toBe(first.data);
    expect(changed.data).toEqual({ n: 2 });
  });
});
