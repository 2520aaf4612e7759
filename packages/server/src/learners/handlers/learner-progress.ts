import { learnerProgressActions, progressReadiness, type LearnerProgress } from '@dss/contract';
import { schoolClock } from '../../lifecycle/school-clock';
import { handle } from '../../wire/handler';
import { londonTime, staffName } from '../learner-rows';
import { refuseUnknownLearner, TAKEN_STATES } from '../progress-rules';

export const learnerProgress = handle(learnerProgressActions.learnerProgress, async (ctx, { id }) => {
  await refuseUnknownLearner(ctx.db, id);
  const topics = await ctx.db
    .selectFrom('progress_topics as t')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('learner_progress as p')
          .select(['p.level', 'p.recorded_at', staffName('p.recorded_by').as('recorded_by')])
          .whereRef('p.topic_id', '=', 't.topic_id')
          .where('p.stu_id', '=', id)
          .orderBy('p.id', 'desc')
          .limit(1)
          .as('latest'),
      (join) => join.onTrue(),
    )
    .select(['t.topic_id', 't.name', 'latest.level', 'latest.recorded_at', 'latest.recorded_by'])
    .where('t.active', '=', true)
    .orderBy('t.position')
    .execute();
  const lessons = await ctx.db
    .selectFrom('bookings as b')
    .select(['b.booking_id', 'b.lesson_date as date', londonTime('b.lesson_starts').as('start_time')])
    .where('b.stu_id', '=', id)
    .where('b.booking_state', 'in', TAKEN_STATES)
    .where('b.lesson_starts', '<=', schoolClock.now())
    .orderBy('b.lesson_starts', 'desc')
    .execute();
  const reply: LearnerProgress = {
    topics: topics.map((t) => ({
      topic_id: t.topic_id,
      name: t.name,
      level: t.level ?? null,
      recorded_at: t.recorded_at ? new Date(t.recorded_at).toISOString() : null,
      recorded_by: t.recorded_by ?? null,
    })),
    ...progressReadiness(topics.map((t) => t.level ?? null)),
    lessons: lessons.map((l) => ({ booking_id: Number(l.booking_id), date: l.date, start_time: l.start_time })),
  };
  return reply;
});
