import { CLOSED_DAY_AHEAD_DAYS, CLOSED_DAY_TEXTS, SUCCESS, adminActions, addDays, londonDate } from '@dss/contract';
import { schoolClock } from '../../lifecycle/school-clock';
import { ActionRefused, handle, staffOf } from '../../wire/handler';

/**
 * Closes the school on a date from today to two years ahead; a date already closed is refused.
 * Lessons already booked on it stay, and the calendars show them on the closed day.
 */
export const saveClosedDay = handle(adminActions.saveClosedDay, async (ctx, { date, reason }) => {
  const today = londonDate(schoolClock.now());
  if (date < today) throw new ActionRefused(CLOSED_DAY_TEXTS.datePast, 422);
  if (date > addDays(today, CLOSED_DAY_AHEAD_DAYS)) throw new ActionRefused(CLOSED_DAY_TEXTS.dateFar, 422);
  const made = await ctx.db
    .insertInto('school_closed_days')
    .values({ closed_on: date, reason, created_by: staffOf(ctx).staffId })
    .onConflict((oc) => oc.constraint('school_closed_days_date_uq').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!made) throw new ActionRefused(CLOSED_DAY_TEXTS.dateTaken, 409);
  return SUCCESS;
});
