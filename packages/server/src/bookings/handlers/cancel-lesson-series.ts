import { SERIES_TEXTS, bookingActions, cancellationFate } from '@dss/contract';
import { cancelBooking, inTransaction } from '../../lifecycle/credits';
import { schoolClock } from '../../lifecycle/school-clock';
import { ActionRefused, handle, staffOf } from '../../wire/handler';
import { readCancellationPolicy } from '../cancellation-policy';
import { mailCancelledLessons } from '../lesson-mail';

/**
 * Cancels the rest of a weekly series (docs/decisions/recurring-lessons.md): every lesson of it
 * that has not started (Blocked, Scheduled or Rescheduled), each as a single cancellation would
 * be, its credit's fate decided by the cancellation policy for that lesson's notice, all in one
 * transaction under the series' row lock and the lessons' row locks.
 */
export const cancelLessonSeries = handle(bookingActions.cancelLessonSeries, async (ctx, { series, party, reason }) => {
  const staffId = staffOf(ctx).staffId;
  const now = schoolClock.now();
  const done = await inTransaction(ctx.db, async (tx) => {
    const found = await tx
      .selectFrom('lesson_series')
      .select('series_id')
      .where('series_id', '=', series)
      .forUpdate()
      .executeTakeFirst();
    if (!found) throw new ActionRefused(SERIES_TEXTS.noSeries);
    const rest = await tx
      .selectFrom('bookings')
      .select(['booking_id', 'lesson_starts'])
      .where('series_id', '=', series)
      .where('booking_state', 'in', [0, 1, 2])
      .where('lesson_starts', '>', now)
      .orderBy('lesson_starts')
      .forUpdate()
      .execute();
    if (!rest.length) throw new ActionRefused(SERIES_TEXTS.nothingLeft);
    const policy = await readCancellationPolicy(tx);
    let forfeited = 0;
    for (const lesson of rest) {
      const fate = cancellationFate(policy, party, lesson.lesson_starts, now);
      if (fate.credit === 'forfeited') forfeited++;
      const bookingId = Number(lesson.booking_id);
      await cancelBooking(tx, { bookingId, staffId, party, reason, forfeit: fate.credit === 'forfeited', now });
    }
    return { ids: rest.map((l) => Number(l.booking_id)), forfeited };
  });
  await mailCancelledLessons(ctx, done.ids, party);
  return { cancelled: done.ids.length, returned: done.ids.length - done.forfeited, forfeited: done.forfeited };
});
