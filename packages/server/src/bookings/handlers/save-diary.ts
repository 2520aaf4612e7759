import {
  BOOKING_REFUSALS,
  BOOKING_TEXTS,
  SUCCESS,
  bookingActions,
  calendarValidRange,
  refusalText,
  londonDate,
} from '@dss/contract';
import { inTransaction, LifecycleRuleError, lockDiaries, moveBookings } from '../../lifecycle/credits';
import { ActionRefused, handle, staffOf } from '../../wire/handler';
import { schoolClock } from '../../lifecycle/school-clock';
import { checkLessons, findClash, type LessonSlot } from '../diary-rules';
import { instantOf } from '../diary-time';
import { mailMovedLessons } from '../lesson-mail';

/**
 * Save diary changes: each moved lesson keeps its length, is checked like a new one (range,
 * business hours, time away, no overlap with the instructor's or its learner's other lessons, its
 * credit still valid at the new start), becomes Rescheduled and has its move recorded with who
 * and when (lifecycle moveBookings), all in one transaction.
 */
export const saveDiary = handle(bookingActions.saveDiary, async (ctx, input) => {
  const staffId = staffOf(ctx).staffId;
  const now = schoolClock.now();
  const range = calendarValidRange('diary', londonDate(now));
  const refuse = (reason: string) => new ActionRefused(refusalText(BOOKING_TEXTS.diaryFailed, reason));
  const seen = new Set<number>();
  for (const b of input.bookings) {
    if (seen.has(b.id)) throw refuse(BOOKING_REFUSALS.twice(b.id));
    seen.add(b.id);
  }

  const ids = [...seen];
  let moved: { bookingId: number; fromStart: Date; fromEnd: Date; slot: LessonSlot }[] = [];
  try {
    moved = await inTransaction(ctx.db, async (tx) => {
      const learners = await tx.selectFrom('bookings').select('stu_id').where('booking_id', 'in', ids).execute();
      await lockDiaries(
        tx,
        input.adi,
        learners.map((b) => b.stu_id),
      );
      const current = await tx
        .selectFrom('bookings as b')
        .innerJoin('credits as c', 'c.cred_id', 'b.cred_id')
        .select(['b.booking_id', 'b.stu_id', 'b.lesson_starts', 'b.lesson_end', 'b.booking_state', 'c.expires_at'])
        .where('b.adi_id', '=', input.adi)
        .where('b.booking_id', 'in', ids)
        .execute();
      const byId = new Map(current.map((b) => [Number(b.booking_id), b]));
      const changes: typeof moved = [];
      for (const m of input.bookings) {
        const b = byId.get(m.id);
        if (!b || (b.booking_state !== 1 && b.booking_state !== 2)) throw refuse(BOOKING_REFUSALS.notMovable(m.id));
        const start = instantOf(m.start);
        if (!start) throw refuse(BOOKING_REFUSALS.noSuchTime(m.start));
        const end = new Date(start.getTime() + (b.lesson_end.getTime() - b.lesson_starts.getTime()));
        const sentEnd = m.end ? instantOf(m.end) : end;
        if (!sentEnd || sentEnd.getTime() !== end.getTime()) throw refuse(BOOKING_REFUSALS.keepsLength(m.id));
        if (start.getTime() === b.lesson_starts.getTime()) continue;
        if (b.expires_at <= start) throw refuse(BOOKING_REFUSALS.creditExpires(m.id, m.start));
        changes.push({
          bookingId: m.id,
          fromStart: b.lesson_starts,
          fromEnd: b.lesson_end,
          slot: { stuId: b.stu_id, start, end, wall: m.start },
        });
      }
      moved = changes;
      if (!changes.length) return changes;
      const problem = await checkLessons(tx, {
        adiId: input.adi,
        lessons: changes.map((c) => c.slot),
        range,
        ignore: changes.map((c) => c.bookingId),
      });
      if (problem) throw refuse(problem);
      await moveBookings(tx, {
        adiId: input.adi,
        staffId,
        moves: changes.map((c) => ({ bookingId: c.bookingId, start: c.slot.start, end: c.slot.end })),
      });
      return changes;
    });
  } catch (error) {
    if (!(error instanceof LifecycleRuleError)) throw error;
    const reason =
      error.rule === 'overlap'
        ? ((await findClash(
            ctx.db,
            input.adi,
            moved.map((c) => c.slot),
            moved.map((c) => c.bookingId),
          )) ?? error.message)
        : error.message;
    throw refuse(reason);
  }
  await mailMovedLessons(ctx, moved, now);
  return SUCCESS;
});
