import { dayText } from '@dss/contract';
import { HOUR, isoOf, type SchoolContext } from './context';
import type { Instructor } from './types';

/** An instructor's franchise: the current plan, after an earlier one for some long-serving instructors. */
export function instructorFranchise(ctx: SchoolContext, inst: Instructor, created: number): void {
  const { rng } = ctx;
  const plans = ctx.shape.franchisePlans;
  if (inst.joinDay < ctx.today - 400 && rng.chance(0.3) && plans.length > 1) {
    // An earlier plan, replaced after a year.
    const old = rng.pick(plans.filter((p) => p.plan_id !== inst.planId));
    const switchDay = inst.franchiseStart + rng.int(180, 380);
    ctx.emit('instructor_franchise', {
      rec_id: ++ctx.ids.franchise,
      adi_id: inst.id,
      plan_id: old.plan_id,
      regularity: inst.regularity[0],
      start_date: dayText(inst.franchiseStart),
      ended_on: dayText(switchDay - 1),
      created_on: isoOf(created),
      recorded_by: ctx.staff(),
    });
    ctx.emit('instructor_franchise', {
      rec_id: ++ctx.ids.franchise,
      adi_id: inst.id,
      plan_id: inst.planId,
      regularity: inst.regularity[0],
      start_date: dayText(switchDay),
      ended_on: null,
      created_on: isoOf(Math.min(ctx.at(switchDay, 10), ctx.now - HOUR)),
      recorded_by: ctx.staff(),
    });
  } else {
    ctx.emit('instructor_franchise', {
      rec_id: ++ctx.ids.franchise,
      adi_id: inst.id,
      plan_id: inst.planId,
      regularity: inst.regularity[0],
      start_date: dayText(inst.franchiseStart),
      ended_on: null,
      created_on: isoOf(created),
      recorded_by: ctx.staff(),
    });
  }
}
