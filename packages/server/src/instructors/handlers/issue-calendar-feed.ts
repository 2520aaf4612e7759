import { sql } from 'kysely';
import { CALENDAR_FEED_TEXTS, calendarFeedPath, instructorActions } from '@dss/contract';
import { handle, staffOf } from '../../wire/handler';
import { newCalendarFeedToken } from '../calendar-feed-token';
import { lockLiveInstructor } from '../rows';
import { transactionally } from '../../db/transactionally';

/**
 * A new address for the instructor's feed, replacing any earlier one (whose hash is overwritten,
 * so it stops working in the same commit). The token leaves in this reply only.
 */
export const issueCalendarFeed = handle(instructorActions.issueCalendarFeed, async (ctx, { adiid }) => {
  const staff = staffOf(ctx).staffId;
  const { token, hash } = newCalendarFeedToken();
  const row = await transactionally(ctx.db, async (tx) => {
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
