/**
 * Simulates a driving school over time and emits consistent rows for every school table:
 * instructors join (some leave), learners register, pay for packages (one credit per hour),
 * are assigned an instructor, take weekly lessons in a weekly diary slot, sit theory, eye
 * and driving tests, give and receive feedback, complain, and depart. Final states are those
 * the lifecycle job would leave at `now` (past lessons complete and their credits used,
 * unused credits past their expiry forfeited), so running the job on the result changes
 * nothing. Deterministic from the seed. Used by the demo school and the large generator.
 *
 * No instructor or learner ever has two overlapping live lessons: each learner holds one
 * weekly (weekday, hour) slot of their instructor's diary for as long as they are assigned,
 * and moved lessons go to the instructor's off-slot hours (08:00, 16:00), tracked per day.
 *
 * This file only runs the phases in order; each phase lives in its own file named for what it
 * generates and shares the one SchoolContext (context.ts: random stream, clock, id counters,
 * what earlier phases left). To add a phase:
 *   1. write `<what-it-makes>.ts` exporting `async function xPhase(ctx: SchoolContext)` that
 *      calls `ctx.emit('<table>', { ... })` (rows are typed from db/tables.ts) and
 *      `await ctx.sink.flushPoint()` now and then when it writes many rows;
 *   2. add it to PHASES below, after the phases whose state it reads. Put it at the end to
 *      keep every earlier row of a seeded school as it is (the phases draw from one stream);
 *   3. a new table also needs its place in load.ts's LOAD_ORDER and IDENTITY_COLUMNS and
 *      in types.ts's DemoTable; a new id counter goes in SchoolContext.ids.
 * A showcase-only phase (demo rows for a screen) checks `ctx.shape.showcase`, so the large
 * benchmark school stays as it is.
 */
import { complaintsPhase } from './complaints';
import { SchoolContext } from './context';
import { financePhase } from './finance';
import { instructorDocumentsPhase } from './instructor-documents';
import { instructorPaymentsPhase } from './instructor-payments';
import { instructorsPhase } from './instructors';
import { learnersPhase } from './learners';
import { overviewsPhase } from './overviews';
import { learnerProgressPhase } from './learner-progress';
import type { FinanceCategoryIds, SchoolShape, SimulationCounts, Sink } from './types';

export type { DemoRow, DemoTable, Row, SchoolShape, SimulationCounts, Sink } from './types';

/** One step of the simulation; it may read what the phases before it left in the context. */
export interface Phase {
  name: string;
  run(ctx: SchoolContext): void | Promise<void>;
}

export const PHASES: readonly Phase[] = [
  { name: 'instructors, their documents, cars, franchises and diaries', run: instructorsPhase },
  { name: 'learners and their payments, credits, assignments, lessons, tests, feedback, departures', run: learnersPhase },
  { name: 'complaints and their updates', run: complaintsPhase },
  { name: 'instructor payments', run: instructorPaymentsPhase },
  { name: 'finance transactions and mileage', run: financePhase },
  { name: 'overview reports and e-mails', run: overviewsPhase },
  { name: "instructors' document files", run: instructorDocumentsPhase },
  { name: "learners' progress by the syllabus", run: learnerProgressPhase },
];

export class SchoolSimulation {
  private readonly shape: SchoolShape;
  private readonly sink: Sink;
  private ctx: SchoolContext | null = null;

  constructor(shape: SchoolShape, sink: Sink) {
    this.shape = shape;
    this.sink = sink;
  }

  /** Rows emitted per table by the last run. */
  get counts(): SimulationCounts {
    return this.ctx?.counts ?? {};
  }

  async run(categories: FinanceCategoryIds): Promise<void> {
    const ctx = (this.ctx = new SchoolContext(this.shape, this.sink, categories));
    for (const phase of PHASES) {
      await phase.run(ctx);
      await ctx.sink.flushPoint();
    }
  }
}
