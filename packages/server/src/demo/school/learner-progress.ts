import { HOUR, isoOf, type SchoolContext } from './context';

/** The syllabus topics 027_learner_progress.sql seeds, ids 1 to 24 in teaching order. */
const TOPICS = 24;
const INDEPENDENT = 5;

/**
 * The level a learner has reached on topic `k` (0 first) after `lessons` taken lessons: a topic is
 * begun every lesson and a half, in the syllabus's order, and rises a level every three lessons.
 * A learner who passed the test is Independent on every topic.
 */
export function demoLevel(k: number, lessons: number, passed: boolean): number {
  if (passed) return INDEPENDENT;
  return Math.max(0, Math.min(INDEPENDENT, Math.floor((lessons - 1.5 * k) / 3) + 1));
}

/**
 * Showcase only: every learner's progress record, one recording per level reached, tied to the
 * taken lesson it was reached at and recorded by the office half an hour after it. Runs last, so
 * its draws from the random stream (who recorded it) leave every earlier row as it was.
 */
export function learnerProgressPhase(ctx: SchoolContext): void {
  if (!ctx.shape.showcase) return;
  for (const [stu, lessons] of ctx.takenLessons) {
    const passed = ctx.passedLearners.has(stu);
    for (let k = 0; k < TOPICS; k++) {
      const reached = demoLevel(k, lessons.length, passed);
      for (let level = 1; level <= reached; level++) {
        const at = Math.min(lessons.length - 1, Math.ceil(1.5 * k + 3 * (level - 1)));
        const lesson = lessons[at]!;
        ctx.emit('learner_progress', {
          id: ++ctx.ids.progress,
          stu_id: stu,
          topic_id: k + 1,
          level,
          booking_id: lesson.booking,
          note: null,
          recorded_at: isoOf(Math.min(lesson.endMs + HOUR / 2, ctx.now - 60_000)),
          recorded_by: ctx.staff(),
        });
      }
    }
  }
}
