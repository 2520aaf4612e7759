import { dayText } from '@dss/contract';
import { HOUR, isoOf, type SchoolContext } from './context';
import type { RowOut } from './types';

export type QuitReason = 'moved' | 'money' | 'otherSchool' | 'silent' | 'unhappy';

/**
 * How a learner who stops leaves: [assignment status, departure reason, who reported it,
 * days until the departure is recorded].
 */
export const QUIT_OUTCOMES: Record<QuitReason, readonly [number, number, number, number]> = {
  moved: [3, 2, 3, 7],
  money: [3, 3, 3, 14],
  otherSchool: [6, 4, 1, 20],
  unhappy: [3, 6, 3, 5],
  silent: [5, 5, 4, 92],
};

/** A learner's departure on `day`, recorded that day or up to three days later. */
export function departure(ctx: SchoolContext, out: RowOut, stu: number, day: number, reporter: number, reason: number): void {
  out('departures', {
    id: ++ctx.ids.departure,
    stu_id: stu,
    dep_date: dayText(day),
    reported_by: reporter,
    reason_id: reason,
    recorded_at: isoOf(Math.max(ctx.at(day, 12), Math.min(ctx.at(day + ctx.rng.int(0, 3), 15), ctx.now - HOUR))),
    recorded_by: ctx.staff(),
  });
}
