import { SUCCESS, adminActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { setActive } from '../progress-topics';

export const retireProgressTopic = handle(adminActions.retireProgressTopic, async (ctx, { topic_id }) => {
  await setActive(ctx.db, topic_id, false);
  return SUCCESS;
});
