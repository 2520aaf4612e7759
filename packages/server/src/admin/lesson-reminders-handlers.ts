import { sql } from 'kysely';
import { adminActions, SUCCESS } from '@dss/contract';
import { handle, staffOf } from '../wire/handler';

/** The lesson reminder times as the administrator's screen shows them, 'HH:MM'. */
const lessonRemindersHandler = handle(adminActions.lessonReminders, async (ctx) => {
  const row = await ctx.db
    .selectFrom('school_settings')
    .select([
      sql<string>`to_char(reminder_time, 'HH24:MI')`.as('reminder_time'),
      sql<string>`to_char(instructor_day_time, 'HH24:MI')`.as('instructor_day_time'),
    ])
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row;
});

/** Saves the lesson reminder times; the lifecycle job follows them from its next run. */
const saveLessonRemindersHandler = handle(adminActions.saveLessonReminders, async (ctx, input) => {
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

export const lessonReminderHandlers = [lessonRemindersHandler, saveLessonRemindersHandler];
