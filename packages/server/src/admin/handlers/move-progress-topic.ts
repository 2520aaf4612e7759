import { PROGRESS_TEXTS, SUCCESS, adminActions } from '@dss/contract';
import { ActionRefused, handle } from '../../wire/handler';
import { lockTopics } from '../progress-topics';

/** Swaps the topic with its neighbour above or below; the first cannot go up, the last cannot go down. */
export const moveProgressTopic = handle(adminActions.moveProgressTopic, async (ctx, { topic_id, direction }) => {
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
