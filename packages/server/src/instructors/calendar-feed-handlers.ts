import { sql } from 'kysely';
import { CALENDAR_FEED_TEXTS, calendarFeedPath, instructorActions, INSTRUCTOR_REFUSALS, SUCCESS } from '@dss/contract';
import { ActionRefused, handle, staffOf } from '../wire/handler';
import { newCalendarFeedToken } from './calendar-feed-token';
import { lockLiveInstructor, refuseUnchanged } from './rows';

/** Whether the instructor's feed is live and since when; the address itself is never kept. */
const calendarFeedHandler = handle(instructorActions.calendarFeed, async (ctx, { adiid }) => {
  const row = await ctx.db
    .selectFrom('instructors as i')
    .leftJoin('instructor_calendar_feeds as f', (join) => join.onRef('f.adi_id', '=', 'i.adi_id').on('f.revoked_at', 'is', null))
    .select(['i.adi_id', 'f.created_at'])
    .where('i.adi_id', '=', adiid)
    .executeTakeFirst();
  if (!row) throw new ActionRefused(INSTRUCTOR_REFUSALS.noInstructor, 404);
  return { live: row.created_at !== null, since: row.created_at?.toISOString() ?? null };
});

/**
 * A new address for the instructor's feed, replacing any earlier one (whose hash is overwritten,
 * so it stops working in the same commit). The token leaves in this reply only.
 */
const issueCalendarFeedHandler = handle(instructorActions.issueCalendarFeed, async (ctx, { adiid }) => {
  const staff = staffOf(ctx).staffId;
  const { token, hash } = newCalendarFeedToken();
  const row = await ctx.db.transaction().execute(async (tx) => {
    await lockLiveInstructor(tx, adiid, CALENDAR_FEED_TEXTS.deletedInstructor);
    return tx
      .insertInto('instructor_calendar_feeds')
      .values({ adi_id: adiid, token_hash: hash, created_by: staff })
      .onConflict((oc) =>
        oc.column('adi_id').doUpdateSet({
          token_hash: hash,
          created_at: sql<Date>`now()`,
          created_by: staff,
          revoked_at: null,
          revoked_by: null,
        }),
      )
      .returning('created_at')
      .executeTakeFirstOrThrow();
  });
  return { path: calendarFeedPath(token), since: row.created_at.toISOString() };
});

/** Stops the live feed in one conditional UPDATE: the hash goes, who stopped it and when stay. */
const stopCalendarFeedHandler = handle(instructorActions.stopCalendarFeed, async (ctx, { adiid }) => {
  const stopped = await ctx.db
    .updateTable('instructor_calendar_feeds')
    .set({ token_hash: null, revoked_at: sql<Date>`now()`, revoked_by: staffOf(ctx).staffId })
    .where('adi_id', '=', adiid)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(stopped.numUpdatedRows) === 0) await refuseUnchanged(ctx.db, adiid, CALENDAR_FEED_TEXTS.none);
  return SUCCESS;
});

export const calendarFeedHandlers = [calendarFeedHandler, issueCalendarFeedHandler, stopCalendarFeedHandler];
