import type { Gear } from '../../db/tables';
import { dayText } from '@dss/contract';
import { DAY, isoOf, type SchoolContext } from './context';
import { CARS, COLOURS } from './names';
import type { DemoRow, Instructor } from './types';

const REG_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/**
 * An instructor's cars: one per gear they teach (active, or inactive for some who left), and for
 * some long-serving instructors an older car, renewed or removed.
 */
export function instructorVehicles(ctx: SchoolContext, inst: Instructor, created: number): void {
  const { rng } = ctx;
  const gears: Gear[] = inst.gears === 'both' ? ['manual', 'automatic'] : [inst.gears];
  const emitCar = (gear: Gear, status: number, regDay: number, createdAt: number) => {
    const car = rng.pick(CARS.filter(([, , , fuel]) => gear === 'automatic' || fuel !== 5));
    const regYear = new Date(regDay * DAY);
    const ageId = (regYear.getUTCFullYear() % 100) + (regYear.getUTCMonth() >= 8 ? 50 : 0);
    const l = REG_LETTERS;
    let reg: string;
    do
      reg = `${rng.pick(['LD', 'LC', 'LN', 'LR', 'EK', 'EF', 'YG', 'EA'])}${String(ageId).padStart(2, '0')} ${l[rng.int(0, 22)]}${l[rng.int(0, 22)]}${l[rng.int(0, 22)]}`;
    while (ctx.usedRegs.has(reg));
    ctx.usedRegs.add(reg);
    const vehicle: DemoRow<'vehicles'> & { c_id: number } = {
      c_id: ++ctx.ids.vehicle,
      adi_id: inst.id,
      make: car[0],
      model: car[1],
      colour: rng.pick(COLOURS),
      c_reg: reg,
      regyear: `${regYear.toISOString().slice(0, 7)}-01`,
      c_type_id: car[2],
      c_gear: gear,
      c_fuel: car[3],
      leagal_owner: `${inst.fname} ${inst.lname}`,
      dual_ctrl: rng.chance(0.92) ? 1 : 2,
      owner_type: rng.weighted([
        [1, 6],
        [2, 3],
        [3, 1],
        [4, 1],
        [5, 1],
      ] as const),
      ved_exp: dayText(ctx.today + rng.int(-20, 360)),
      mot_exp: dayText(ctx.today + rng.int(-10, 360)),
      insurance_exp: dayText(ctx.today + rng.int(5, 360)),
      logbook_file_id: ctx.shape.fileIds.logbook,
      mot_file_id: ctx.shape.fileIds.mot,
      insurance_file_id: ctx.shape.fileIds.insurance,
      rec_status: status,
      created_at: isoOf(createdAt),
      created_by: ctx.staff(),
      updated_at: isoOf(createdAt),
    };
    ctx.emit('vehicles', vehicle);
    ctx.vehicleRecords.push(vehicle);
  };
  for (const gear of gears) {
    // An older car replaced (renewed) or removed for some long-serving instructors.
    if (inst.joinDay < ctx.today - 500 && rng.chance(0.4))
      emitCar(gear, rng.chance(0.5) ? 4 : 3, inst.joinDay - rng.int(400, 2000), created);
    emitCar(
      gear,
      inst.stopDay < ctx.today && rng.chance(0.5) ? 2 : 1,
      Math.max(inst.joinDay - rng.int(0, 1500), ctx.today - 3000),
      created,
    );
  }
}
