import { CANCELLATION_TEXTS, bookingActions, cancellationFate } from '@dss/contract';
import { cancelBooking, inTransaction } from '../../lifecycle/credits';
import { schoolClock } from '../../lifecycle/school-clock';
import { ActionRefused, handle, staffOf } from '../../wire/handler';
import { readCancellationPolicy } from '../cancellation-policy';
import { mailCancelledLessons } from '../lesson-mail';

export const cancelLesson = handle(bookingActions.cancelLesson, async (ctx, { booking, party, reason }) => {
  const staffId = staffOf(ctx).staffId;
  const now = schoolClock.now();
  const result = await inTransaction(ctx.db, async (tx) => {
    const lesson = await tx
      .selectFrom('bookings')
      .select(['booking_state', 'lesson_starts', 'cancel_party', 'cancel_reason', 'credit_forfeited'])
      .where('booking_id', '=', booking)
      .forUpdate()
      .executeTakeFirst();
    if (!lesson) throw new ActionRefused(CANCELLATION_TEXTS.noLesson);
    if (lesson.booking_state === 3) {
      // The same cancellation sent twice (a double click, a retried request) answers what the first did.
      if (lesson.cancel_party === party && lesson.cancel_reason === reason)
        return { credit: lesson.credit_forfeited ? ('forfeited' as const) : ('returned' as const), repeat: true };
      throw new ActionRefused(CANCELLATION_TEXTS.alreadyCancelled);
    }
    if (![0, 1, 2].includes(lesson.booking_state)) throw new ActionRefused(CANCELLATION_TEXTS.notCancellable);
    if (lesson.lesson_starts <= now) throw new ActionRefused(CANCELLATION_TEXTS.started);
    const fate = cancellationFate(await readCancellationPolicy(tx), party, lesson.lesson_starts, now);
    await cancelBooking(tx, { bookingId: booking, staffId, party, reason, forfeit: fate.credit === 'forfeited', now });
    return { credit: fate.credit, repeat: false };
  });
  if (!result.repeat) await mailCancelledLessons(ctx, [booking], party);
  return { credit: result.credit };
});
