import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ALL_ACTIONS, type ActionDef } from '@dss/contract';
import { casesFor } from './payloads';

/** The fields of an action's baseline case, as its form body carries them (the token left out). */
function baselineFields(action: ActionDef): Record<string, string> {
  const [baseline] = casesFor(action, 1, 1);
  assert.equal(baseline?.label, 'baseline');
  return Object.fromEntries(new URLSearchParams(baseline.encode(undefined).body.toString()));
}

/**
 * The actions the generator builds no accepted request for yet: Add Instructor, whose second car's
 * details a rule across fields requires. Their bad values still reach the fields' own checks, not
 * the handler. A shorter list is progress: take the action out.
 */
const NO_ACCEPTED_BASELINE = ['addadiinofficeadvancedv2'];

describe('the fuzzer’s payloads', () => {
  it('start from a request the action accepts, for every action but those it knows no accepted values for', () => {
    const refused = ALL_ACTIONS.filter((action) => !action.request.safeParse(baselineFields(action)).success);
    assert.deepEqual(refused.map((action) => action.field).sort(), NO_ACCEPTED_BASELINE);
  });
});
