import { DAY, HOUR, isoOf, type SchoolContext } from './context';
import type { RowOut } from './types';

/**
 * Feedback on a completed lesson, each way (learner about the instructor, instructor about the
 * learner): three questions from different groups, rated around one mood. Recent lessons have
 * less, since feedback comes in over the following days.
 */
export function lessonFeedback(
  ctx: SchoolContext,
  out: RowOut,
  bookingId: number,
  stu: number,
  adi: number,
  endMs: number,
): void {
  const { rng } = ctx;
  const recent = endMs > ctx.now - 10 * DAY;
  for (const [direction, p, groups] of [
    [1, 0.35, ctx.shape.learnerQuestions],
    [2, 0.25, ctx.shape.instructorQuestions],
  ] as const) {
    if (!groups.length || !rng.chance((recent ? p / 4 : p) * ctx.shape.feedbackRate)) continue;
    const at = endMs + rng.int(2, 96) * HOUR;
    if (at >= ctx.now) continue;
    const qs = groups.length >= 3 ? rng.sample(groups, 3).map((g) => rng.pick(g)) : rng.sample(groups.flat(), 3);
    if (qs.length < 3) continue;
    const base = rng.weighted([
      [5, 5],
      [4, 4],
      [3, 2],
      [2, 1],
      [1, 0.5],
    ] as const);
    const r = () =>
      Math.max(
        1,
        Math.min(
          5,
          base +
            rng.weighted([
              [0, 6],
              [-1, 2],
              [1, 1],
            ] as const),
        ),
      );
    out('feedbacks', {
      feedback_id: ++ctx.ids.feedback,
      booking_id: bookingId,
      direction,
      stu_id: stu,
      adi_id: adi,
      q1_id: qs[0]!,
      q1_rating: r(),
      q2_id: qs[1]!,
      q2_rating: r(),
      q3_id: qs[2]!,
      q3_rating: r(),
      recorded_at: isoOf(at),
      recorded_by: ctx.staff(),
    });
  }
}
