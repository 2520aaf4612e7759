/** A learner's lessons that did not go ahead, counted from their bookings history (beyond the spec). */
export interface LessonOutcomeCounts {
  byLearner: number;
  /** of those, the ones that cost the credit (late, under the policy of the day) */
  byLearnerForfeited: number;
  bySchool: number;
  noShows: number;
  noShowsForfeited: number;
}

const CANCELLED = 3;
const NO_SHOW = 4;

export function lessonOutcomeCounts(
  rows: readonly { status: number; cancelled_by: 'learner' | 'school' | null; credit_forfeited: boolean }[],
): LessonOutcomeCounts {
  const counts: LessonOutcomeCounts = { byLearner: 0, byLearnerForfeited: 0, bySchool: 0, noShows: 0, noShowsForfeited: 0 };
  for (const row of rows) {
    if (row.status === CANCELLED && row.cancelled_by === 'school') counts.bySchool += 1;
    else if (row.status === CANCELLED && row.cancelled_by === 'learner') {
      counts.byLearner += 1;
      if (row.credit_forfeited) counts.byLearnerForfeited += 1;
    } else if (row.status === NO_SHOW) {
      counts.noShows += 1;
      if (row.credit_forfeited) counts.noShowsForfeited += 1;
    }
  }
  return counts;
}

const creditsLost = (n: number) => (n === 0 ? '' : ` (credit lost on ${n})`);

/**
 * The line over the learner's bookings history: 'Cancelled by the learner: 3 (credit lost on 1) ·
 * Cancelled by the school: 1 · No-shows: 2 (credit lost on 2)'. Cancellations from before who
 * cancelled was recorded (the spec's own Canceled state) are in neither party's count.
 */
export function lessonOutcomeLine(counts: LessonOutcomeCounts): string {
  return [
    `Cancelled by the learner: ${counts.byLearner}${creditsLost(counts.byLearnerForfeited)}`,
    `Cancelled by the school: ${counts.bySchool}`,
    `No-shows: ${counts.noShows}${creditsLost(counts.noShowsForfeited)}`,
  ].join(' · ');
}
