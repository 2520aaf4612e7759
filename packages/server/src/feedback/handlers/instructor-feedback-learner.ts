import { sql } from 'kysely';
import { FEEDBACK_REFUSALS, feedbackActions } from '@dss/contract';
import { ActionRefused, handle } from '../../wire/handler';
import { INSTRUCTOR, totals } from '../feedback-ratings';

/** The drill-down's summary for a learner rated by instructors. */
export const instructorFeedbackLearner = handle(feedbackActions.instructorFeedbackLearner, async (ctx, { id }) => {
  const row = await ctx.db
    .selectFrom('learners as l')
    .innerJoin('titles as t', 't.id', 'l.title_id')
    .leftJoin('feedbacks as f', (j) => j.onRef('f.stu_id', '=', 'l.student_id').on('f.direction', '=', INSTRUCTOR))
    .select([
      'l.student_id as stu_id',
      't.txt as title',
      'l.fname',
      'l.lname',
      sql<number>`count(f.feedback_id)::integer`.as('total_feedbacks'),
      sql<number>`(3 * count(f.feedback_id))::integer`.as('ratings'),
      totals.average.as('average'),
      totals.round_average.as('round_average'),
      sql<number>`count(DISTINCT f.adi_id)::integer`.as('total_instructors'),
    ])
    .where('l.student_id', '=', id)
    .groupBy(['l.student_id', 't.txt', 'l.fname', 'l.lname'])
    .executeTakeFirst();
  if (!row) throw new ActionRefused(FEEDBACK_REFUSALS.noLearner, 404);
  return row;
});
