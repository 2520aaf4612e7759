// The wire's compatibility check (`npm test`'s contract stage) and its snapshot writer
// (`npm run contract:snapshot`). Each released version of the wire has its snapshot in
// wire-snapshots/VERSION.json; the current schemas must equal the current version's snapshot,
// and the step from the previous snapshot must fit the changes: a major for a breaking one, a
// minor for an addition (docs/decisions/versioned-wire.md).
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { wireChanges } from './breaking-changes';
import { fieldCollisions } from './field-collisions';
import { sortedKeys } from './sorted-keys';
import { currentWire, type WireSnapshot } from './wire-shapes';
import { requiredStep, stepBetween, versionOrder } from './version-steps';

const HERE = dirname(fileURLToPath(import.meta.url));
const SNAPSHOTS = join(HERE, '..', 'wire-snapshots');
const PACKAGE = join(HERE, '..', 'package.json');

function snapshotVersions(): string[] {
  if (!existsSync(SNAPSHOTS)) return [];
  return readdirSync(SNAPSHOTS)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort(versionOrder);
}

const read = (version: string): WireSnapshot => JSON.parse(readFileSync(join(SNAPSHOTS, `${version}.json`), 'utf8'));
const text = (wire: WireSnapshot) => `${JSON.stringify(sortedKeys(wire), null, 1)}\n`;
const list = (lines: string[]) => lines.map((line) => `  - ${line}`).join('\n');

/** Answers the problems that fail the stage (none: compatible and recorded). */
export function checkWire(): string[] {
  const wire = currentWire();
  const problems: string[] = [];
  const packageVersion = JSON.parse(readFileSync(PACKAGE, 'utf8')).version;
  if (packageVersion !== wire.version)
    problems.push(
      `packages/contract/package.json says ${packageVersion}, CONTRACT_VERSION says ${wire.version}: keep them equal.`,
    );

  const versions = snapshotVersions();
  const collisions = fieldCollisions();
  if (collisions.length) problems.push(`Action fields that are request fields on the same endpoint:\n${list(collisions)}`);

  const previous = versions.filter((v) => versionOrder(v, wire.version) < 0).pop();
  if (previous) {
    const changes = wireChanges(read(previous), wire);
    const step = requiredStep(changes);
    const taken = stepBetween(previous, wire.version);
    if (step === 'major' && taken !== 'major')
      problems.push(
        `Breaking changes since ${previous} need a new major version, not ${wire.version}:\n${list(changes.breaking)}`,
      );
    else if (step === 'minor' && taken === 'patch')
      problems.push(
        `Additions since ${previous} need at least a new minor version, not ${wire.version}:\n${list(changes.additive)}`,
      );
  }
  if (!versions.includes(wire.version)) {
    problems.push(
      `No snapshot of wire ${wire.version}: run npm run contract:snapshot and commit wire-snapshots/${wire.version}.json.`,
    );
  } else if (text(read(wire.version)) !== text(wire)) {
    const changes = wireChanges(read(wire.version), wire);
    const step = requiredStep(changes) ?? 'patch';
    problems.push(
      `The wire changed since its snapshot of ${wire.version}; move the version (${step} at least: CONTRACT_VERSION and ` +
        `packages/contract/package.json), then run npm run contract:snapshot.\n${list([...changes.breaking, ...changes.additive])}`,
    );
  }
  return problems;
}

/** Writes the current version's snapshot; a recorded version's snapshot never changes. */
function writeSnapshot(): void {
  const wire = currentWire();
  const file = join(SNAPSHOTS, `${wire.version}.json`);
  if (existsSync(file) && text(read(wire.version)) !== text(wire)) {
    console.error(
      `wire-snapshots/${wire.version}.json records another wire: move the version first (npm test's contract stage says which step).`,
    );
    process.exit(1);
  }
  mkdirSync(SNAPSHOTS, { recursive: true });
  writeFileSync(file, text(wire));
  console.log(`Wrote wire-snapshots/${wire.version}.json (${Object.keys(wire.actions).length} actions).`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === 'snapshot') writeSnapshot();
  else {
    const problems = checkWire();
    for (const problem of problems) console.error(`✖ ${problem}`);
    if (!problems.length) console.log(`Wire ${currentWire().version}: compatible with its snapshots.`);
    process.exit(problems.length ? 1 : 0);
  }
}
