import { sql } from 'kysely';
import {
  DEFAULT_AVAILABILITY,
  INSTRUCTOR_REFUSALS,
  INSTRUCTOR_TEXTS,
  instructorActions,
  SUCCESS,
  timeAwayDuration,
  type TimeAwayRow,
} from '@dss/contract';
import { ActionRefused, handle, staffOf } from '../wire/handler';
import { selectPage } from '../wire/paging';
import { lockLiveInstructor, refuseUnchanged } from './rows';
import { LONDON } from '../db/london-sql';

const hhmm = (t: string | null) => (t === null ? null : t.slice(0, 5));

/** The week's availability; the §9 defaults (not saved) when the instructor has none yet. */
const availabilityHandler = handle(instructorActions.availability, async (ctx, { adiid }) => {
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

/** Saves the whole week (seven days) in one transaction. */
const saveAvailabilityHandler = handle(instructorActions.saveAvailability, async (ctx, { adi, availability }) => {
  await ctx.db.transaction().execute(async (tx) => {
    await lockLiveInstructor(tx, adi, INSTRUCTOR_TEXTS.availabilityFailed);
    await tx.deleteFrom('instructor_availability').where('adi_id', '=', adi).execute();
    await tx
      .insertInto('instructor_availability')
      .values(availability.map((d) => ({ adi_id: adi, ...d })))
      .execute();
  });
  return SUCCESS;
});

const TIME_AWAY_ORDER = { start: sql`a.starts_at`, type: sql`a.type`, status: sql`a.status` };

/** An instructor's time away, a page at a time; an entry is editable while scheduled and not started. */
const timeAwayHandler = handle(instructorActions.timeAway, async (ctx, input) => {
  const query = ctx.db
    .selectFrom('instructor_time_away as a')
    .where('a.adi_id', '=', input.adiid)
    .select([
      'a.rec_id',
      'a.type',
      'a.reason',
      sql<string>`to_char(a.starts_at AT TIME ZONE ${LONDON}, 'YYYY-MM-DD')`.as('start_date'),
      sql<string>`to_char(a.starts_at AT TIME ZONE ${LONDON}, 'HH24:MI')`.as('start_time'),
      sql<string>`to_char(a.ends_at AT TIME ZONE ${LONDON}, 'YYYY-MM-DD')`.as('end_date'),
      sql<string>`to_char(a.ends_at AT TIME ZONE ${LONDON}, 'HH24:MI')`.as('end_time'),
      'a.duration_text as duration',
      'a.status',
      sql<boolean>`a.status = 1 AND a.starts_at > now()`.as('editable'),
    ]);
  const page = await selectPage(query, input, TIME_AWAY_ORDER, sql`a.rec_id`);
  return {
    rows: page.rows.map((r): TimeAwayRow => ({ ...r, reason: r.reason ?? '', editable: Boolean(r.editable) })),
    total: page.total,
  };
});

/**
 * Saves time away (London wall clock). The duration is worked out here; an entry may not overlap
 * one already scheduled (checked under the instructor's row lock).
 */
const saveTimeAwayHandler = handle(instructorActions.saveTimeAway, async (ctx, input) => {
  const start = sql<Date>`london_ts(${input.start_datetime.slice(0, 10)}::date, ${input.start_datetime.slice(11)}::time)`;
  const end = sql<Date>`london_ts(${input.end_datetime.slice(0, 10)}::date, ${input.end_datetime.slice(11)}::time)`;
  await ctx.db.transaction().execute(async (tx) => {
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

/**
 * Deletes (withdraws, status 0) a scheduled entry that has not started, in one conditional UPDATE;
 * one withdrawn already, or started, is refused (document 2 §4).
 */
const deleteTimeAwayHandler = handle(instructorActions.deleteTimeAway, async (ctx, { recordid }) => {
  const done = await ctx.db
    .updateTable('instructor_time_away')
    .set({ status: 0 })
    .where('rec_id', '=', recordid)
    .where('status', '=', 1)
    .where('starts_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) {
    const row = await ctx.db
      .selectFrom('instructor_time_away')
      .select('adi_id')
      .where('rec_id', '=', recordid)
      .executeTakeFirst();
    if (!row) throw new ActionRefused('No such time away entry.', 404);
    await refuseUnchanged(ctx.db, row.adi_id, INSTRUCTOR_TEXTS.timeAwayDeleteFailed);
  }
  return SUCCESS;
});

export const workingHoursHandlers = [
  availabilityHandler,
  saveAvailabilityHandler,
  timeAwayHandler,
  saveTimeAwayHandler,
  deleteTimeAwayHandler,
];
