import { SUCCESS, adminActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { setActive } from '../progress-topics';

export const restoreProgressTopic = handle(adminActions.restoreProgressTopic, async (ctx, { topic_id }) => {
  await setActive(ctx.db, topic_id, true);
  return SUCCESS;
});
