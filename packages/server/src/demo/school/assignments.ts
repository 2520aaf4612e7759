import { HOUR, isoOf, type SchoolContext } from './context';
import { AREAS } from './names';
import type { DemoRow, Instructor, Slot } from './types';

/**
 * A free weekly slot of an instructor who teaches `gear` on `day` and covers `pc` (else one in
 * the same cluster of areas, else any): each learner holds one slot for as long as they are
 * assigned, so no instructor has two lessons at once.
 */
export function findInstructor(
  ctx: SchoolContext,
  pc: string,
  gear: string,
  day: number,
  exclude?: number,
): { inst: Instructor; slot: Slot } | null {
  const fits = (inst: Instructor) =>
    inst.id !== exclude && (inst.gears === 'both' || inst.gears === gear) && inst.joinDay + 2 <= day && inst.stopDay > day + 14;
  const candidates = (ctx.byPc.get(pc) ?? []).filter(fits);
  const area = AREAS.find((a) => a.pc === pc);
  const nearby = ctx.instructors.filter((i) => i.approved && i.cluster === area?.cluster && fits(i));
  for (const pool of [candidates, nearby, ctx.instructors.filter((i) => i.approved && fits(i))]) {
    const order = ctx.rng.sample(pool, pool.length);
    for (const inst of order) {
      const free = inst.slots.filter((s) => s.freeFrom <= day);
      if (free.length) return { inst, slot: ctx.rng.pick(free) };
    }
  }
  return null;
}

/**
 * A learner's assignments, one instructor after another: the current one holds its diary slot
 * until it closes (passed, abandoned, re-assigned...), and each closed one leaves a span for the
 * complaints phase.
 */
export class LearnerAssignments {
  inst: Instructor;
  slot: Slot;
  id: number;
  start: number;
  open = true;
  readonly rows: DemoRow<'assignments'>[] = [];

  constructor(
    private readonly ctx: SchoolContext,
    private readonly stu: number,
    found: { inst: Instructor; slot: Slot },
    day: number,
  ) {
    this.inst = found.inst;
    this.slot = found.slot;
    this.id = ++ctx.ids.assignment;
    this.start = day;
    this.slot.freeFrom = Number.POSITIVE_INFINITY; // held until the assignment closes
  }

  /** Closes the current assignment with `status` on `day` and frees its slot from the next day. */
  close(status: number, day: number): void {
    const { ctx } = this;
    const on = Math.min(ctx.officeTime(this.start), ctx.now - HOUR);
    this.rows.push({
      assign_id: this.id,
      stu_id: this.stu,
      adi_id: this.inst.id,
      assign_status: status,
      assign_on: isoOf(on),
      assign_updated: isoOf(Math.max(on, Math.min(ctx.officeTime(day), ctx.now - HOUR))),
      assigned_by: ctx.staff(),
    });
    ctx.spans.push({ stu: this.stu, adi: this.inst.id, from: this.start, to: day });
    this.slot.freeFrom = day + 1;
    this.open = false;
  }

  /** Starts a new assignment with `next` on `day` (after close). */
  moveTo(next: { inst: Instructor; slot: Slot }, day: number): void {
    this.inst = next.inst;
    this.slot = next.slot;
    this.slot.freeFrom = Number.POSITIVE_INFINITY;
    this.id = ++this.ctx.ids.assignment;
    this.start = day;
    this.open = true;
  }

  /** The learner is still learning: the assignment stays active and its slot stays held. */
  keepActive(): void {
    const { ctx } = this;
    const on = Math.min(ctx.officeTime(this.start), ctx.now - HOUR);
    this.rows.push({
      assign_id: this.id,
      stu_id: this.stu,
      adi_id: this.inst.id,
      assign_status: 1,
      assign_on: isoOf(on),
      assign_updated: isoOf(on),
      assigned_by: ctx.staff(),
    });
    ctx.spans.push({ stu: this.stu, adi: this.inst.id, from: this.start, to: ctx.today });
  }
}
