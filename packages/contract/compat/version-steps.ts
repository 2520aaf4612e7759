import type { WireChanges } from './breaking-changes';

type Step = 'major' | 'minor' | 'patch';

function parts(version: string): [number, number, number] {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`'${version}' is not a version (MAJOR.MINOR.PATCH).`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Sorts versions oldest first. */
export function versionOrder(a: string, b: string): number {
  const [x, y] = [parts(a), parts(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** The version step a set of changes needs: a major for a breaking one, a minor for an addition. */
export function requiredStep(changes: WireChanges): Step | null {
  if (changes.breaking.length) return 'major';
  return changes.additive.length ? 'minor' : null;
}

/** The step taken from one version to a later one. */
export function stepBetween(from: string, to: string): Step {
  const [a, b] = [parts(from), parts(to)];
  if (b[0] !== a[0]) return 'major';
  return b[1] !== a[1] ? 'minor' : 'patch';
}
