import { sql } from 'kysely';
import { DEFAULT_AVAILABILITY, INSTRUCTOR_REFUSALS, instructorActions } from '@dss/contract';
import { ActionRefused, handle } from '../../wire/handler';

const hhmm = (t: string | null) => (t === null ? null : t.slice(0, 5));

/** The week's availability; the §9 defaults (not saved) when the instructor has none yet. */
export const availability = handle(instructorActions.availability, async (ctx, { adiid }) => {
  const exists = await ctx.db.selectFrom('instructors').select('adi_id').where('adi_id', '=', adiid).executeTakeFirst();
  if (!exists) throw new ActionRefused(INSTRUCTOR_REFUSALS.noInstructor, 404);
  const rows = await ctx.db
    .selectFrom('instructor_availability')
    .select(['day_num', 'is_working', 'work_start', 'work_end', 'has_lunch', 'lunch_start', 'lunch_end'])
    .where('adi_id', '=', adiid)
    .orderBy(sql`(day_num + 6) % 7`)
    .execute();
  if (rows.length === 0) return { saved: false, days: DEFAULT_AVAILABILITY.map((d) => ({ ...d })) };
  return {
    saved: true,
    days: rows.map((r) => ({
      ...r,
      work_start: hhmm(r.work_start)!,
      work_end: hhmm(r.work_end)!,
      lunch_start: hhmm(r.lunch_start),
      lunch_end: hhmm(r.lunch_end),
    })),
  };
});
