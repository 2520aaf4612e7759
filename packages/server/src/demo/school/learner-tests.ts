import { dayText } from '@dss/contract';
import { HOUR, isoOf, type SchoolContext } from './context';
import type { RowOut } from './types';

/**
 * A theory test a few days after the lesson on `day`: passed with 43 of 50 multiple-choice and 44
 * of 75 hazard-perception points. Answers the outcome, or null when its day is not past yet.
 */
export function theoryTest(ctx: SchoolContext, out: RowOut, stu: number, day: number): boolean | null {
  const { rng } = ctx;
  const tDay = day + rng.int(1, 6);
  if (tDay >= ctx.today) return null;
  const pass = rng.chance(0.72);
  const mcq = pass ? rng.int(43, 50) : rng.int(30, 50);
  const hp = pass ? rng.int(44, 75) : mcq >= 43 ? rng.int(25, 43) : rng.int(30, 70);
  const passed = mcq >= 43 && hp >= 44;
  out('theory_tests', {
    id: ++ctx.ids.theory,
    stu_id: stu,
    test_date: dayText(tDay),
    mcq_points: mcq,
    hp_points: hp,
    outcome: passed ? 1 : 0,
    recorded_at: isoOf(Math.min(ctx.at(tDay, 18), ctx.now - HOUR)),
    recorded_by: ctx.staff(),
  });
  return passed;
}

/** The eye test an instructor records at a completed lesson, and its next step. */
export function eyeTest(ctx: SchoolContext, out: RowOut, stu: number, adi: number, day: number, endMs: number): void {
  const { rng } = ctx;
  const pass = rng.chance(0.93);
  out('eye_tests', {
    id: ++ctx.ids.eye,
    stu_id: stu,
    tested_on: dayText(day),
    adi_id: adi,
    outcome: pass ? 1 : 0,
    next_step: pass
      ? rng.weighted([
          [1, 5],
          [2, 2],
        ] as const)
      : rng.weighted([
          [3, 3],
          [4, 2],
          [5, 1],
        ] as const),
    recorded_at: isoOf(Math.min(endMs + 2 * HOUR, ctx.now - 60_000)),
    recorded_by: ctx.staff(),
  });
}

/**
 * The practical test taken in the lesson slot (`attempt` from 1), passed by chance or, for a
 * learner whose pass is planned, from attempt `passAt` on. Answers whether passed.
 */
export function drivingTest(
  ctx: SchoolContext,
  out: RowOut,
  lesson: { stu: number; adi: number; startMs: number; endMs: number },
  attempt: number,
  passAt: number | null,
): boolean {
  const { rng } = ctx;
  const chance = rng.chance(attempt === 1 ? 0.47 : 0.55);
  const pass = passAt === null ? chance : attempt >= passAt;
  out('driving_tests', {
    id: ++ctx.ids.driving,
    stu_id: lesson.stu,
    adi_id: lesson.adi,
    test_at: isoOf(lesson.startMs),
    outcome: pass ? 1 : 0,
    recorded_at: isoOf(Math.min(lesson.endMs + rng.int(1, 30) * HOUR, ctx.now - 60_000)),
    recorded_by: ctx.staff(),
  });
  return pass;
}
