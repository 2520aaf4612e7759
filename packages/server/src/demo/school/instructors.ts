import { dayText } from '@dss/contract';
import { HOUR, INWARD_LETTERS, isoOf, type SchoolContext } from './context';
import { instructorAvailability, instructorTimeAway } from './instructor-diary';
import { instructorFranchise } from './instructor-franchise';
import { instructorVehicles } from './instructor-vehicles';
import { AREAS, BANKS, FEMALE_NAMES, MALE_NAMES, SURNAMES } from './names';
import type { DemoRow, Instructor, Slot } from './types';

/** Weekly lesson hours of an instructor's diary; 08:00 and 16:00 are kept for moved lessons. */
export const SLOT_HOURS = [9, 10, 11, 13, 14, 15];
const INSTRUCTOR_TITLES_M = [1, 1, 1, 1, 6];
const INSTRUCTOR_TITLES_F = [2, 4, 4, 2, 6];
/** Franchise payment regularities: [weeks between payments, weekly fee multiplier]. */
const REGULARITIES: [number, number][] = [
  [1, 1],
  [4.33, 4.34],
  [13, 13],
  [26, 26],
  [52, 52],
];

/**
 * Instructors: the veterans who were with the school before the history window, those who join
 * across it and a few pending approval (showcase: one left, one blocked, one read-only). Each gets
 * compliance documents, covered postcodes, languages, vehicle types, cars, a franchise, a weekly
 * availability and time away, and a diary of weekly slots the learners phase fills.
 */
export function instructorsPhase(ctx: SchoolContext): void {
  const { shape, rng } = ctx;
  const n = shape.instructors;
  const approvedCount = n - shape.pendingInstructors;
  const start = ctx.today - shape.historyDays;
  const adiLicences = new Set<string>();
  const veterans = Math.max(3, Math.ceil(approvedCount * (shape.showcase ? 0.6 : 0.2)));
  for (let i = 0; i < n; i++) {
    const id = i + 1;
    const pending = i >= approvedCount;
    const gender: 'm' | 'f' = rng.chance(0.7) ? 'm' : 'f';
    const fname = rng.pick(gender === 'm' ? MALE_NAMES : FEMALE_NAMES);
    const lname = rng.pick(SURNAMES);
    // The first fifth were with the school before the history window; the rest join across it.
    let joinDay: number;
    if (pending) joinDay = ctx.today - rng.int(1, 25);
    else if (i < veterans) joinDay = start - rng.int(60, 900);
    else joinDay = start + Math.floor(((i - veterans) / (approvedCount - veterans)) * shape.historyDays * 0.9) + rng.int(0, 20);
    joinDay = Math.min(joinDay, ctx.today - 30 - (pending ? -29 : 0));
    const dob = dayText(joinDay - rng.int(27, 62) * 365 - rng.int(0, 364));
    const gears = rng.weighted([
      ['manual', 45],
      ['automatic', 30],
      ['both', 25],
    ] as const);
    const cluster = i % 5;
    const clusterAreas = AREAS.filter((a) => a.cluster === cluster);
    const pcs = rng.sample(clusterAreas, rng.int(3, Math.min(6, clusterAreas.length))).map((a) => a.pc);
    if (rng.chance(0.3)) {
      const extra = rng.pick(AREAS).pc;
      if (!pcs.includes(extra)) pcs.push(extra);
    }
    const home = clusterAreas.find((a) => a.pc === pcs[0]) ?? clusterAreas[0]!;
    const plan = rng.pick(shape.franchisePlans);
    const partTime = plan.work_type === 'Part-Time';
    const workDays = partTime ? rng.sample([1, 2, 3, 4, 5], 3).sort() : rng.chance(0.4) ? [1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5];
    const approvedDay = joinDay + rng.int(1, 10);

    // Account state: most approved instructors active; one deleted (left), one blocked, one read-only.
    let accState = pending ? 3 : 1;
    let stopDay = Number.POSITIVE_INFINITY;
    let leftOn: string | null = null;
    if (!pending && shape.showcase) {
      if (i === 3) {
        accState = 4;
        stopDay = ctx.today - rng.int(90, 150);
        leftOn = dayText(stopDay);
      } else if (i === 5) {
        accState = 0;
        stopDay = ctx.today - rng.int(5, 12);
      } else if (i === 7) accState = 2;
    } else if (!pending && rng.chance(0.18) && joinDay < ctx.today - 400) {
      accState = 4;
      stopDay = rng.int(joinDay + 300, ctx.today - 10);
      leftOn = dayText(stopDay);
    }
    const languages = [
      10,
      ...rng.sample(
        [3, 4, 16, 22, 24, 25, 30, 33, 12, 23],
        rng.weighted([
          [0, 5],
          [1, 4],
          [2, 1],
        ] as const),
      ),
    ];
    const slots: Slot[] = [];
    if (!pending) {
      for (const wd of workDays) for (const hour of SLOT_HOURS) slots.push({ weekday: wd, hour, freeFrom: approvedDay + 2 });
    }
    const inst: Instructor = {
      id,
      gender,
      fname,
      lname,
      gears,
      teachingGens: rng.weighted([
        ['any', 8],
        [gender === 'f' ? 'female' : 'male', 2],
      ] as const),
      joinDay,
      approved: !pending,
      stopDay,
      slots,
      awayDays: new Set(),
      extraUsed: new Set(),
      cluster,
      pcs,
      languages,
      weeklyFee: plan.weekly_fee,
      initialFee: plan.initial_fee,
      regularity: rng.weighted(REGULARITIES.map((r, k) => [r, [5, 6, 2, 1, 1][k]!] as const)),
      planId: plan.plan_id,
      franchiseStart: approvedDay,
    };
    ctx.instructors.push(inst);
    if (!pending) for (const pc of pcs) (ctx.byPc.get(pc) ?? ctx.byPc.set(pc, []).get(pc)!).push(inst);

    const perm = ctx.address(home);
    const same = rng.chance(0.8);
    const curr = same ? perm : ctx.address(rng.pick(clusterAreas));
    let adiNo: string;
    do adiNo = String(rng.int(100000, 999999));
    while (adiLicences.has(adiNo));
    adiLicences.add(adiNo);
    const created = ctx.officeTime(joinDay);
    ctx.emit('instructors', {
      adi_id: id,
      title_id: rng.pick(gender === 'm' ? INSTRUCTOR_TITLES_M : INSTRUCTOR_TITLES_F),
      gender,
      dob,
      fname,
      mname: rng.chance(0.2) ? rng.pick(gender === 'm' ? MALE_NAMES : FEMALE_NAMES) : null,
      lname,
      perm_line1: perm.line1,
      perm_line2: null,
      perm_city: perm.city,
      perm_county: perm.county,
      perm_postcode: perm.postcode,
      addr_same: same,
      curr_line1: curr.line1,
      curr_line2: null,
      curr_city: curr.city,
      curr_county: curr.county,
      curr_postcode: curr.postcode,
      driving_licence_no: ctx.licence(lname, fname, dob, gender),
      instructor_licence_no: adiNo,
      email: instructorEmail(inst),
      mobile: ctx.mobile(),
      mobile2: rng.chance(0.2) ? ctx.mobile() : null,
      home_phone1: rng.chance(0.4) ? ctx.landline() : null,
      home_phone2: null,
      work_phone1: rng.chance(0.15) ? ctx.landline() : null,
      work_phone2: null,
      crtb_ref: String(rng.int(100000, 999999)) + String(rng.int(100000, 999999)),
      bank_name: rng.pick(BANKS),
      name_on_acc: `${fname[0]} ${lname}`,
      acc_no: String(rng.int(10000000, 99999999)),
      sort_code: String(rng.int(100000, 999999)),
      nino: `${INWARD_LETTERS[rng.int(0, 19)]}${'ABCEHJKLMNPRSTWXYZ'[rng.int(0, 17)]}${String(rng.int(0, 999999)).padStart(6, '0')}${'ABCD'[rng.int(0, 3)]}`,
      teaching_gens: inst.teachingGens,
      teaching_gears: gears,
      acc_state: accState,
      created: isoOf(created),
      registered_by: ctx.staff(),
      approved_at: pending ? null : isoOf(Math.max(created + HOUR, ctx.officeTime(approvedDay))),
      approved_by: pending ? null : (shape.staffIds[0] ?? null),
      left_on: leftOn,
      updated_at: isoOf(created),
    });
    const files = shape.fileIds;
    const compliance: DemoRow<'instructor_compliance'> = {
      compliance_id: ++ctx.ids.compliance,
      adi_id: id,
      address_proof1_file_id: files.addressProof,
      address_proof2_file_id: files.addressProof,
      licence_file_id: files.licence,
      licence_exp: dayText(ctx.today + rng.int(200, 3000)),
      adi_licence_file_id: files.adiLicence,
      adi_licence_exp: dayText(ctx.today + rng.int(30, 1400)),
      created_at: isoOf(created),
      created_by: ctx.staff(),
      superseded_at: null,
    };
    ctx.emit('instructor_compliance', compliance);
    ctx.complianceRecords.push(compliance);
    for (const pc of pcs) ctx.emit('instructor_covering_pcs', { adi_id: id, pc });
    for (const lang of languages) ctx.emit('instructor_languages', { adi_id: id, lang_id: lang });
    for (const t of rng.sample([2, 3, 4, 5, 6, 9, 10], rng.int(2, 4)))
      ctx.emit('instructor_vehicle_types', { adi_id: id, type_id: t });
    instructorVehicles(ctx, inst, created);
    instructorFranchise(ctx, inst, created);
    instructorAvailability(ctx, inst, workDays);
    if (!pending) instructorTimeAway(ctx, inst);
  }
}

/** The instructor's e-mail address (the overview e-mails go to it too). */
export function instructorEmail(inst: Pick<Instructor, 'id' | 'fname' | 'lname'>): string {
  return `${inst.fname}.${inst.lname}${inst.id}@adi-mail.co.uk`.toLowerCase().replace(/'/g, '');
}
