import { sql } from 'kysely';
import { FEEDBACK_REFUSALS, feedbackActions } from '@dss/contract';
import { ActionRefused, handle } from '../../wire/handler';
import { LEARNER, totals } from '../feedback-ratings';

/** The drill-down's summary: the instructor, feedbacks, average and how many learners rated them. */
export const learnerFeedbackInstructor = handle(feedbackActions.learnerFeedbackInstructor, async (ctx, { id }) => {
  const row = await ctx.db
    .selectFrom('instructors as i')
    .innerJoin('titles as t', 't.id', 'i.title_id')
    .leftJoin('feedbacks as f', (j) => j.onRef('f.adi_id', '=', 'i.adi_id').on('f.direction', '=', LEARNER))
    .select([
      'i.adi_id',
      't.txt as title',
      'i.fname',
      'i.lname',
      sql<number>`count(f.feedback_id)::integer`.as('total_feedbacks'),
      sql<number>`(3 * count(f.feedback_id))::integer`.as('ratings'),
      totals.average.as('average'),
      totals.round_average.as('round_average'),
      sql<number>`count(DISTINCT f.stu_id)::integer`.as('total_learners'),
    ])
    .where('i.adi_id', '=', id)
    .groupBy(['i.adi_id', 't.txt', 'i.fname', 'i.lname'])
    .executeTakeFirst();
  if (!row) throw new ActionRefused(FEEDBACK_REFUSALS.noInstructor, 404);
  return row;
});
