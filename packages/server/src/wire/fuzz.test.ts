import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ALL_ACTIONS } from '@dss/contract';
import { describeFailures, runFuzz } from '../test-support/fuzz/runner';

// The short pass of `npm run fuzz`: a few bad payloads to every action of the contract, on the
// engine of this run. FUZZ_SEED varies the payloads; the full pass is the npm script.
const SEED = Number(process.env.FUZZ_SEED ?? 20190325);

describe('bad payloads to every action (short fuzz pass)', () => {
  it('never answers 5xx', { timeout: 120_000 }, async () => {
    const report = await runFuzz({ seed: SEED, perAction: 10, seconds: 25 });
    assert.equal(report.actions, ALL_ACTIONS.length);
    assert.ok(report.requests >= ALL_ACTIONS.length, `only ${report.requests} requests`);
    assert.equal(report.failures.length, 0, `seed ${SEED}, ${report.engine}:\n${describeFailures(report.failures)}`);
  });
});
