import { lessonOutcomeCounts, lessonOutcomeLine } from './lesson-outcomes';

const row = (status: number, cancelled_by: 'learner' | 'school' | null = null, credit_forfeited = false) => ({
  status,
  cancelled_by,
  credit_forfeited,
});

describe("a learner's lessons that did not go ahead", () => {
  it('counts cancellations by party and no-shows, with the ones that cost the credit', () => {
    const counts = lessonOutcomeCounts([
      row(1),
      row(5),
      row(3, 'learner'),
      row(3, 'learner', true),
      row(3, 'school'),
      row(4, null, true),
      row(4),
      // cancelled before who cancelled was kept: in neither party's count
      row(3),
    ]);
    expect(counts).toEqual({ byLearner: 2, byLearnerForfeited: 1, bySchool: 1, noShows: 2, noShowsForfeited: 1 });
    expect(lessonOutcomeLine(counts)).toBe(
      'Cancelled by the learner: 2 (credit lost on 1) · Cancelled by the school: 1 · No-shows: 2 (credit lost on 1)',
    );
  });

  it('reads all noughts for a learner whose every lesson went ahead', () => {
    expect(lessonOutcomeLine(lessonOutcomeCounts([row(1), row(2), row(5)]))).toBe(
      'Cancelled by the learner: 0 · Cancelled by the school: 0 · No-shows: 0',
    );
  });
});
