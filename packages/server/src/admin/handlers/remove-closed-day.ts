import { CLOSED_DAY_TEXTS, SUCCESS, adminActions } from '@dss/contract';
import { ActionRefused, handle } from '../../wire/handler';

/** Opens a closed day again: its row goes (the audit trail keeps it). */
export const removeClosedDay = handle(adminActions.removeClosedDay, async (ctx, { closed_id }) => {
  const removed = await ctx.db.deleteFrom('school_closed_days').where('id', '=', closed_id).executeTakeFirst();
  if (Number(removed.numDeletedRows) !== 1) throw new ActionRefused(CLOSED_DAY_TEXTS.noClosedDay, 409);
  return SUCCESS;
});
