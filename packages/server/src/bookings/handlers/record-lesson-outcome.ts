import { CANCELLATION_TEXTS, bookingActions } from '@dss/contract';
import { inTransaction, LifecycleRuleError, recordOutcome } from '../../lifecycle/credits';
import { schoolClock } from '../../lifecycle/school-clock';
import { ActionRefused, handle, staffOf } from '../../wire/handler';
import { readCancellationPolicy } from '../cancellation-policy';

export const recordLessonOutcome = handle(bookingActions.recordLessonOutcome, async (ctx, { booking, outcome }) => {
  const staffId = staffOf(ctx).staffId;
  const now = schoolClock.now();
  try {
    const credit = await inTransaction(ctx.db, async (tx) => {
      const lesson = await tx
        .selectFrom('bookings')
        .select(['booking_state', 'lesson_starts'])
        .where('booking_id', '=', booking)
        .executeTakeFirst();
      if (!lesson) throw new ActionRefused(CANCELLATION_TEXTS.noLesson);
      if (![1, 2, 4, 5].includes(lesson.booking_state)) throw new ActionRefused(CANCELLATION_TEXTS.noOutcome);
      if (lesson.lesson_starts > now) throw new ActionRefused(CANCELLATION_TEXTS.notStarted);
      const policy = await readCancellationPolicy(tx);
      return recordOutcome(tx, { bookingId: booking, staffId, outcome, forfeit: policy.no_show_forfeits, now });
    });
    return { credit };
  } catch (error) {
    if (!(error instanceof LifecycleRuleError)) throw error;
    // The checks above ran before the row lock: a change in between is described as it now stands.
    throw new ActionRefused(error.rule === 'credit' ? CANCELLATION_TEXTS.creditRebooked : CANCELLATION_TEXTS.noOutcome);
  }
});
