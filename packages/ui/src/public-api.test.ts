import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiReportHash, compareApiReports, previousVersion, stepSuffices, versionStep } from '@dss/test-support';
import pkg from '../package.json';
import recorded from '../public-api.json';

// The API report (npm run api:report; scripts/api-reports.mjs --check keeps it current) is this
// package's public type surface. public-api.json records each version's report hash, and
// api-report/<version>.api.md its report (docs/decisions.md, issue 29).
const versions: Record<string, string> = recorded;
const read = (name: string) => readFileSync(join(__dirname, '../api-report', name), 'utf8');
const report = read('ui.api.md');

it('has a new version whenever its API report changes, so a remote built against a newer one is refused', () => {
  expect(`${pkg.version} ${apiReportHash(report)}`).toBe(`${pkg.version} ${versions[pkg.version]}`);
});

it('moved its version from the previous one by the step its API report needs', () => {
  const previous = previousVersion(Object.keys(versions), pkg.version);
  if (!previous) return; // the first version recorded
  const before = read(`${previous}.api.md`);
  expect(apiReportHash(before)).toBe(versions[previous]);
  const { step, ...declarations } = compareApiReports(before, report);
  const moved = versionStep(previous, pkg.version);
  const verdict = stepSuffices(moved, step)
    ? 'enough'
    : `${previous} → ${pkg.version} is a ${moved} step, the report needs a ${step}`;
  expect({ verdict, ...declarations }).toEqual({ verdict: 'enough', ...declarations });
});
