import { adminActions, type ProgressTopic } from '@dss/contract';
import { handle } from '../../wire/handler';

export const loadProgressTopics = handle(adminActions.loadProgressTopics, async (ctx) => {
  const rows = await ctx.db
    .selectFrom('progress_topics')
    .select(['topic_id', 'name', 'position', 'active'])
    .orderBy('position')
    .execute();
  return rows satisfies ProgressTopic[];
});
