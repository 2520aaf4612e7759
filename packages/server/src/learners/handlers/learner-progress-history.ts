import { sql } from 'kysely';
import { PROGRESS_HISTORY_SHOWN, learnerProgressActions, type ProgressRecording } from '@dss/contract';
import { handle } from '../../wire/handler';
import { staffName } from '../learner-rows';

export const learnerProgressHistory = handle(learnerProgressActions.learnerProgressHistory, async (ctx, { id, topic_id }) => {
  const rows = await ctx.db
    .selectFrom('learner_progress as p')
    .leftJoin('bookings as b', 'b.booking_id', 'p.booking_id')
    .select([
      'p.id',
      'p.level',
      'p.recorded_at',
      staffName('p.recorded_by').as('recorded_by'),
      'p.booking_id',
      'b.lesson_date',
      sql<string>`coalesce(p.note, '')`.as('note'),
    ])
    .where('p.stu_id', '=', id)
    .where('p.topic_id', '=', topic_id)
    .orderBy('p.id', 'desc')
    .limit(PROGRESS_HISTORY_SHOWN)
    .execute();
  return rows.map((r): ProgressRecording => ({
    id: Number(r.id),
    level: r.level,
    recorded_at: new Date(r.recorded_at).toISOString(),
    recorded_by: r.recorded_by,
    booking_id: r.booking_id === null ? null : Number(r.booking_id),
    lesson_date: r.lesson_date ?? null,
    note: r.note,
  }));
});
