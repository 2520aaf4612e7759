import { createHash } from 'node:crypto';

/**
 * The kit and the api are shared singletons whose version remotes require
 * (packages/build/webpack-app.mjs), so their versions move with their public type surface: the
 * API Extractor report `api-report/<pkg>.api.md` (npm run api:report). public-api.json records
 * each version's report hash, and `api-report/<version>.api.md` its report, which the next
 * version's step is judged against (docs/decisions/singleton-versions-from-their-api-reports.md).
 */

/** The version step a change of the report needs. */
export type ApiStep = 'none' | 'minor' | 'major';
export type VersionStep = ApiStep | 'patch';

/** What public-api.json records per version: sha256 of the report (LF line endings), 16 hex. */
export function apiReportHash(report: string): string {
  return createHash('sha256').update(lf(report)).digest('hex').slice(0, 16);
}

/**
 * The step from one report to the next, on its declarations (each import, each re-export, each
 * declaration by name with its overloads; comments such as release tags and warnings do not count):
 * one removed or its text changed ⇒ major, only some added ⇒ minor, the same ⇒ none. An interface
 * that only gained optional members is `extended`, a minor: code written against it before still
 * compiles and runs, whether it passes such an object (props) or receives one. Any other change to
 * an interface, a required member added included, is a major.
 */
export function compareApiReports(
  previous: string,
  current: string,
): { step: ApiStep; added: string[]; removed: string[]; changed: string[]; extended: string[] } {
  const before = declarations(previous);
  const after = declarations(current);
  const added = [...after.keys()].filter((key) => !before.has(key));
  const removed = [...before.keys()].filter((key) => !after.has(key));
  const different = [...before.keys()].filter((key) => after.has(key) && after.get(key) !== before.get(key));
  const extended = different.filter((key) => onlyOptionalMembersAdded(before.get(key)!, after.get(key)!));
  const changed = different.filter((key) => !extended.includes(key));
  const step = removed.length || changed.length ? 'major' : added.length || extended.length ? 'minor' : 'none';
  return { step, added, removed, changed, extended };
}

const OPTIONAL_MEMBER = /^\s+(?:readonly\s+)?[\w$]+\?(?:\(|:)/;

/** An interface whose old lines all stand, in order, in the new one, every other line an optional member. */
function onlyOptionalMembersAdded(before: string, after: string): boolean {
  const old = before.split('\n');
  const now = after.split('\n');
  if (!/^export\s+(?:declare\s+)?interface\s/.test(old[0]!) || old[0] !== now[0]) return false;
  let next = 0;
  for (const line of now) {
    if (next < old.length && line === old[next]) next++;
    else if (!OPTIONAL_MEMBER.test(line)) return false;
  }
  return next === old.length;
}

/** The step between two versions (x.y.z). */
export function versionStep(from: string, to: string): VersionStep {
  const [a, b] = [from, to].map((version) => version.split('.').map(Number));
  if (a![0] !== b![0]) return 'major';
  if (a![1] !== b![1]) return 'minor';
  return a![2] !== b![2] ? 'patch' : 'none';
}

/** The highest recorded version below `version`, if any. */
export function previousVersion(recorded: readonly string[], version: string): string | undefined {
  const order = (x: string, y: string) => {
    const [a, b] = [x, y].map((v) => v.split('.').map(Number));
    return a![0]! - b![0]! || a![1]! - b![1]! || a![2]! - b![2]!;
  };
  return recorded
    .filter((v) => order(v, version) < 0)
    .sort(order)
    .at(-1);
}

/** Whether moving the version by `moved` is enough for a report change that needs `needed`. */
export function stepSuffices(moved: VersionStep, needed: ApiStep): boolean {
  const rank: Record<VersionStep, number> = { none: 0, patch: 1, minor: 2, major: 3 };
  return rank[moved] >= rank[needed];
}

const lf = (text: string) => text.replace(/\r\n?/g, '\n');

const DECLARATION =
  /^(?:export\s+)?(?:declare\s+)?(?:default\s+)?(?:abstract\s+)?(?:const|let|var|function|class|interface|type|enum|namespace|module)\s+([\w$]+)/;
const STATEMENT = /^(?:import\s|export\s*[{*])/;

/** A report's TypeScript block, split at blank lines into declarations, keyed by name. */
function declarations(report: string): Map<string, string> {
  const text = lf(report);
  const body = /^```ts\n([\s\S]*?)^```/m.exec(text)?.[1] ?? text;
  const chunks: string[][] = [];
  for (const block of body.split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((line) => line.trim() && !line.trim().startsWith('//'));
    if (!lines.length) continue;
    // A line that starts no declaration continues the one before (a type literal may hold a blank line).
    if (chunks.length && !DECLARATION.test(lines[0]!) && !STATEMENT.test(lines[0]!)) chunks.at(-1)!.push(...lines);
    else chunks.push(lines);
  }
  const found = new Map<string, string>();
  for (const lines of chunks) {
    if (!DECLARATION.test(lines[0]!)) {
      // Imports and re-exports: each line is its own entry, the line its key.
      for (const line of lines) found.set(line.trim(), line.trim());
      continue;
    }
    const key = DECLARATION.exec(lines[0]!)![1]!;
    const text = lines.map((line) => line.trimEnd()).join('\n');
    // Overloads keep one entry, in their order.
    found.set(key, found.has(key) ? `${found.get(key)}\n${text}` : text);
  }
  return found;
}
