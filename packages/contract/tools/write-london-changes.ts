// Writes london-changes.ts from the time zone database (london-changes-from-library.ts):
//   node --import tsx packages/contract/tools/write-london-changes.ts
// after a Node or @date-fns/tz upgrade whose zone data moved London's clock changes (the
// contract's unit test says so when the table and the library disagree).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LONDON_TABLE_FROM_HOUR, LONDON_TABLE_UNTIL_HOUR } from '../src/time/london-changes';
import { londonChangeSteps, londonChangesFromLibrary } from '../src/time/london-changes-from-library';

const file = join(import.meta.dirname, '../src/time/london-changes.ts');
const steps = londonChangeSteps(
  londonChangesFromLibrary(LONDON_TABLE_FROM_HOUR, LONDON_TABLE_UNTIL_HOUR),
  LONDON_TABLE_FROM_HOUR,
);
writeFileSync(
  file,
  `// Written by packages/contract/tools/write-london-changes.ts from @date-fns/tz (the time zone database); not edited by hand.

/** The hours the table covers: UTC hours since 1970, from 1996-01-01 to 2100-01-01. */
export const LONDON_TABLE_FROM_HOUR = ${LONDON_TABLE_FROM_HOUR};
export const LONDON_TABLE_UNTIL_HOUR = ${LONDON_TABLE_UNTIL_HOUR};

/**
 * London's clock changes, so that a browser reads the offset of an instant without building an
 * Intl formatter (london.ts says why): for each, the hours since the one before (the first since
 * LONDON_TABLE_FROM_HOUR) and London's offset from UTC in minutes from then on.
 */
export const LONDON_CHANGE_STEPS: readonly number[] = ${JSON.stringify(steps)};
`,
);
execFileSync(join(import.meta.dirname, '../../../node_modules/.bin/prettier'), ['--write', '--log-level', 'warn', file]);
