import { instructorActions, INSTRUCTOR_REFUSALS } from '@dss/contract';
import { ActionRefused, handle } from '../../wire/handler';

/** Whether the instructor's feed is live and since when; the address itself is never kept. */
export const calendarFeed = handle(instructorActions.calendarFeed, async (ctx, { adiid }) => {
  const row = await ctx.db
    .selectFrom('instructors as i')
    .leftJoin('instructor_calendar_feeds as f', (join) => join.onRef('f.adi_id', '=', 'i.adi_id').on('f.revoked_at', 'is', null))
    .select(['i.adi_id', 'f.created_at'])
    .where('i.adi_id', '=', adiid)
    .executeTakeFirst();
  if (!row) throw new ActionRefused(INSTRUCTOR_REFUSALS.noInstructor, 404);
  return { live: row.created_at !== null, since: row.created_at?.toISOString() ?? null };
});
