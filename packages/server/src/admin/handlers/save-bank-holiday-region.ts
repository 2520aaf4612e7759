import { sql } from 'kysely';
import { SUCCESS, adminActions } from '@dss/contract';
import { handle, staffOf } from '../../wire/handler';

/** Lessons already booked on a new region's bank holidays stay; the calendars show the day closed. */
export const saveBankHolidayRegion = handle(adminActions.saveBankHolidayRegion, async (ctx, { region }) => {
  await ctx.db
    .updateTable('school_settings')
    .set({ bank_holiday_region: region, updated_by: staffOf(ctx).staffId, updated_at: sql<Date>`now()` })
    .execute();
  return SUCCESS;
});
