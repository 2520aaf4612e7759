import { sql } from 'kysely';
import { adminActions, SUCCESS } from '@dss/contract';
import { handle, staffOf } from '../../wire/handler';

/** Saves the cancellation policy; cancellations and outcomes recorded from now on follow it. */
export const saveCancellationPolicy = handle(adminActions.saveCancellationPolicy, async (ctx, input) => {
  await ctx.db
    .updateTable('school_settings')
    .set({
      cancel_notice_hours: input.notice_hours,
      late_cancel_forfeits: input.late_cancel_forfeits,
      no_show_forfeits: input.no_show_forfeits,
      updated_at: sql<Date>`now()`,
      updated_by: staffOf(ctx).staffId,
    })
    .execute();
  return SUCCESS;
});
