import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiReportHash, compareApiReports, previousVersion, stepSuffices, versionStep } from './versioned-exports';

/**
 * The tests that hold a shared package's version to its API report (npm run api:report;
 * scripts/api-reports.mjs --check keeps the report current): public-api.json records each
 * version's report hash, and api-report/<version>.api.md its report
 * (docs/decisions/singleton-versions-from-their-api-reports.md).
 */
export function versionFollowsApiReport(packageDir: string, reportName: string) {
  const read = (file: string) => readFileSync(join(packageDir, file), 'utf8');
  const { version } = JSON.parse(read('package.json')) as { version: string };
  const versions = JSON.parse(read('public-api.json')) as Record<string, string>;
  const report = read(`api-report/${reportName}`);

  it('has a new version whenever its API report changes, so a remote built against a newer one is refused', () => {
    expect(`${version} ${apiReportHash(report)}`).toBe(`${version} ${versions[version]}`);
  });

  it('moved its version from the previous one by the step its API report needs', () => {
    const previous = previousVersion(Object.keys(versions), version);
    if (!previous) return; // the first version recorded
    const before = read(`api-report/${previous}.api.md`);
    expect(apiReportHash(before)).toBe(versions[previous]);
    const { step, ...declarations } = compareApiReports(before, report);
    const moved = versionStep(previous, version);
    const verdict = stepSuffices(moved, step)
      ? 'enough'
      : `${previous} → ${version} is a ${moved} step, the report needs a ${step}`;
    expect({ verdict, ...declarations }).toEqual({ verdict: 'enough', ...declarations });
  });
}
