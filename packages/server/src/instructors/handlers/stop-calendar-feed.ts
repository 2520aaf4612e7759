import { sql } from 'kysely';
import { CALENDAR_FEED_TEXTS, instructorActions, SUCCESS } from '@dss/contract';
import { handle, staffOf } from '../../wire/handler';
import { refuseUnchanged } from '../rows';

/** Stops the live feed in one conditional UPDATE: the hash goes, who stopped it and when stay. */
export const stopCalendarFeed = handle(instructorActions.stopCalendarFeed, async (ctx, { adiid }) => {
  const stopped = await ctx.db
    .updateTable('instructor_calendar_feeds')
    .set({ token_hash: null, revoked_at: sql<Date>`now()`, revoked_by: staffOf(ctx).staffId })
    .where('adi_id', '=', adiid)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(stopped.numUpdatedRows) === 0) await refuseUnchanged(ctx.db, adiid, CALENDAR_FEED_TEXTS.none);
  return SUCCESS;
});
