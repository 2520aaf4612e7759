import type { Kysely } from 'kysely';
import { PROGRESS_TEXTS, SUCCESS, learnerProgressActions } from '@dss/contract';
import type { Database } from '../../db/tables';
import { schoolClock } from '../../lifecycle/school-clock';
import { ActionRefused, handle, staffOf } from '../../wire/handler';
import { refuseUnknownLearner, TAKEN_STATES } from '../progress-rules';

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
export const recordLearnerProgress = handle(
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
