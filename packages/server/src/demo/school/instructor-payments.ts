import { addMonthsToDay, dayText } from '@dss/contract';
import { HOUR, isoOf, type SchoolContext } from './context';

/**
 * What approved instructors paid the school: the joining fee, franchise fees at their plan's
 * regularity until they stopped (a few missed), and in the showcase the odd car-hire charge.
 */
export async function instructorPaymentsPhase(ctx: SchoolContext): Promise<void> {
  const { rng } = ctx;
  for (const inst of ctx.instructors) {
    if (!inst.approved) continue;
    const stop = Math.min(inst.stopDay, ctx.today);
    const ref = (prefix: string, d: number) => `${prefix}${inst.id}-${dayText(d).replace(/-/g, '').slice(2)}`;
    const pay = (day: number, amount: number, type: number, prefix: string) => {
      if (day > ctx.today) return;
      const method = rng.weighted([
        [1, 5],
        [5, 3],
        [6, 2],
        [2, 2],
        [3, 0.5],
        [4, 0.3],
      ] as const);
      ctx.emit('instructor_payments', {
        transaction_id: ++ctx.ids.instructorPayment,
        adi_id: inst.id,
        reference: ref(prefix, day),
        amount: amount.toFixed(2),
        type_id: type,
        method_id: method,
        date_of_transaction: isoOf(Math.min(ctx.at(day, rng.int(8, 18), rng.int(0, 59)), ctx.now - HOUR)),
        added: isoOf(Math.min(ctx.at(day, 18), ctx.now - 30 * 60_000)),
        recorded_by: ctx.staff(),
      });
    };
    if (inst.initialFee > 0) pay(inst.franchiseStart, inst.initialFee, 1, 'JF');
    const [weeks, factor] = inst.regularity;
    const amount = Math.round(inst.weeklyFee * factor * 100) / 100;
    let due = inst.franchiseStart;
    let k = 0;
    while (due < stop) {
      if (!rng.chance(0.04)) pay(due + rng.int(0, 4), amount, 2, 'FF');
      k++;
      due = weeks === 4.33 ? addMonthsToDay(inst.franchiseStart, k) : inst.franchiseStart + Math.round(weeks * 7) * k;
    }
    if (ctx.shape.showcase && rng.chance(0.3)) pay(ctx.today - rng.int(5, 60), 45, 3, 'CH');
    await ctx.sink.flushPoint();
  }
}
