import { z } from 'zod';
import { ALL_ACTIONS } from '../src/all-actions';
import { ENDPOINTS } from '../src/wire/endpoints';
import { defineAction, type ActionDef } from '../src/wire/action';
import { fieldCollisions } from './field-collisions';
import { requestFields } from './wire-shapes';

const user = ENDPOINTS.officeUser;
const admin = ENDPOINTS.officeAdmin;
const act = (field: string, endpoint: ActionDef['endpoint'], request: z.ZodTypeAny): ActionDef =>
  defineAction({ field, endpoint, permissions: ['user'], request, reply: 'json', response: z.string() });

describe('action fields against request fields', () => {
  it('passes every action of the contract', () => {
    expect(fieldCollisions(ALL_ACTIONS)).toEqual([]);
    for (const action of ALL_ACTIONS) expect(requestFields(action)).not.toBeNull();
  });

  it('refuses an action field that is a request field of another action on the same endpoint', () => {
    const actions = [
      act('learnerlist', user, z.object({ learnerlist: z.string(), token: z.string(), search: z.string() })),
      act('search', user, z.object({ search: z.string(), token: z.string() })),
    ];
    expect(fieldCollisions(actions)).toEqual(["'search' (ctrouV2.php) is also a request field of 'learnerlist'"]);
  });

  it("reads only the request's own fields, not what every object inherits", () => {
    const actions = [
      act('learnerlist', user, z.object({ learnerlist: z.string(), search: z.string() })),
      act('toString', user, z.object({ page: z.string() })),
    ];
    expect(fieldCollisions(actions)).toEqual([]);
  });

  it('allows the same field on another endpoint', () => {
    const actions = [
      act('learnerlist', user, z.object({ learnerlist: z.string(), search: z.string() })),
      act('search', admin, z.object({ search: z.string() })),
    ];
    expect(fieldCollisions(actions)).toEqual([]);
  });

  it('reads the fields through refinements, transforms, pipelines, preprocessing, brands and intersections', () => {
    const inner = z.object({ saveplan: z.string(), hours: z.string() });
    for (const request of [
      inner.refine(() => true),
      inner.superRefine(() => {}).transform((v) => v.hours),
      inner.pipe(z.object({ saveplan: z.string(), hours: z.string() }).transform((v) => v.saveplan)),
      z.preprocess((raw) => raw, inner),
      inner.brand<'Plan'>(),
      inner.and(z.object({ token: z.string() })),
    ]) {
      const actions = [act('saveplan', user, request), act('hours', user, z.object({ hours: z.string() }))];
      expect(fieldCollisions(actions)).toEqual(["'hours' (ctrouV2.php) is also a request field of 'saveplan'"]);
    }
    const both = act('saveplan', user, inner.and(z.object({ token: z.string() })));
    expect(Object.keys(requestFields(both) ?? {})).toEqual(['saveplan', 'hours', 'token']);
  });

  it('refuses a request whose fields cannot be read', () => {
    expect(fieldCollisions([act('rawtext', user, z.string())])).toEqual([
      "'rawtext' (ctrouV2.php): its request is not an object of form fields, so its fields cannot be checked",
    ]);
  });
});
