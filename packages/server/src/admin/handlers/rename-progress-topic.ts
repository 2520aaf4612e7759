import { PROGRESS_TEXTS, SUCCESS, adminActions } from '@dss/contract';
import { ActionRefused, handle } from '../../wire/handler';
import { refuseTakenName } from '../progress-topics';

export const renameProgressTopic = handle(adminActions.renameProgressTopic, async (ctx, { topic_id, name }) => {
  const renamed = await refuseTakenName(
    ctx.db.updateTable('progress_topics').set({ name }).where('topic_id', '=', topic_id).executeTakeFirst(),
  );
  if (Number(renamed.numUpdatedRows) !== 1) throw new ActionRefused(PROGRESS_TEXTS.noTopic, 404);
  return SUCCESS;
});
