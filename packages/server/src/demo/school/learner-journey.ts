import { londonDay, weekdayOfDay } from '@dss/contract';
import { findInstructor, LearnerAssignments } from './assignments';
import { bookLesson } from './bookings';
import { markMonth, rowList, type SchoolContext } from './context';
import { departure, QUIT_OUTCOMES } from './departures';
import { lessonFeedback } from './feedback';
import { drivingTest, eyeTest, theoryTest } from './learner-tests';
import { LearnerCredits } from './payments-credits';
import type { LaterRow, SchoolShape } from './types';

/** Showcase roles: the demo's last learners, so every notification count has someone to list. */
export type LearnerRole = 'normal' | 'unpaid' | 'awaiting' | 'pendingBooking' | 'blocked' | 'readonly';

export interface JourneyStart {
  id: number;
  /** registration day */
  reg: number;
  /** registration instant */
  created: number;
  gear: string;
  /** outer postcode of the pickup address */
  outer: string;
  plans: SchoolShape['lessonPlans'];
  role: LearnerRole;
  /**
   * The practical test attempt this learner passes at, so the demo has a learner for the rarer
   * attempts' reports; such a learner keeps at it (never quits or is blocked). Null: chance decides.
   */
  passAt: number | null;
}

/**
 * One learner's time with the school after registering: pays for a package, is assigned an
 * instructor and takes a weekly lesson in one diary slot (buying more packages as credits run
 * out), sits the theory test, mock and practical tests, and passes, stops (moved, money, another
 * school, silence, unhappy) or is still learning; some are re-assigned or blocked. Answers the
 * account state and the learner's rows: payments, credits, assignments first, then the rows that
 * reference them (bookings, moves, tests, feedback, departure).
 */
export function learnerJourney(ctx: SchoolContext, start: JourneyStart): { accState: number; rows: LaterRow[] } {
  const { rng, shape } = ctx;
  const { id, reg, created, gear, outer, plans, role, passAt } = start;
  const planned = passAt !== null;
  const { rows, out } = rowList();
  let accState = role === 'readonly' ? 2 : 1;

  if (role === 'unpaid' || (role === 'normal' && !planned && rng.chance(0.05)) || !plans.length) {
    return { accState: 3, rows };
  }
  const credits = new LearnerCredits(ctx, id, plans, created, out);
  const payDay = Math.min(reg + rng.int(0, 6), ctx.today);
  credits.buy(payDay, true);

  // Credits must be written before the bookings that use them: collect bookings separately.
  const later = rowList();
  const outLater = later.out;

  const assignDay = Math.min(payDay + rng.int(1, 8), ctx.today);
  const found =
    role === 'awaiting' || (role === 'normal' && assignDay >= ctx.today - 1 && rng.chance(0.5))
      ? null
      : findInstructor(ctx, outer, gear, assignDay);
  if (!found) {
    credits.finish(null);
    return { accState, rows };
  }

  // Plan of this learner's journey.
  const target = planned ? shape.targetLessons[0] : rng.int(shape.targetLessons[0], shape.targetLessons[1]);
  const quitAfter = rng.chance(0.22) && !planned ? rng.int(2, target - 3) : Number.POSITIVE_INFINITY;
  const quitReason = rng.weighted([
    ['moved', 2],
    ['money', 2],
    ['otherSchool', 2],
    ['silent', 3],
    ['unhappy', 1],
  ] as const);
  const reassignAt = rng.chance(0.1) ? rng.int(3, 15) : -1;
  const blocked = role === 'blocked' || (role === 'normal' && !planned && rng.chance(0.01));
  let theoryAt = rng.int(3, 12);
  let theoryPassed = false;
  let testAt = target;
  let attempts = 0;
  let done = 0;
  let lastLessonDay = assignDay;
  let end: 'passed' | 'quit' | 'active' = 'active';
  let endDay = ctx.today;

  const assignment = new LearnerAssignments(ctx, id, found, assignDay);

  if (role === 'pendingBooking') {
    credits.finish(null);
    assignment.close(1, ctx.today);
    assignment.slot.freeFrom = Number.POSITIVE_INFINITY;
    for (const a of assignment.rows) out('assignments', a);
    return { accState, rows };
  }

  const firstDay = (from: number) => {
    let d = from + rng.int(2, 7);
    while (weekdayOfDay(d) !== assignment.slot.weekday) d++;
    return d;
  };
  let day = firstDay(assignDay);
  let firstOfAssignment = true;
  const horizon = ctx.today + shape.futureDays;
  const blockDay = blocked ? ctx.today - rng.int(3, 20) : null;
  let lessonNo = 0;

  while (day <= horizon) {
    // Instructor gone (left or blocked): re-assign to another instructor.
    if (day >= assignment.inst.stopDay - 7 || lessonNo === reassignAt) {
      const next = findInstructor(ctx, outer, gear, day, assignment.inst.id);
      const blockedNow = lessonNo === reassignAt && (rng.chance(0.3) || !ctx.blockedAssignment);
      ctx.blockedAssignment ||= blockedNow;
      assignment.close(blockedNow ? 0 : 2, day);
      if (lessonNo === reassignAt) lessonNo++;
      if (!next) {
        end = 'quit';
        endDay = day;
        break;
      }
      assignment.moveTo(next, day);
      day = firstDay(day);
      firstOfAssignment = true;
      continue;
    }
    lessonNo++;
    const { inst, slot } = assignment;
    // A week missed at random, in the instructor's time away, or on a bank holiday (the school is closed).
    const skip = rng.chance(0.12) || inst.awayDays.has(day) || ctx.isBankHoliday(day);
    if (skip) {
      day += 7;
      continue;
    }
    const slotStart = ctx.at(day, slot.hour);
    const future = slotStart >= ctx.now;
    if (blockDay !== null && day >= blockDay && !future) {
      day += 7;
      continue;
    }
    // A credit that is still valid at the lesson's start; buy another package when none.
    let credit = credits.availableAt(slotStart);
    if (!credit) {
      const buyDay = day - rng.int(1, 5);
      if (buyDay > ctx.today || (!future && !rng.chance(0.93) && !planned)) {
        if (!future) {
          end = 'quit';
          endDay = lastLessonDay;
        }
        break;
      }
      credits.buy(Math.max(buyDay, londonDay(credits.lastPaid)), false);
      credit = credits.availableAt(slotStart);
      if (!credit) break;
    }
    let type = firstOfAssignment ? 1 : 2;
    firstOfAssignment = false;
    // Tests: theory first, then the practical test in the lesson slot.
    if (!future && done >= theoryAt && !theoryPassed) {
      const passed = theoryTest(ctx, out, id, day);
      if (passed === true) theoryPassed = true;
      else if (passed === false) theoryAt = done + rng.int(3, 6);
    }
    const isTest = theoryPassed && done >= testAt && !future;
    if (isTest) type = 3;
    else if (!future && done === testAt - 3 && rng.chance(0.4)) type = 4;

    const booking = bookLesson(ctx, outLater, {
      stu: id,
      inst,
      assignId: assignment.id,
      assignStart: assignment.start,
      day,
      startMs: slotStart,
      type,
      blocked: blockDay !== null,
      credit,
    });
    const { state } = booking;
    if (state === 4 || state === 5) {
      done++;
      lastLessonDay = day;
      markMonth(ctx.learnerMonths, id, day);
      markMonth(ctx.adiMonths, inst.id, day);
    }
    if (state === 5) {
      if (ctx.shape.showcase) {
        const taken = ctx.takenLessons.get(id) ?? [];
        taken.push({ booking: booking.id, endMs: booking.endMs });
        ctx.takenLessons.set(id, taken);
      }
      if (done === 1 && rng.chance(0.5)) eyeTest(ctx, outLater, id, inst.id, day, booking.endMs);
      lessonFeedback(ctx, outLater, booking.id, id, inst.id, booking.endMs);
    }
    if (isTest && state === 5) {
      attempts++;
      const pass = drivingTest(
        ctx,
        outLater,
        { stu: id, adi: inst.id, startMs: booking.startMs, endMs: booking.endMs },
        attempts,
        passAt,
      );
      if (pass) {
        end = 'passed';
        if (ctx.shape.showcase) ctx.passedLearners.add(id);
        endDay = day;
        break;
      }
      // A planned learner resits sooner, to reach their attempt within the demo's history.
      testAt = done + (planned ? rng.int(2, 3) : rng.int(3, 8));
    }
    if (done >= quitAfter && !future) {
      end = 'quit';
      endDay = day;
      break;
    }
    day += 7;
  }

  // Close the journey: assignment status, departure, account state.
  const [quitStatus, quitReasonId, quitReporter, quitDelay] = QUIT_OUTCOMES[quitReason];
  if (!assignment.open) {
    // Already closed (re-assignment found nobody): nothing more to close.
  } else if (end === 'passed') {
    assignment.close(4, endDay);
    const dep = endDay + rng.int(0, 10);
    if (dep < ctx.today) departure(ctx, outLater, id, dep, rng.pick([1, 2, 3]), 1);
  } else if (end === 'quit') {
    assignment.close(quitStatus, Math.min(endDay + Math.min(quitDelay, 30), ctx.today));
  }
  if (end === 'quit') {
    const dep = endDay + quitDelay;
    if (dep < ctx.today) departure(ctx, outLater, id, dep, quitReporter, quitReasonId);
    if (dep < ctx.today - 180 && rng.chance(0.3)) accState = 2;
  } else if (end === 'active') {
    assignment.keepActive();
  }
  if (blocked) accState = 0;
  credits.finish(blockDay);
  for (const a of assignment.rows) out('assignments', a);
  rows.push(...later.rows);
  return { accState, rows };
}
