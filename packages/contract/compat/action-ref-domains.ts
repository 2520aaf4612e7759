import type { ActionDef, ActionRef } from '../src/wire/action';
import * as audit from '../src/audit/actions';
import * as auth from '../src/auth/actions';
import * as dictionaries from '../src/dictionaries/actions';
import * as shell from '../src/shell/actions';

/**
 * The domains whose actions the shared api declares endpoints for, by the export name of their
 * refs in src/action-refs.ts: the api is loaded by the sign-in page, which loads no schemas.
 */
export const REF_DOMAINS = {
  authActionRefs: { module: 'auth', actions: auth },
  shellActionRefs: { module: 'shell', actions: shell },
  dictionaryActionRefs: { module: 'dictionaries', actions: dictionaries },
  auditActionRefs: { module: 'audit', actions: audit },
} satisfies Record<string, { module: string; actions: Record<string, ActionDef> }>;

/** A ref to an action: the declaration without its schemas. */
export function refOf<A extends ActionDef>(action: A): ActionRef<A> {
  const { request: _request, response: _response, ...ref } = action;
  return ref;
}
