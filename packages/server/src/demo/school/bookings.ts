import { DAY, HOUR, isoOf, type SchoolContext } from './context';
import type { LearnerCredit } from './payments-credits';
import type { Instructor, RowOut } from './types';

/** Hours kept free in every diary for moved lessons (tracked per instructor and day). */
const EXTRA_HOURS = [8, 16];

export interface Lesson {
  stu: number;
  inst: Instructor;
  assignId: number;
  assignStart: number;
  day: number;
  /** the slot's start on `day` */
  startMs: number;
  /** booking_lesson_type: 1 First lesson, 2 Driving lesson, 3 Practical driving test, 4 Mock test */
  type: number;
  /** the learner is blocked: coming lessons are blocked too */
  blocked: boolean;
  credit: LearnerCredit;
}

/**
 * Books one weekly lesson and settles it as of now: past lessons complete (a few cancelled or
 * no-shows), coming ones scheduled (a few cancelled; blocked for a blocked learner). Some are
 * moved to a free extra hour the same day. The credit follows the lesson's state.
 */
export function bookLesson(
  ctx: SchoolContext,
  out: RowOut,
  lesson: Lesson,
): { id: number; startMs: number; endMs: number; state: number } {
  const { rng } = ctx;
  const { inst, credit, day } = lesson;
  const isTest = lesson.type === 3;
  let startMs = lesson.startMs;
  let state: number;
  let moved: { from: number } | null = null;
  if (!isTest && rng.chance(0.05)) {
    const hour = rng.pick(EXTRA_HOURS);
    const key = day * 24 + hour;
    if (!inst.extraUsed.has(key)) {
      inst.extraUsed.add(key);
      moved = { from: startMs };
      startMs = ctx.at(day, hour);
    }
  }
  const endMs = startMs + HOUR;
  if (startMs >= ctx.now) {
    state = lesson.blocked ? 0 : moved ? 2 : rng.chance(0.03) ? 3 : 1;
  } else {
    state = rng.chance(0.04) && !isTest ? 3 : rng.chance(0.02) && !isTest ? 4 : 5;
    // A lesson still under way is Scheduled: the lifecycle job completes it when it ends.
    if (state === 5 && endMs > ctx.now) state = 1;
  }
  const bookingId = ++ctx.ids.booking;
  const bookedOn = Math.max(
    ctx.at(lesson.assignStart, 11),
    Math.min((moved?.from ?? startMs) - rng.int(2, 12) * DAY, ctx.now - 2 * HOUR),
  );
  if (state === 3) {
    // Cancelled: the credit stays available for another lesson.
  } else if (state === 4) {
    // A no-show forfeits its credit under the default cancellation policy.
    credit.state = 4;
    credit.forfeitedAt = endMs;
  } else if (state === 5) {
    credit.state = 3;
    credit.usedAt = endMs;
  } else {
    credit.state = state === 0 ? 0 : 2;
  }
  out('bookings', {
    booking_id: bookingId,
    adi_id: inst.id,
    stu_id: lesson.stu,
    cred_id: credit.id,
    assign_id: lesson.assignId,
    lesson_starts: isoOf(startMs),
    lesson_end: isoOf(endMs),
    booking_lesson_type: lesson.type,
    booking_state: state,
    addr_line: rng.chance(0.9) ? 'Home address' : 'Workplace',
    addr_pc: null,
    drop_line: rng.chance(0.8) ? 'Home address' : 'College',
    drop_pc: null,
    booked_on: isoOf(bookedOn),
    booked_by: ctx.staff(),
    updated_on: isoOf(Math.min(Math.max(bookedOn, state === 5 ? endMs : bookedOn), ctx.now)),
    updated_by: null,
    completed_at: state === 5 ? isoOf(endMs) : null,
    credit_forfeited: state === 4,
  });
  if (moved) {
    const movedAt = Math.min(bookedOn + rng.int(1, 48) * HOUR, startMs - HOUR, ctx.now - HOUR);
    out('booking_moves', {
      move_id: ++ctx.ids.move,
      booking_id: bookingId,
      adi_id: inst.id,
      from_starts: isoOf(moved.from),
      from_end: isoOf(moved.from + HOUR),
      to_starts: isoOf(startMs),
      to_end: isoOf(endMs),
      moved_at: isoOf(Math.max(movedAt, bookedOn)),
      moved_by: ctx.staff(),
    });
  }
  return { id: bookingId, startMs, endMs, state };
}
