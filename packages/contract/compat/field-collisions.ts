import { ALL_ACTIONS } from '../src/all-actions';
import type { ActionDef } from '../src/wire/action';
import { requestFields } from './wire-shapes';

/**
 * The server picks an action by which of its endpoint's action fields a form holds, so an action
 * whose `field` is a request field of another action on the same endpoint would take that
 * action's requests. Answers one line per such collision, and per request whose fields cannot be
 * read; the contract stage fails on any.
 */
export function fieldCollisions(actions: readonly ActionDef[] = ALL_ACTIONS): string[] {
  const problems: string[] = [];
  for (const action of actions) {
    const fields = requestFields(action);
    if (fields === null) {
      problems.push(
        `'${action.field}' (${action.endpoint}): its request is not an object of form fields, so its fields cannot be checked`,
      );
      continue;
    }
    for (const other of actions) {
      if (other !== action && other.endpoint === action.endpoint && other.field !== action.field && other.field in fields)
        problems.push(`'${other.field}' (${other.endpoint}) is also a request field of '${action.field}'`);
    }
  }
  return problems;
}
