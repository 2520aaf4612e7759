import { sql } from 'kysely';
import { adminActions, SUCCESS } from '@dss/contract';
import { handle, staffOf } from '../../wire/handler';

/** Saves the lesson reminder times; the lifecycle job follows them from its next run. */
export const saveLessonReminders = handle(adminActions.saveLessonReminders, async (ctx, input) => {
  await ctx.db
    .updateTable('school_settings')
    .set({
      reminder_time: input.reminder_time,
      instructor_day_time: input.instructor_day_time,
      updated_at: sql<Date>`now()`,
      updated_by: staffOf(ctx).staffId,
    })
    .execute();
  return SUCCESS;
});
