import { sql, type Kysely } from 'kysely';
import {
  LEARNER_REFUSALS,
  PROGRESS_HISTORY_SHOWN,
  PROGRESS_TEXTS,
  SUCCESS,
  learnerProgressActions,
  progressReadiness,
  type LearnerProgress,
  type ProgressRecording,
} from '@dss/contract';
import type { Database } from '../db/tables';
import { schoolClock } from '../lifecycle/school-clock';
import { ActionRefused, handle, staffOf } from '../wire/handler';
import { londonTime, staffName } from './learner-rows';

/**
 * A learner's progress by the syllabus (beyond the spec; docs/decisions/learner-progress.md):
 * each recording is a row; a topic's current level is its newest row.
 */

/** Lessons progress can be recorded against: Scheduled, Rescheduled or Complete (not Blocked, Cancelled or No show). */
const TAKEN_STATES = [1, 2, 5];

async function refuseUnknownLearner(db: Kysely<Database>, id: number): Promise<void> {
  const found = await db.selectFrom('learners').select('student_id').where('student_id', '=', id).executeTakeFirst();
  if (!found) throw new ActionRefused(LEARNER_REFUSALS.noLearner, 404);
}

const learnerProgressHandler = handle(learnerProgressActions.learnerProgress, async (ctx, { id }) => {
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

/** Refuses a lesson that is not the learner's, has not started, or was cancelled or missed. */
async function refuseLesson(db: Kysely<Database>, learner: number, bookingId: number): Promise<void> {
  const lesson = await db
    .selectFrom('bookings')
    .select(['stu_id', 'booking_state', 'lesson_starts'])
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  if (!lesson || lesson.stu_id !== learner) throw new ActionRefused(PROGRESS_TEXTS.notLearnersLesson, 422);
  if (!TAKEN_STATES.includes(lesson.booking_state)) throw new ActionRefused(PROGRESS_TEXTS.lessonNotTaken, 409);
  if (lesson.lesson_starts > schoolClock.now()) throw new ActionRefused(PROGRESS_TEXTS.lessonNotStarted, 409);
}

/**
 * Adds one row per chosen topic, all or none (the dispatcher's transaction). The topics are read
 * under a share lock, so a topic cannot be retired between the check and the rows.
 */
const recordLearnerProgressHandler = handle(
  learnerProgressActions.recordLearnerProgress,
  async (ctx, { learner, topics, level, booking, note }) => {
    await refuseUnknownLearner(ctx.db, learner);
    const found = await ctx.db
      .selectFrom('progress_topics')
      .select(['topic_id', 'active'])
      .where('topic_id', 'in', topics)
      .forShare()
      .execute();
    if (found.length !== topics.length) throw new ActionRefused(PROGRESS_TEXTS.unknownTopic, 422);
    if (found.some((t) => !t.active)) throw new ActionRefused(PROGRESS_TEXTS.retiredTopic, 409);
    if (booking !== null) await refuseLesson(ctx.db, learner, booking);
    const by = staffOf(ctx).staffId;
    await ctx.db
      .insertInto('learner_progress')
      .values(
        topics.map((topic) => ({
          stu_id: learner,
          topic_id: topic,
          level,
          booking_id: booking,
          note: note === '' ? null : note,
          recorded_by: by,
        })),
      )
      .execute();
    return SUCCESS;
  },
);

const learnerProgressHistoryHandler = handle(learnerProgressActions.learnerProgressHistory, async (ctx, { id, topic_id }) => {
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

export const learnerProgressHandlers = [learnerProgressHandler, recordLearnerProgressHandler, learnerProgressHistoryHandler];
