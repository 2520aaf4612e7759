import { sql } from 'kysely';
import {
  BANK_HOLIDAYS_AHEAD_MONTHS,
  CLOSED_DAY_AHEAD_DAYS,
  CLOSED_DAY_TEXTS,
  SUCCESS,
  adminActions,
  addDays,
  addMonthsToDay,
  dayNumber,
  dayText,
  londonDate,
  type ClosedDaysSettings,
} from '@dss/contract';
import { bankHolidaysBetween, schoolRegion } from '../bookings/closed-days';
import { schoolClock } from '../lifecycle/school-clock';
import { ActionRefused, handle, staffOf } from '../wire/handler';

/** Bank Holidays & Closed Days: the region, its bank holidays of the coming twelve months and the school's coming closed days. */
const loadClosedDaysHandler = handle(adminActions.loadClosedDays, async (ctx) => {
  const today = londonDate(schoolClock.now());
  const region = await schoolRegion(ctx.db);
  const closedDays = await ctx.db
    .selectFrom('school_closed_days')
    .select(['id', 'closed_on', 'reason'])
    .where('closed_on', '>=', today)
    .orderBy('closed_on')
    .execute();
  const settings: ClosedDaysSettings = {
    region,
    today,
    bankHolidays: bankHolidaysBetween(region, today, dayText(addMonthsToDay(dayNumber(today), BANK_HOLIDAYS_AHEAD_MONTHS))),
    closedDays: closedDays.map((d) => ({ closed_id: d.id, date: d.closed_on, reason: d.reason })),
  };
  return settings;
});

/** Lessons already booked on a new region's bank holidays stay; the calendars show the day closed. */
const saveBankHolidayRegionHandler = handle(adminActions.saveBankHolidayRegion, async (ctx, { region }) => {
  await ctx.db
    .updateTable('school_settings')
    .set({ bank_holiday_region: region, updated_by: staffOf(ctx).staffId, updated_at: sql<Date>`now()` })
    .execute();
  return SUCCESS;
});

/**
 * Closes the school on a date from today to two years ahead; a date already closed is refused.
 * Lessons already booked on it stay, and the calendars show them on the closed day.
 */
const saveClosedDayHandler = handle(adminActions.saveClosedDay, async (ctx, { date, reason }) => {
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

/** Opens a closed day again: its row goes (the audit trail keeps it). */
const removeClosedDayHandler = handle(adminActions.removeClosedDay, async (ctx, { closed_id }) => {
  const removed = await ctx.db.deleteFrom('school_closed_days').where('id', '=', closed_id).executeTakeFirst();
  if (Number(removed.numDeletedRows) !== 1) throw new ActionRefused(CLOSED_DAY_TEXTS.noClosedDay, 409);
  return SUCCESS;
});

export const closedDayHandlers = [
  loadClosedDaysHandler,
  saveBankHolidayRegionHandler,
  saveClosedDayHandler,
  removeClosedDayHandler,
];
