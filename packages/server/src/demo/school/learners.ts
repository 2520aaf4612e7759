import { dayText } from '@dss/contract';
import { isoOf, type SchoolContext } from './context';
import { learnerJourney, type LearnerRole } from './learner-journey';
import { AREAS, FEMALE_NAMES, MALE_NAMES, SURNAMES } from './names';
import type { DemoRow } from './types';

const LEARNER_TITLES_M = [1, 1, 1, 1, 1, 1, 5, 6];
const LEARNER_TITLES_F = [2, 3, 3, 3, 4, 4, 6];
/** Age bands A-F, [youngest, oldest] at registration. */
const AGE_BANDS = [
  [17, 25],
  [26, 35],
  [36, 45],
  [46, 55],
  [56, 64],
  [65, 74],
] as const;

/**
 * The practical test attempt the demo's first learners (the longest with the school) pass at:
 * each attempt has its passed and failed reports, and chance alone neither takes a learner of a
 * small school past a third attempt nor, on every day the school is generated, passes one at
 * each of the first three (the seventh makes a sixth attempt that failed).
 */
const SHOWCASE_PASS_AT = [7, 6, 5, 4, 3, 2, 1];

/**
 * Learners register evenly across the history window (the showcase ones in the last weeks);
 * each is written with the account state their journey (learner-journey.ts) leaves, followed
 * by the journey's rows.
 */
export async function learnersPhase(ctx: SchoolContext): Promise<void> {
  const { shape, rng } = ctx;
  const n = shape.learners;
  const plansBy = (gear: string) => shape.lessonPlans.filter((p) => p.gear_type === gear);
  for (let i = 0; i < n; i++) {
    const id = ++ctx.ids.learner;
    // Showcase roles for the demo: the last few learners are the ones the notification counts list.
    const role = shape.showcase ? showcaseRole(i, n) : 'normal';
    const reg =
      role === 'unpaid' || role === 'awaiting' || role === 'pendingBooking'
        ? ctx.today - rng.int(1, 20)
        : ctx.today - shape.historyDays + Math.floor((i / n) * (shape.historyDays - 5)) + rng.int(0, 3);
    const gender: 'm' | 'f' = rng.chance(0.52) ? 'm' : 'f';
    const band =
      shape.showcase && i < 12
        ? i % 6
        : rng.weighted([
            [0, 55],
            [1, 20],
            [2, 12],
            [3, 7],
            [4, 4],
            [5, 2],
          ] as const);
    const dob = dobInBand(ctx, reg, band);
    const fname = rng.pick(gender === 'm' ? MALE_NAMES : FEMALE_NAMES);
    const lname = rng.pick(SURNAMES);
    const gear = rng.chance(0.62) ? 'manual' : 'automatic';
    const area = rng.pick(AREAS);
    const home = ctx.address(area);
    const pickup = rng.chance(0.85) ? home.postcode : ctx.postcode(rng.pick(AREAS.filter((a) => a.cluster === area.cluster)).pc);
    const email = `${fname}.${lname}${id}@example.co.uk`.toLowerCase().replace(/'/g, '');
    ctx.learnerEmails.set(id, email);
    const created = ctx.officeTime(reg);
    const row: DemoRow<'learners'> = {
      student_id: id,
      title_id: rng.pick(gender === 'm' ? LEARNER_TITLES_M : LEARNER_TITLES_F),
      gender,
      fname,
      mname: rng.chance(0.15) ? rng.pick(gender === 'm' ? MALE_NAMES : FEMALE_NAMES) : null,
      lname,
      mobile: ctx.mobile(),
      landline: rng.chance(0.2) ? ctx.landline() : null,
      email,
      dob,
      driving_licence_no: ctx.licence(lname, fname, dob, gender),
      lessons_type: gear,
      address_line1: home.line1,
      address_line2: rng.chance(0.2) ? `Flat ${rng.int(1, 40)}` : null,
      address_city: home.city,
      address_county: home.county,
      address_postcode: home.postcode,
      pickup_pc: pickup,
      req_adi_gender: rng.weighted([
        ['any', 8],
        ['female', 2],
        ['male', 1],
      ] as const),
      req_language: rng.chance(0.2) ? rng.pick([3, 4, 16, 22, 24, 25, 30, 33]) : null,
      req_car_type: rng.weighted([
        [1, 6],
        [2, 3],
        [3, 1],
        [5, 1],
      ] as const),
      acc_state: 1,
      password_hash: null,
      created: isoOf(created),
      created_by: ctx.staff(),
      updated_at: isoOf(created),
    };
    const outer = pickup.split(' ')[0]!;
    const passAt = shape.showcase ? (SHOWCASE_PASS_AT[i] ?? null) : null;
    const journey = learnerJourney(ctx, { id, reg, created, gear, outer, plans: plansBy(gear), role, passAt });
    row.acc_state = journey.accState;
    ctx.emit('learners', row);
    ctx.emitAll(journey.rows);
    if (i % 200 === 199) await ctx.sink.flushPoint();
  }
  await ctx.sink.flushPoint();
}

function showcaseRole(i: number, n: number): LearnerRole {
  const fromEnd = n - 1 - i;
  if (fromEnd < 6) return 'unpaid';
  if (fromEnd < 12) return 'awaiting';
  if (fromEnd < 18) return 'pendingBooking';
  if (fromEnd < 20) return 'blocked';
  if (fromEnd < 22) return 'readonly';
  return 'normal';
}

/** A date of birth giving an age in age band `band` (0 = A ... 5 = F) on the registration day. */
function dobInBand(ctx: SchoolContext, reg: number, band: number): string {
  const [lo, hi] = AGE_BANDS[band]!;
  const years = ctx.rng.int(lo, hi);
  return dayText(reg - years * 365 - Math.floor(years / 4) - ctx.rng.int(1, 360));
}
