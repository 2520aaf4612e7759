import {
  BANK_HOLIDAYS_AHEAD_MONTHS,
  adminActions,
  addMonthsToDay,
  dayNumber,
  dayText,
  londonDate,
  type ClosedDaysSettings,
} from '@dss/contract';
import { bankHolidaysBetween, schoolRegion } from '../../bookings/closed-days';
import { schoolClock } from '../../lifecycle/school-clock';
import { handle } from '../../wire/handler';

/** Bank Holidays & Closed Days: the region, its bank holidays of the coming twelve months and the school's coming closed days. */
export const loadClosedDays = handle(adminActions.loadClosedDays, async (ctx) => {
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
