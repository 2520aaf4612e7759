// The flakiness check: npm test's unit and e2e stages run several times in a row while one busy
// process per core competes with them for the CPU, as on a loaded CI machine. The build and the
// skew builds are made once, before the load starts: the check is about the tests, not the builds.
// Usage: node scripts/test-under-load.mjs [RUNS]   (3 unless said)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { run, runCaptured } from './workspace.mjs';

const RUNS = Number(process.argv[2] ?? 3);
// The busy loops end by themselves after this long, should this script be killed before it stops them.
const LOAD_LIMIT_MS = 3 * 60 * 60 * 1000;

run('node', ['scripts/build.mjs'], { label: 'the build' });
const skewDir = mkdtempSync(join(tmpdir(), 'dss-skew-'));
run('node', ['e2e/skew/prepare-skew.mjs', skewDir], { label: 'the skew builds' });

const busy = Array.from({ length: availableParallelism() }, () =>
  spawn(process.execPath, ['-e', `const end = Date.now() + ${LOAD_LIMIT_MS}; while (Date.now() < end);`], {
    stdio: 'ignore',
  }),
);
console.log(`${busy.length} busy loops started, one per core`);

const results = [];
try {
  for (let i = 1; i <= RUNS; i++) {
    console.log(`\n══ run ${i} of ${RUNS} under load ══`);
    const t0 = Date.now();
    const { code, output } = await runCaptured('node', ['scripts/test.mjs', 'unit', 'e2e'], {
      env: { DSS_SKEW_DIR: skewDir },
    });
    const counts = output.trim().split('\n').pop();
    const stages = output.match(/^Stages: .*$/m)?.[0] ?? '';
    results.push(
      `run ${i}: ${code === 0 ? 'green' : 'RED'}, ${counts}, ${((Date.now() - t0) / 60000).toFixed(1)} min (${stages})`,
    );
  }
} finally {
  for (const loop of busy) loop.kill();
  rmSync(skewDir, { recursive: true, force: true });
}

console.log(`\nUnder load (${busy.length} busy loops on ${availableParallelism()} cores):\n  ${results.join('\n  ')}`);
process.exit(results.every((line) => line.includes(': green,')) ? 0 : 1);
