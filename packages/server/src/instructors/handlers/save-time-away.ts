import { sql } from 'kysely';
import { INSTRUCTOR_REFUSALS, INSTRUCTOR_TEXTS, instructorActions, SUCCESS, timeAwayDuration } from '@dss/contract';
import { ActionRefused, handle, staffOf } from '../../wire/handler';
import { lockLiveInstructor } from '../rows';
import { transactionally } from '../../db/transactionally';

/**
 * Saves time away (London wall clock). The duration is worked out here; an entry may not overlap
 * one already scheduled (checked under the instructor's row lock).
 */
export const saveTimeAway = handle(instructorActions.saveTimeAway, async (ctx, input) => {
  const start = sql<Date>`london_ts(${input.start_datetime.slice(0, 10)}::date, ${input.start_datetime.slice(11)}::time)`;
  const end = sql<Date>`london_ts(${input.end_datetime.slice(0, 10)}::date, ${input.end_datetime.slice(11)}::time)`;
  await transactionally(ctx.db, async (tx) => {
    await lockLiveInstructor(tx, input.adi, INSTRUCTOR_TEXTS.timeAwaySaveFailed);
    const overlap = await tx
      .selectFrom('instructor_time_away')
      .select('rec_id')
      .where('adi_id', '=', input.adi)
      .where('status', '=', 1)
      .where(sql<boolean>`tstzrange(starts_at, ends_at) && tstzrange(${start}, ${end})`)
      .executeTakeFirst();
    if (overlap) throw new ActionRefused(INSTRUCTOR_REFUSALS.timeAwayOverlap);
    await tx
      .insertInto('instructor_time_away')
      .values({
        adi_id: input.adi,
        type: input.type,
        reason: input.reason || null,
        starts_at: start,
        ends_at: end,
        duration_text: timeAwayDuration(input.start_datetime, input.end_datetime),
        status: 1,
        created_by: staffOf(ctx).staffId,
      })
      .execute();
  });
  return SUCCESS;
});
