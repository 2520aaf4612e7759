import { dayText } from '@dss/contract';
import { HOUR, isoOf, type SchoolContext } from './context';

/**
 * Finance records: each approved instructor's income, expenses and mileage every fortnight
 * ('full', the demo) or month ('light', the large school) while working, and the school's own
 * monthly rent, advertising, software and the odd fleet-training income.
 */
export async function financePhase(ctx: SchoolContext): Promise<void> {
  const { categories } = ctx;
  const { rng } = ctx;
  const full = ctx.shape.finance === 'full';
  const start = ctx.today - Math.min(ctx.shape.historyDays, full ? 730 : 3650);
  const methods = ['Bank transfer', 'Debit or credit card', 'Cash', 'Direct debit', 'Standing order'];
  const statuses = [
    ['completed', 20],
    ['pending', 2],
    ['failed', 1],
    ['cancelled', 1],
  ] as const;
  const tx = (kind: 'income' | 'expense', adi: number | null, onDay: number, amount: number, note: string | null) => {
    const day = Math.min(onDay, ctx.today);
    ctx.emit('finance_transactions', {
      t_id: ++ctx.ids.transaction,
      kind,
      cat_id: rng.pick(categories[kind]),
      adi_id: adi,
      t_date: dayText(day),
      t_amount: amount.toFixed(2),
      t_pay_method: rng.pick(methods),
      t_status:
        day > ctx.today - 7
          ? rng.weighted([
              ['pending', 2],
              ['completed', 3],
            ] as const)
          : rng.weighted(statuses),
      t_notes: note,
      created_at: isoOf(Math.min(ctx.at(day, 17), ctx.now - HOUR)),
      recorded_by: ctx.staff(),
    });
  };
  for (const inst of ctx.instructors) {
    if (!inst.approved) continue;
    const from = Math.max(start, inst.joinDay);
    const to = Math.min(inst.stopDay, ctx.today);
    const step = full ? 14 : 30;
    let odometer = rng.int(8000, 60000);
    for (let d = from; d < to; d += step) {
      tx(
        'income',
        inst.id,
        d + rng.int(0, step - 1 > 0 ? step - 1 : 0),
        rng.int(300, 1400) + rng.int(0, 99) / 100,
        full && rng.chance(0.2) ? 'Lesson income paid in cash' : null,
      );
      tx(
        'expense',
        inst.id,
        d + rng.int(0, 6),
        rng.int(30, 180) + rng.int(0, 99) / 100,
        full ? rng.pick(['Fuel', 'Car wash', 'Parking', null]) : null,
      );
      if (full && rng.chance(0.15))
        tx(
          'expense',
          inst.id,
          d + rng.int(0, 6),
          rng.int(150, 900),
          rng.pick(['Service and MOT', 'New tyres', 'Insurance renewal']),
        );
      const trips = full ? 2 : 1;
      for (let m = 0; m < trips; m++) {
        const day = d + rng.int(0, step - 1);
        if (day >= to || day > ctx.today) continue;
        const miles = rng.int(20, 260) + rng.int(0, 9) / 10;
        const type = rng.weighted([
          ['business', 7],
          ['commute', 2],
          ['personal', 1],
        ] as const);
        ctx.emit('mileage', {
          rec_id: ++ctx.ids.mileage,
          adi_id: inst.id,
          mileage_date: dayText(day),
          type,
          start_mileage: odometer.toFixed(1),
          end_mileage: (odometer + miles).toFixed(1),
          created_at: isoOf(Math.min(ctx.at(day, 19), ctx.now - HOUR)),
          recorded_by: ctx.staff(),
        });
        odometer += miles + rng.int(0, 40);
      }
    }
    await ctx.sink.flushPoint();
  }
  // School-wide income and expenses.
  for (let d = start; d < ctx.today; d += 30) {
    tx('expense', null, d + 1, 1850, 'Office rent');
    tx('expense', null, d + rng.int(0, 20), rng.int(120, 600), 'Online advertising');
    tx('expense', null, d + 3, 89.99, 'Software subscription');
    if (full && rng.chance(0.3)) tx('income', null, d + rng.int(0, 25), rng.int(200, 1500), 'Corporate fleet training');
  }
  await ctx.sink.flushPoint();
}
