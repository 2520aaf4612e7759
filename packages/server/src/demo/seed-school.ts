import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { withoutDerivedTriggers } from './school/derived-triggers';
import { SchoolSimulation } from './school/engine';
import { pointRecordsAtTheirDocuments } from './school/instructor-documents';
import { BatchSink, resetIdentities } from './school/load';
import { prepareReferenceData } from './school/reference-data';
import type { SchoolShape } from './school/types';

/** Size of the demo school. */
export const DEMO_SHAPE = {
  instructors: 15,
  pendingInstructors: 3,
  learners: 200,
  historyDays: 500,
  futureDays: 28,
  complaintsPerLearner: 0.14,
  overviewMonths: 6,
  targetLessons: [18, 48],
  feedbackRate: 1,
} satisfies Partial<SchoolShape>;

/**
 * The demo school: about 15 instructors (3 pending), 200 learners, their payments, credits,
 * assignments, bookings over the last 12 months and the next 4 weeks, tests, departures,
 * feedback, complaints, franchise payments, finance and overview records. Deterministic from
 * `seed`; `today` is the moment the school is seeded at. Runs after seedPlatform (staff,
 * lesson plans, quick information and terms documents exist).
 */
export async function seedSchool(db: Kysely<Database>, opts: { seed: number; today: Date }): Promise<void> {
  const { shapeInputs, categories } = await prepareReferenceData(db);
  const sink = new BatchSink(db, { threshold: 100_000 });
  const sim = new SchoolSimulation(
    { ...DEMO_SHAPE, ...shapeInputs, seed: opts.seed, now: opts.today, finance: 'full', showcase: true },
    sink,
  );
  await withoutDerivedTriggers(db, async () => {
    await sim.run(categories);
    await sink.flush();
  });
  await pointRecordsAtTheirDocuments(db);
  await resetIdentities(db);
}
