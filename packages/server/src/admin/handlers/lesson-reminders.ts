import { sql } from 'kysely';
import { adminActions } from '@dss/contract';
import { handle } from '../../wire/handler';

/** The lesson reminder times as the administrator's screen shows them, 'HH:MM'. */
export const lessonReminders = handle(adminActions.lessonReminders, async (ctx) => {
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
