import { z } from 'zod';
import { defineAction, ENDPOINTS, idField, jsonText, optionalText } from '@dss/contract';
import { actionMutation, actionQuery, actionUpload, injectDomainEndpoints } from './action-endpoints';
import { auditApi } from './audit-endpoints';
import { shellApi } from './shell-endpoints';
import { signedIn } from './session-slice';
import { createAppStore } from './store';
import { encodeFields } from './wire-encoding';
import { CLERK } from '@dss/test-support';

const office = { endpoint: ENDPOINTS.officeUser, permissions: ['user'] } as const;
const update = defineAction({
  field: 'typedupdate',
  ...office,
  request: z.object({
    studentid: idField('Learner is required.'),
    note: optionalText(),
    slots: jsonText(z.array(z.object({ start: z.string(), hours: z.number() })), 'Slots are not valid.'),
  }),
  reply: 'success',
});
const search = defineAction({
  field: 'typedsearch',
  ...office,
  request: z.object({ keyword: optionalText() }),
  reply: 'json',
  response: z.array(z.object({ n: z.number() })),
});
const listAll = defineAction({
  field: 'typedlist',
  ...office,
  request: z.object({}),
  reply: 'json',
  response: z.array(z.string()),
});
const pdf = defineAction({ field: 'typedpdf', ...office, request: z.object({ id: idField('Id') }), reply: 'file' });

const typedApi = injectDomainEndpoints('typed', (build) => ({
  typedUpdate: actionMutation(build, update, { invalidates: (_r, _e, arg) => [{ type: 'Learners', id: Number(arg.studentid) }] }),
  typedSearch: actionQuery(build, search, { provides: ['Learners'] }),
  typedList: actionQuery(build, listAll, { transformResponse: (names) => names.length }),
  typedUpload: actionUpload(build, update),
}));

/**
 * Type tests: each `@ts-expect-error` line must fail to compile, so the types stage fails when
 * the typing of endpoint arguments regresses. They are never run.
 */
export function typeChecks() {
  const save = typedApi.endpoints.typedUpdate.initiate;
  save({ studentid: 5, slots: [{ start: '2026-11-23T10:00', hours: 1 }] });
  save({ studentid: '5', note: 'x', slots: [] });
  // @ts-expect-error a misspelt field is not a field of the action
  save({ studnetid: '5', slots: [] });
  // @ts-expect-error unknown keys are refused
  save({ studentid: '5', slots: [], bogus: 'x' });
  // @ts-expect-error required fields stay required
  save({ note: 'x', slots: [] });
  // @ts-expect-error a JSON field takes the value itself, not text
  save({ studentid: '5', slots: '[]' });
  // @ts-expect-error the action's own field is added by the base query
  save({ studentid: '5', slots: [], typedupdate: '1' });

  typedApi.endpoints.typedSearch.initiate();
  typedApi.endpoints.typedSearch.initiate({ keyword: 'patel' });
  // @ts-expect-error optional fields keep their type
  typedApi.endpoints.typedSearch.initiate({ keyword: ['patel'] });
  typedApi.endpoints.typedList.initiate();
  // @ts-expect-error an action without fields takes none
  typedApi.endpoints.typedList.initiate({ any: 1 });
  const count: number | undefined = typedApi.endpoints.typedList.select()(createAppStore().getState()).data;

  typedApi.endpoints.typedUpload.initiate({ fields: { studentid: 1, slots: [] }, files: [] });
  // @ts-expect-error upload fields are checked too
  typedApi.endpoints.typedUpload.initiate({ fields: { studentid: 1 }, files: [] });

  injectDomainEndpoints('typedfile', (build) => ({
    // @ts-expect-error a file answer never enters the cache: it is called with useFileAction
    typedfilePdf: actionQuery(build, pdf),
  }));
  return count;
}

/**
 * The api's own endpoints, typed by name (`MutationOf<typeof authActions.login>`, …) rather than
 * inferred, check their arguments the same way, through `initiate` and the hooks alike.
 */
export function namedEndpointChecks(
  login: ReturnType<typeof shellApi.useShellLoginMutation>[0],
  history: typeof auditApi.useAuditRecordHistoryQuery,
) {
  shellApi.endpoints.shellLogin.initiate({ loginid: '7', p: 'abc' });
  // @ts-expect-error a sign-in needs its password
  shellApi.endpoints.shellLogin.initiate({ loginid: '7' });
  // @ts-expect-error the user id is one value, not a list
  shellApi.endpoints.shellLogin.initiate({ loginid: ['7'], p: 'abc' });
  // @ts-expect-error unknown keys are refused
  shellApi.endpoints.shellLogin.initiate({ loginid: '7', p: 'abc', staffweblogin: '1' });
  void login({ loginid: 7, p: 'abc' });
  // @ts-expect-error the hook's trigger checks the fields too
  void login({ loginid: '7', password: 'abc' });
  shellApi.endpoints.shellNotifications.initiate();
  // @ts-expect-error the bell's count takes no fields
  shellApi.endpoints.shellNotifications.initiate({ any: 1 });
  history({ kind: 'learner', id: 5 });
  // @ts-expect-error the record's id is one value, not a list
  history({ kind: 'learner', id: [5] });
  // @ts-expect-error a History needs its record
  history({ kind: 'staff' });
}

describe('typed calls', () => {
  it('encodes numbers, booleans, lists and objects for the wire and names the action', () => {
    expect(
      encodeFields(
        { action: update, fields: { studentid: 5, flag: true, off: false, slots: [{ a: 1 }], skip: undefined } },
        'tok',
      ),
    ).toEqual({ studentid: '5', flag: '1', off: '0', slots: '[{"a":1}]', typedupdate: '1', token: 'tok' });
  });

  it('keeps a value the action carries in its own field', () => {
    const carrying = { ...update, field: 'req' };
    expect(encodeFields({ action: carrying, fields: { req: 7 } }, undefined)).toEqual({ req: '7' });
  });

  it('posts what the screen passed, encoded, and refreshes the saved record by id', async () => {
    const posted: URLSearchParams[] = [];
    global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      posted.push(new URLSearchParams(init?.body as URLSearchParams));
      return { ok: true, status: 200, text: async () => 'SUCCESS' } as Response;
    }) as typeof fetch;
    localStorage.clear();
    const store = createAppStore();
    store.dispatch(signedIn(CLERK));
    const result = await store.dispatch(
      typedApi.endpoints.typedUpdate.initiate({ studentid: 12, slots: [{ start: '2026-11-23T10:00', hours: 1 }] }),
    );
    expect(result.data).toBe('SUCCESS');
    expect(Object.fromEntries(posted[0]!)).toEqual({
      studentid: '12',
      slots: '[{"start":"2026-11-23T10:00","hours":1}]',
      typedupdate: '1',
      token: CLERK.token,
    });
  });
});
