import { sql, type Kysely } from 'kysely';
import { PROGRESS_TEXTS, SUCCESS, adminActions, type ProgressTopic } from '@dss/contract';
import type { Database } from '../db/tables';
import { isUniqueViolation } from '../learners/learner-rows';
import { ActionRefused, handle, staffOf } from '../wire/handler';

/**
 * Progress Topics (beyond the spec; docs/decisions/learner-progress.md): the administrator's
 * syllabus topics. Changes of order take every topic's row lock first, so two administrators
 * adding or moving at once wait for each other; positions are unique at commit.
 */

/** Locks every topic row (a list the administrator keeps short) for a change of order. */
async function lockTopics(db: Kysely<Database>): Promise<void> {
  await db.selectFrom('progress_topics').select('topic_id').forUpdate().execute();
}

/** A topic name already taken, whatever its case, is the unique index's refusal. */
async function refuseTakenName<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ActionRefused(PROGRESS_TEXTS.topicNameTaken, 409);
    throw error;
  }
}

const loadProgressTopicsHandler = handle(adminActions.loadProgressTopics, async (ctx) => {
  const rows = await ctx.db
    .selectFrom('progress_topics')
    .select(['topic_id', 'name', 'position', 'active'])
    .orderBy('position')
    .execute();
  return rows satisfies ProgressTopic[];
});

const addProgressTopicHandler = handle(adminActions.addProgressTopic, async (ctx, { name }) => {
  await lockTopics(ctx.db);
  await refuseTakenName(
    ctx.db
      .insertInto('progress_topics')
      .values({
        name,
        position: sql<number>`(SELECT coalesce(max(position), 0) + 1 FROM progress_topics)`,
        created_by: staffOf(ctx).staffId,
      })
      .execute(),
  );
  return SUCCESS;
});

const renameProgressTopicHandler = handle(adminActions.renameProgressTopic, async (ctx, { topic_id, name }) => {
  const renamed = await refuseTakenName(
    ctx.db.updateTable('progress_topics').set({ name }).where('topic_id', '=', topic_id).executeTakeFirst(),
  );
  if (Number(renamed.numUpdatedRows) !== 1) throw new ActionRefused(PROGRESS_TEXTS.noTopic, 404);
  return SUCCESS;
});

/** Swaps the topic with its neighbour above or below; the first cannot go up, the last cannot go down. */
const moveProgressTopicHandler = handle(adminActions.moveProgressTopic, async (ctx, { topic_id, direction }) => {
  await lockTopics(ctx.db);
  const topic = await ctx.db.selectFrom('progress_topics').select('position').where('topic_id', '=', topic_id).executeTakeFirst();
  if (!topic) throw new ActionRefused(PROGRESS_TEXTS.noTopic, 404);
  const up = direction === 'up';
  const neighbour = await ctx.db
    .selectFrom('progress_topics')
    .select(['topic_id', 'position'])
    .where('position', up ? '<' : '>', topic.position)
    .orderBy('position', up ? 'desc' : 'asc')
    .limit(1)
    .executeTakeFirst();
  if (!neighbour) throw new ActionRefused(up ? PROGRESS_TEXTS.alreadyFirst : PROGRESS_TEXTS.alreadyLast, 409);
  await ctx.db.updateTable('progress_topics').set({ position: neighbour.position }).where('topic_id', '=', topic_id).execute();
  await ctx.db
    .updateTable('progress_topics')
    .set({ position: topic.position })
    .where('topic_id', '=', neighbour.topic_id)
    .execute();
  return SUCCESS;
});

/** Retires or restores a topic: one conditional update, so a repeat is told what the topic already is. */
async function setActive(db: Kysely<Database>, topicId: number, active: boolean): Promise<void> {
  const changed = await db
    .updateTable('progress_topics')
    .set({ active })
    .where('topic_id', '=', topicId)
    .where('active', '=', !active)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 1) return;
  const exists = await db.selectFrom('progress_topics').select('topic_id').where('topic_id', '=', topicId).executeTakeFirst();
  if (!exists) throw new ActionRefused(PROGRESS_TEXTS.noTopic, 404);
  throw new ActionRefused(active ? PROGRESS_TEXTS.alreadyActive : PROGRESS_TEXTS.alreadyRetired, 409);
}

const retireProgressTopicHandler = handle(adminActions.retireProgressTopic, async (ctx, { topic_id }) => {
  await setActive(ctx.db, topic_id, false);
  return SUCCESS;
});

const restoreProgressTopicHandler = handle(adminActions.restoreProgressTopic, async (ctx, { topic_id }) => {
  await setActive(ctx.db, topic_id, true);
  return SUCCESS;
});

export const progressTopicHandlers = [
  loadProgressTopicsHandler,
  addProgressTopicHandler,
  renameProgressTopicHandler,
  moveProgressTopicHandler,
  retireProgressTopicHandler,
  restoreProgressTopicHandler,
];
