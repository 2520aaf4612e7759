import { sql } from 'kysely';
import { SUCCESS, adminActions } from '@dss/contract';
import { handle, staffOf } from '../../wire/handler';
import { lockTopics, refuseTakenName } from '../progress-topics';

export const addProgressTopic = handle(adminActions.addProgressTopic, async (ctx, { name }) => {
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
