import { sql } from 'kysely';
import { INSTRUCTOR_TEXTS, instructorActions, SUCCESS } from '@dss/contract';
import { ActionRefused, handle } from '../../wire/handler';
import { refuseUnchanged } from '../rows';

/**
 * Deletes (withdraws, status 0) a scheduled entry that has not started, in one conditional UPDATE;
 * one withdrawn already, or started, is refused (document 2 §4).
 */
export const deleteTimeAway = handle(instructorActions.deleteTimeAway, async (ctx, { recordid }) => {
  const done = await ctx.db
    .updateTable('instructor_time_away')
    .set({ status: 0 })
    .where('rec_id', '=', recordid)
    .where('status', '=', 1)
    .where('starts_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) {
    const row = await ctx.db
      .selectFrom('instructor_time_away')
      .select('adi_id')
      .where('rec_id', '=', recordid)
      .executeTakeFirst();
    if (!row) throw new ActionRefused('No such time away entry.', 404);
    await refuseUnchanged(ctx.db, row.adi_id, INSTRUCTOR_TEXTS.timeAwayDeleteFailed);
  }
  return SUCCESS;
});
