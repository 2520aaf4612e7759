import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { z } from 'zod';
import { ALL_ACTIONS, ENDPOINTS, defineAction, type ActionDef } from '@dss/contract';
import { fieldCollisions, registerEndpoints, requestKeys } from './dispatcher';
import { handle } from './handler';

const user = ENDPOINTS.officeUser;
const admin = ENDPOINTS.officeAdmin;
const act = (field: string, endpoint: ActionDef['endpoint'], request: z.ZodTypeAny): ActionDef =>
  defineAction({ field, endpoint, permissions: ['user'], request, reply: 'json', response: z.string() });

describe('action fields against request keys', () => {
  it('passes every action the server serves today', () => {
    assert.deepEqual(fieldCollisions(ALL_ACTIONS), []);
    for (const action of ALL_ACTIONS) assert.ok(requestKeys(action.request), action.field);
  });

  it('refuses an action field that is a request key of another action on the same endpoint', () => {
    const actions = [
      act('learnerlist', user, z.object({ learnerlist: z.string(), token: z.string(), search: z.string() })),
      act('search', user, z.object({ search: z.string(), token: z.string() })),
    ];
    assert.deepEqual(fieldCollisions(actions), ["'search' (ctrouV2.php) is also a request key of 'learnerlist'"]);
  });

  it('allows the same key on another endpoint', () => {
    const actions = [
      act('learnerlist', user, z.object({ learnerlist: z.string(), search: z.string() })),
      act('search', admin, z.object({ search: z.string() })),
    ];
    assert.deepEqual(fieldCollisions(actions), []);
  });

  it('reads the keys through refinements, transforms and pipelines', () => {
    const inner = z.object({ saveplan: z.string(), hours: z.string() });
    for (const request of [
      inner.refine(() => true),
      inner.superRefine(() => {}).transform((v) => v.hours),
      inner.pipe(z.object({ saveplan: z.string() })),
      inner.brand<'Plan'>(),
      inner.and(z.object({ token: z.string() })),
    ]) {
      const actions = [act('saveplan', user, request), act('hours', user, z.object({ hours: z.string() }))];
      assert.deepEqual(fieldCollisions(actions), ["'hours' (ctrouV2.php) is also a request key of 'saveplan'"]);
    }
    assert.deepEqual(requestKeys(inner.and(z.object({ token: z.string() }))), ['saveplan', 'hours', 'token']);
  });

  it('refuses a request whose keys cannot be read', () => {
    const actions = [act('rawtext', user, z.string())];
    assert.deepEqual(fieldCollisions(actions), [
      "'rawtext' (ctrouV2.php): its request is not a zod object, so its keys cannot be checked",
    ]);
  });

  it('stops the server from being built', () => {
    const actions = [
      act('learnerlist', user, z.object({ learnerlist: z.string(), search: z.string() })),
      act('search', user, z.object({ search: z.string() })),
    ];
    const handlers = actions.map((a) => handle(a, async () => 'x'));
    const app = Fastify();
    assert.throws(
      () => registerEndpoints(app, actions, handlers, {} as Parameters<typeof registerEndpoints>[3]),
      /Action fields that are request keys on the same endpoint:\n'search' \(ctrouV2.php\) is also a request key of 'learnerlist'/,
    );
  });
});
