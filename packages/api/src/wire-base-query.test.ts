import { z } from 'zod';
import { CREATED_ID_HEADER, defineAction, ENDPOINTS, type UserSession } from '@dss/contract';
import { createAppStore } from './store';
import { signedIn } from './session-slice';
import { actionMutation, actionQuery, injectDomainEndpoints } from './action-endpoints';
import { CLERK } from '@dss/test-support';

const list = defineAction<{ n: number }[]>()({
  field: 'wirelist',
  endpoint: ENDPOINTS.officeUser,
  permissions: ['user'],
  request: z.object({}),
  reply: 'json',
});
const save = defineAction<'SUCCESS'>()({
  field: 'wiresave',
  endpoint: ENDPOINTS.officeUser,
  permissions: ['user'],
  request: z.object({}),
  reply: 'success',
});
const create = defineAction<'SUCCESS'>()({
  field: 'wirecreate',
  endpoint: ENDPOINTS.officeAdmin,
  permissions: ['admin'],
  request: z.object({}),
  reply: 'created',
});
const signIn = defineAction<UserSession>()({
  field: 'wiresignin',
  endpoint: ENDPOINTS.login,
  permissions: null,
  request: z.object({}),
  reply: 'result',
});
const counts = defineAction<{ n: number }>()({
  field: 'wirecounts',
  endpoint: ENDPOINTS.officeUser,
  permissions: ['user'],
  request: z.object({}),
  reply: 'json',
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
  const posted: { url: string; body: URLSearchParams }[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    posted.push({ url: String(url), body: new URLSearchParams(init?.body as URLSearchParams) });
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
