/**
 * Large-school generator for benchmarks: ten years of a school with 50,000 learners, 500
 * instructors and about 2,000,000 bookings, with consistent payments, credits, tests,
 * feedback, complaints and finance, loaded into PGlite (default) or PostgreSQL.
 *
 *   npm run seed:large                         # PGlite in data/large-school (replaced)
 *   npm run seed:large -- --scale 0.02         # 2% of the size, for a quick try
 *   DATABASE_URL=postgres://... npm run seed:large   # an empty PostgreSQL database
 *   options: --scale N, --seed N, --data-dir DIR, --database-url URL, --keep-constraints
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import type { Database } from '../../db/tables';
import { SchoolSimulation } from '../school/engine';
import { withoutDerivedTriggers } from '../school/derived-triggers';
import { BatchSink, LOAD_ORDER, resetIdentities } from '../school/load';
import { prepareReferenceData } from '../school/reference-data';
import type { SchoolShape } from '../school/types';
import { seedPlatform } from '../seed-platform';
import { dropSecondaryIndexes, maySkipChecks } from './deferred-indexes';

export const LARGE_SHAPE = {
  instructors: 500,
  pendingInstructors: 8,
  learners: 50_000,
  historyDays: 3652,
  futureDays: 28,
  complaintsPerLearner: 0.12,
  overviewMonths: 12,
  targetLessons: [30, 70],
  feedbackRate: 0.35,
} satisfies Partial<SchoolShape>;

/**
 * The two exclusion constraints are checked row by row through GiST indexes, the slowest part
 * of a bulk load; they are dropped during the load and added back (which re-checks every row)
 * at the end, unless keepConstraints.
 */
const EXCLUSIONS = [
  ['bookings_adi_no_overlap', 'adi_id'],
  ['bookings_stu_no_overlap', 'stu_id'],
] as const;

export async function loadLargeSchool(
  db: Kysely<Database>,
  opts: { scale: number; seed: number; now: Date; keepConstraints?: boolean; log?: (line: string) => void },
): Promise<{ counts: Record<string, number>; seconds: Record<string, number> }> {
  const log = opts.log ?? (() => {});
  const seconds: Record<string, number> = {};
  const timed = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const result = await fn();
    seconds[label] = (performance.now() - t0) / 1000;
    log(`${label}: ${seconds[label]!.toFixed(1)} s`);
    return result;
  };
  const staff = await db.selectFrom('staff').select('id').executeTakeFirst();
  if (staff) throw new Error('The target database already holds a school; use an empty one.');
  await seedPlatform(db);
  const { shapeInputs, categories } = await prepareReferenceData(db);
  if (!opts.keepConstraints) {
    for (const [name] of EXCLUSIONS) await sql`ALTER TABLE bookings DROP CONSTRAINT ${sql.ref(name)}`.execute(db);
  }
  const scaled = (n: number) => Math.max(1, Math.round(n * opts.scale));
  let lastLog = 0;
  const unchecked = await maySkipChecks(db);
  if (!unchecked) log('not a superuser: rows are loaded with their triggers and foreign-key checks (slower)');
  const sink = new BatchSink(db, {
    threshold: 60_000,
    unchecked,
    onFlush: (written) => {
      if (written - lastLog >= 500_000) {
        lastLog = written;
        log(`  ${written.toLocaleString('en-GB')} rows written`);
      }
    },
  });
  const buildIndexes = await dropSecondaryIndexes(db, LOAD_ORDER);
  const sim = new SchoolSimulation(
    {
      ...LARGE_SHAPE,
      ...shapeInputs,
      instructors: Math.max(10, scaled(LARGE_SHAPE.instructors)),
      pendingInstructors: Math.max(2, scaled(LARGE_SHAPE.pendingInstructors)),
      learners: scaled(LARGE_SHAPE.learners),
      seed: opts.seed,
      now: opts.now,
      finance: 'light',
      showcase: false,
    },
    sink,
  );
  await timed('generate and insert rows', () =>
    withoutDerivedTriggers(db, async () => {
      await sim.run(categories);
      await sink.flush();
      // before the bell's flags are computed from these tables
      await timed('build indexes', buildIndexes);
    }),
  );
  await timed('reset identities', () => resetIdentities(db));
  if (!opts.keepConstraints) {
    await timed('re-add no-overlap constraints', async () => {
      for (const [name, column] of EXCLUSIONS) {
        await sql`ALTER TABLE bookings ADD CONSTRAINT ${sql.ref(name)} EXCLUDE USING gist (
            ${sql.ref(column)} WITH =, tstzrange(lesson_starts, lesson_end, '[)') WITH &&
          ) WHERE (booking_state IN (1, 2, 4, 5)) DEFERRABLE INITIALLY IMMEDIATE`.execute(db);
      }
    });
  }
  await timed('analyze', () => sql`ANALYZE`.execute(db).then(() => undefined));
  return { counts: sim.counts, seconds };
}

async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '1' },
      seed: { type: 'string', default: '20190325' },
      'data-dir': { type: 'string', default: 'data/large-school' },
      'database-url': { type: 'string' },
      'keep-constraints': { type: 'boolean', default: false },
    },
  });
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
  const dataDir = resolve(values['data-dir']!);
  if (!databaseUrl) rmSync(dataDir, { recursive: true, force: true });
  const started = performance.now();
  const { db, engine, close } = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  console.log(`Large school on ${engine}${databaseUrl ? '' : ` (${dataDir})`}, scale ${values.scale}`);
  try {
    await migrate(db);
    const { counts } = await loadLargeSchool(db, {
      scale: Number(values.scale),
      seed: Number(values.seed),
      now: new Date(),
      keepConstraints: values['keep-constraints'],
      log: (line) => console.log(line),
    });
    const total = (performance.now() - started) / 1000;
    for (const table of [
      'instructors',
      'learners',
      'learner_payments',
      'credits',
      'assignments',
      'bookings',
      'booking_moves',
      'theory_tests',
      'driving_tests',
      'eye_tests',
      'departures',
      'feedbacks',
      'complaints',
      'complaint_updates',
      'instructor_payments',
      'finance_transactions',
      'mileage',
      'overview_reports',
    ]) {
      console.log(`  ${table.padEnd(22)} ${(counts[table] ?? 0).toLocaleString('en-GB').padStart(12)}`);
    }
    const rows = Object.values(counts).reduce((s, n) => s + n, 0);
    console.log(
      `Loaded ${rows.toLocaleString('en-GB')} rows into ${engine} in ${total.toFixed(1)} s (${Math.round(rows / total).toLocaleString('en-GB')} rows/s).`,
    );
  } finally {
    await close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
