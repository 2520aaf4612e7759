import { BOOKING_TEXTS, SERIES_TEXTS, bookingActions, calendarValidRange, londonDate, refusalText } from '@dss/contract';
import { inTransaction, LifecycleRuleError, lockDiaries, placeBookings } from '../../lifecycle/credits';
import { schoolClock } from '../../lifecycle/school-clock';
import { isUniqueViolation } from '../../learners/learner-rows';
import { ActionRefused, handle, staffOf } from '../../wire/handler';
import { requireAssigned, requireBookable } from '../bookable';
import { findClash, type LessonSlot } from '../diary-rules';
import { mailPlacedLessons } from '../lesson-mail';
import { firstClash, planSeries } from '../series-plan';

export const placeLessonSeries = handle(bookingActions.placeLessonSeries, async (ctx, input) => {
  const staffId = staffOf(ctx).staffId;
  const now = schoolClock.now();
  const range = calendarValidRange('book', londonDate(now));
  const refuse = (reason: string) => new ActionRefused(refusalText(BOOKING_TEXTS.placeFailed, reason));
  let slots: LessonSlot[] = [];
  let result: { series: number; placed: number; bookings: number[] };
  try {
    result = await inTransaction(ctx.db, async (tx) => {
      await lockDiaries(tx, input.adi, [input.learner]);
      // A repeat of a placed series (the same key) answers it and writes nothing.
      const earlier = await tx
        .selectFrom('lesson_series as s')
        .select(['s.series_id', 's.adi_id', 's.stu_id'])
        .select((eb) =>
          eb
            .selectFrom('bookings as b')
            .select((c) => c.fn.countAll<number>().as('n'))
            .whereRef('b.series_id', '=', 's.series_id')
            .as('placed'),
        )
        .where('s.submit_key', '=', input.idemkey)
        .executeTakeFirst();
      if (earlier) {
        if (earlier.adi_id !== input.adi || earlier.stu_id !== input.learner) throw new ActionRefused(SERIES_TEXTS.keyReused);
        return { series: earlier.series_id, placed: Number(earlier.placed), bookings: [] };
      }
      const bookable = await requireBookable(tx, input.adi, input.learner, 'book');
      if (typeof bookable === 'string') throw refuse(bookable);
      const notTheirs = await requireAssigned(tx, input.adi, input.learner);
      if (notTheirs) throw refuse(notTheirs);
      const weeks = await planSeries(tx, {
        adiId: input.adi,
        studentId: input.learner,
        lessons: input.lessons.map((l) => l.start),
        range,
      });
      const failed = firstClash(weeks);
      if (failed) throw refuse(failed.clash!);
      slots = weeks.map((w) => w.slot!);
      const series = await tx
        .insertInto('lesson_series')
        .values({ adi_id: input.adi, stu_id: input.learner, submit_key: input.idemkey, created_by: staffId })
        .returning('series_id')
        .executeTakeFirstOrThrow();
      const bookings = await placeBookings(tx, {
        adiId: input.adi,
        studentId: input.learner,
        bookings: weeks.map((w) => ({ credId: w.credit!.id, start: w.slot!.start })),
        pickup: { line1: null, pc: bookable.pickupPc || null },
        staffId,
        seriesId: series.series_id,
      });
      return { series: series.series_id, placed: bookings.length, bookings };
    });
  } catch (error) {
    // The same key sent at the same moment for another instructor's diary: the unique index decides.
    if (isUniqueViolation(error)) throw new ActionRefused(SERIES_TEXTS.keyReused);
    if (!(error instanceof LifecycleRuleError)) throw error;
    // A writer that does not take the diary locks can still beat the check; the exclusion
    // constraints refuse the lesson, and the clash is described from what is now committed.
    const reason = error.rule === 'overlap' ? ((await findClash(ctx.db, input.adi, slots)) ?? error.message) : error.message;
    throw refuse(reason);
  }
  await mailPlacedLessons(ctx, result.bookings, now);
  return { series: result.series, placed: result.placed };
});
