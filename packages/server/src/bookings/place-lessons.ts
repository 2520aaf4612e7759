import {
  BOOKING_REFUSALS,
  BOOKING_TEXTS,
  LESSON_MINUTES,
  SUCCESS,
  bookingActions,
  calendarValidRange,
  refusalText,
  type CalendarKind,
  type ParsedRequestOf,
  londonDate,
} from '@dss/contract';
import { inTransaction, LifecycleRuleError, lockDiaries, placeBookings } from '../lifecycle/credits';
import { ActionRefused, staffOf, type ActionContext } from '../wire/handler';
import { schoolClock } from '../lifecycle/school-clock';
import { requireBookable } from './bookable';
import { checkLessons, findClash, type LessonSlot } from './diary-rules';
import { instantOf } from './diary-time';
import { mailPlacedLessons } from './lesson-mail';

type PlaceInput = ParsedRequestOf<typeof bookingActions.placeBookings>;

/**
 * Places new lessons for one learner with their instructor (Book Learners or Book Pending
 * Bookings): every rule the calendar applies is checked again under the instructor's and the
 * learner's diary locks, then the lessons and their credits are written in that one transaction
 * (all or none). A refusal answers the spec's failure text and what went wrong.
 */
export async function place(ctx: ActionContext, input: PlaceInput, kind: CalendarKind) {
  const staffId = staffOf(ctx).staffId;
  const now = schoolClock.now();
  const range = calendarValidRange(kind, londonDate(now));
  const refuse = (reason: string) => new ActionRefused(refusalText(BOOKING_TEXTS.placeFailed, reason));
  const lessons = input.bookings.map((b): LessonSlot & { credId: number } => {
    const start = instantOf(b.start);
    if (!start) throw refuse(BOOKING_REFUSALS.noSuchTime(b.start));
    return { credId: b.id, stuId: input.learner, wall: b.start, start, end: new Date(start.getTime() + LESSON_MINUTES * 60_000) };
  });

  let placed: number[];
  try {
    placed = await inTransaction(ctx.db, async (tx) => {
      await lockDiaries(tx, input.adi, [input.learner]);
      const bookable = await requireBookable(tx, input.adi, input.learner, kind);
      if (typeof bookable === 'string') throw refuse(bookable);
      const problem = await checkLessons(tx, { adiId: input.adi, lessons, range });
      if (problem) throw refuse(problem);
      const pickupPc = input.pickup?.pc || bookable.pickupPc;
      return placeBookings(tx, {
        adiId: input.adi,
        studentId: input.learner,
        bookings: lessons.map((l) => ({ credId: l.credId, start: l.start })),
        pickup: { line1: input.pickup?.line1 || null, pc: pickupPc || null },
        dropoff: { line1: input.dropoff?.line1 || null, pc: input.dropoff?.pc || null },
        staffId,
      });
    });
  } catch (error) {
    if (!(error instanceof LifecycleRuleError)) throw error;
    // A writer that does not take the diary locks can still beat the check; the exclusion
    // constraints refuse the lesson, and the clash is described from what is now committed.
    const reason = error.rule === 'overlap' ? ((await findClash(ctx.db, input.adi, lessons)) ?? error.message) : error.message;
    throw refuse(reason);
  }
  await mailPlacedLessons(ctx, placed, now);
  return SUCCESS;
}
