import { parseArgs } from 'node:util';
import { seedSchool } from '../../demo/seed-school';
import { describeFailures, runFuzz } from './runner';

/**
 * npm run fuzz [-- --seed N --per-action N --seconds N --only a,b --small]: the full pass over
 * every action of the contract, on PGlite or, with DATABASE_URL, on a new PostgreSQL database.
 * Seeds the demo school unless --small. Exits 1 on any 5xx, thrown error or unanswered request.
 */
const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    'per-action': { type: 'string', default: '200' },
    seconds: { type: 'string', default: '600' },
    only: { type: 'string', default: '' },
    small: { type: 'boolean', default: false },
  },
});
const seed = Number(values.seed);
const perAction = Number(values['per-action']);
const seconds = Number(values.seconds);
if (![seed, perAction, seconds].every((n) => Number.isInteger(n) && n >= 0)) {
  console.error('--seed, --per-action and --seconds take whole numbers.');
  process.exit(2);
}

console.log(`fuzz: seed ${seed}, at most ${perAction} cases per action, ${seconds} s`);
const report = await runFuzz({
  seed,
  perAction,
  seconds,
  only: values.only ? values.only.split(',') : undefined,
  school: values.small ? undefined : (db) => seedSchool(db, { seed: 20190325, today: new Date() }),
  progress: (line) => console.log(line),
});
const statuses = Object.entries(report.statuses)
  .sort()
  .map(([s, n]) => `${s}×${n}`)
  .join(', ');
console.log(
  `\n${report.engine}: ${report.requests} requests to ${report.actions} actions in ${report.seconds} s ` +
    `(${report.cut} cut short by the time budget); statuses ${statuses}`,
);
if (report.failures.length) {
  console.error(`\n${report.failures.length} failures (rerun with --seed ${seed}):\n${describeFailures(report.failures)}`);
  process.exit(1);
}
console.log('no 5xx');
process.exit(0);
