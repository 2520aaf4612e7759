/**
 * Simulates a driving school over time and emits consistent rows for every school table:
 * instructors join (some leave), learners register, pay for packages (one credit per hour),
 * are assigned an instructor, take weekly lessons in a weekly diary slot, sit theory, eye
 * and driving tests, give and receive feedback, complain, and depart. Final states are those
 * the lifecycle job would leave at `now` (past lessons complete and their credits used,
 * unused credits past their expiry forfeited), so running the job on the result changes
 * nothing. Deterministic from the seed. Used by the demo school and the large generator.
 *
 * No instructor or learner ever has two overlapping live lessons: each learner holds one
 * weekly (weekday, hour) slot of their instructor's diary for as long as they are assigned,
 * and moved lessons go to the instructor's off-slot hours (08:00, 16:00), tracked per day.
 */
import { AREAS, BANKS, CARS, COLOURS, FEMALE_NAMES, MALE_NAMES, STREETS, SURNAMES, type Area } from './names';
import { Rng } from './rng';
import { addMonths, creditExpiry, dayText, londonDay, londonInstantMs, weekday } from '../../lifecycle/london';

export type Row = Record<string, unknown>;

/** Receives rows table by table; `flushPoint` marks where every buffered row may be written. */
export interface Sink {
  add(table: string, row: Row): void;
  flushPoint(): Promise<void>;
}

export interface SchoolShape {
  seed: number;
  now: Date;
  instructors: number;
  /** instructors registered in the last weeks and not yet approved */
  pendingInstructors: number;
  learners: number;
  /** learners register evenly over this many days before now (instructors join earlier) */
  historyDays: number;
  /** lessons are booked up to this many days ahead */
  futureDays: number;
  complaintsPerLearner: number;
  /** months of overview PDF rows to create (per learner and instructor with lessons) */
  overviewMonths: number;
  /** finance rows: 'full' for the demo, 'light' for the large school */
  finance: 'full' | 'light';
  creditExpiryMonths: number;
  /** planned lessons per learner before the practical test, [min, max] */
  targetLessons: [number, number];
  /** multiplies the chance that a completed lesson gets feedback (1 for the demo) */
  feedbackRate: number;
  /** existing rows this simulation may reference */
  staffIds: number[];
  lessonPlans: { plan_id: number; gear_type: string; hours: number; plan_price: string }[];
  franchisePlans: { plan_id: number; weekly_fee: number; initial_fee: number; work_type: string; weekly_hours: number }[];
  fileIds: { logbook: number; mot: number; insurance: number; addressProof: number; licence: number; adiLicence: number };
  learnerQuestions: number[][];
  instructorQuestions: number[][];
  /** force the demo's showcase cases (pending learners, blocked learner, every status...) */
  showcase: boolean;
}

export interface SimulationCounts {
  [table: string]: number;
}

const HOUR = 3_600_000;
const DAY = 86_400_000;
const SLOT_HOURS = [9, 10, 11, 13, 14, 15];
const EXTRA_HOURS = [8, 16];
const LEARNER_TITLES_M = [1, 1, 1, 1, 1, 1, 5, 6];
const LEARNER_TITLES_F = [2, 3, 3, 3, 4, 4, 6];
const INSTRUCTOR_TITLES_M = [1, 1, 1, 1, 6];
const INSTRUCTOR_TITLES_F = [2, 4, 4, 2, 6];
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
const REGULARITIES: [number, number][] = [
  [1, 1],
  [4.33, 4.34],
  [13, 13],
  [26, 26],
  [52, 52],
];

interface Slot {
  weekday: number;
  hour: number;
  freeFrom: number;
}

interface Instructor {
  id: number;
  gender: 'm' | 'f';
  fname: string;
  lname: string;
  gears: 'automatic' | 'manual' | 'both';
  teachingGens: string;
  joinDay: number;
  approved: boolean;
  /** day from which the instructor takes no lessons (left, blocked); Infinity when working */
  stopDay: number;
  slots: Slot[];
  awayDays: Set<number>;
  extraUsed: Set<number>;
  cluster: number;
  pcs: string[];
  languages: number[];
  weeklyFee: number;
  initialFee: number;
  regularity: [number, number];
  planId: number;
  franchiseStart: number;
}

interface Span {
  stu: number;
  adi: number;
  from: number;
  to: number;
}

export function isoOf(ms: number): string {
  return new Date(ms).toISOString();
}

export class SchoolSimulation {
  private readonly rng: Rng;
  private readonly now: number;
  private readonly today: number;
  private readonly instructors: Instructor[] = [];
  private readonly byPc = new Map<string, Instructor[]>();
  private readonly spans: Span[] = [];
  private readonly learnerEmails = new Map<number, string>();
  private readonly usedLicences = new Set<string>();
  private readonly usedRegs = new Set<string>();
  readonly counts: SimulationCounts = {};
  private ids = {
    learner: 0,
    payment: 0,
    credit: 0,
    assignment: 0,
    booking: 0,
    move: 0,
    theory: 0,
    driving: 0,
    eye: 0,
    departure: 0,
    feedback: 0,
    complaint: 0,
    complaintUpdate: 0,
    instructorPayment: 0,
    transaction: 0,
    mileage: 0,
    overview: 0,
    email: 0,
    vehicle: 0,
    franchise: 0,
    compliance: 0,
    timeAway: 0,
  };
  /** learner/instructor -> set of 'year-month' with lessons, for the overview rows */
  private readonly learnerMonths = new Map<number, Set<number>>();
  private readonly adiMonths = new Map<number, Set<number>>();

  constructor(
    private readonly shape: SchoolShape,
    private readonly sink: Sink,
  ) {
    this.rng = new Rng(shape.seed);
    this.now = shape.now.getTime();
    this.today = londonDay(shape.now);
  }

  private emit(table: string, row: Row) {
    this.counts[table] = (this.counts[table] ?? 0) + 1;
    this.sink.add(table, row);
  }

  private staff(): number {
    return this.rng.weighted(this.shape.staffIds.map((id, i) => [id, i === 0 ? 1 : 3] as const));
  }

  /** An instant on `day` at hh:mm London time. */
  private at(day: number, hour: number, minute = 0): number {
    return londonInstantMs(day, hour * 60 + minute);
  }

  /** A plausible office-hours instant on `day`, never after now. */
  private officeTime(day: number): number {
    return Math.min(this.at(day, this.rng.int(9, 16), this.rng.int(0, 59)), this.now - this.rng.int(1, 50) * 60_000);
  }

  private postcode(pc: string): string {
    const l = INWARD_LETTERS;
    return `${pc} ${this.rng.int(1, 9)}${l[this.rng.int(0, l.length - 1)]}${l[this.rng.int(0, l.length - 1)]}`;
  }

  private mobile(): string {
    return `07${this.rng.int(100, 999)}${String(this.rng.int(0, 999999)).padStart(6, '0')}`;
  }

  private landline(): string {
    return `020${this.rng.int(7, 8)}${String(this.rng.int(0, 9999999)).padStart(7, '0')}`;
  }

  /** A DVLA-style 16-character licence number, unique within this run. */
  private licence(lname: string, fname: string, dob: string, gender: 'm' | 'f'): string {
    const sur = lname
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .padEnd(5, '9')
      .slice(0, 5);
    const [y, m, d] = dob.split('-') as [string, string, string];
    const month = String(Number(m) + (gender === 'f' ? 50 : 0)).padStart(2, '0');
    const base = `${sur}${y[2]}${month}${d}${y[3]}${fname[0]!.toUpperCase()}9`;
    for (;;) {
      const n = `${base}${this.rng.int(0, 9)}${INWARD_LETTERS[this.rng.int(0, 19)]}${INWARD_LETTERS[this.rng.int(0, 19)]}`;
      if (!this.usedLicences.has(n)) {
        this.usedLicences.add(n);
        return n;
      }
    }
  }

  private address(area: Area) {
    return {
      line1: `${this.rng.int(1, 240)} ${this.rng.pick(STREETS)}`,
      city: area.town,
      county: area.county,
      postcode: this.postcode(area.pc),
    };
  }

  // -------------------------------------------------------------------------------------
  // Instructors
  // -------------------------------------------------------------------------------------

  private instructorsPhase() {
    const { shape, rng } = this;
    const n = shape.instructors;
    const approvedCount = n - shape.pendingInstructors;
    const start = this.today - shape.historyDays;
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
      if (pending) joinDay = this.today - rng.int(1, 25);
      else if (i < veterans) joinDay = start - rng.int(60, 900);
      else joinDay = start + Math.floor(((i - veterans) / (approvedCount - veterans)) * shape.historyDays * 0.9) + rng.int(0, 20);
      joinDay = Math.min(joinDay, this.today - 30 - (pending ? -29 : 0));
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
          stopDay = this.today - rng.int(90, 150);
          leftOn = dayText(stopDay);
        } else if (i === 5) {
          accState = 0;
          stopDay = this.today - rng.int(5, 12);
        } else if (i === 7) accState = 2;
      } else if (!pending && rng.chance(0.18) && joinDay < this.today - 400) {
        accState = 4;
        stopDay = rng.int(joinDay + 300, this.today - 10);
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
      this.instructors.push(inst);
      if (!pending) for (const pc of pcs) (this.byPc.get(pc) ?? this.byPc.set(pc, []).get(pc)!).push(inst);

      const perm = this.address(home);
      const same = rng.chance(0.8);
      const curr = same ? perm : this.address(rng.pick(clusterAreas));
      let adiNo: string;
      do adiNo = String(rng.int(100000, 999999));
      while (adiLicences.has(adiNo));
      adiLicences.add(adiNo);
      const created = this.officeTime(joinDay);
      this.emit('instructors', {
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
        driving_licence_no: this.licence(lname, fname, dob, gender),
        instructor_licence_no: adiNo,
        email: `${fname}.${lname}${id}@adi-mail.co.uk`.toLowerCase().replace(/'/g, ''),
        mobile: this.mobile(),
        mobile2: rng.chance(0.2) ? this.mobile() : null,
        home_phone1: rng.chance(0.4) ? this.landline() : null,
        home_phone2: null,
        work_phone1: rng.chance(0.15) ? this.landline() : null,
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
        registered_by: this.staff(),
        approved_at: pending ? null : isoOf(Math.max(created + HOUR, this.officeTime(approvedDay))),
        approved_by: pending ? null : this.shape.staffIds[0],
        left_on: leftOn,
        updated_at: isoOf(created),
      });
      const files = shape.fileIds;
      this.emit('instructor_compliance', {
        compliance_id: ++this.ids.compliance,
        adi_id: id,
        address_proof1_file_id: files.addressProof,
        address_proof2_file_id: files.addressProof,
        licence_file_id: files.licence,
        licence_exp: dayText(this.today + rng.int(200, 3000)),
        adi_licence_file_id: files.adiLicence,
        adi_licence_exp: dayText(this.today + rng.int(30, 1400)),
        created_at: isoOf(created),
        created_by: this.staff(),
        superseded_at: null,
      });
      for (const pc of pcs) this.emit('instructor_covering_pcs', { adi_id: id, pc });
      for (const lang of languages) this.emit('instructor_languages', { adi_id: id, lang_id: lang });
      for (const t of rng.sample([2, 3, 4, 5, 6, 9, 10], rng.int(2, 4)))
        this.emit('instructor_vehicle_types', { adi_id: id, type_id: t });
      this.vehicles(inst, created);
      this.franchise(inst, created);
      this.availability(inst, workDays);
      if (!pending) this.timeAway(inst);
    }
  }

  private vehicles(inst: Instructor, created: number) {
    const { rng } = this;
    const gears = inst.gears === 'both' ? ['manual', 'automatic'] : [inst.gears];
    const emitCar = (gear: string, status: number, regDay: number, createdAt: number) => {
      const car = rng.pick(CARS.filter(([, , , fuel]) => gear === 'automatic' || fuel !== 5));
      const regYear = new Date(regDay * DAY);
      const ageId = (regYear.getUTCFullYear() % 100) + (regYear.getUTCMonth() >= 8 ? 50 : 0);
      const l = 'ABCDEFGHJKLMNPRSTUVWXYZ';
      let reg: string;
      do
        reg = `${rng.pick(['LD', 'LC', 'LN', 'LR', 'EK', 'EF', 'YG', 'EA'])}${String(ageId).padStart(2, '0')} ${l[rng.int(0, 22)]}${l[rng.int(0, 22)]}${l[rng.int(0, 22)]}`;
      while (this.usedRegs.has(reg));
      this.usedRegs.add(reg);
      this.emit('vehicles', {
        c_id: ++this.ids.vehicle,
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
        ved_exp: dayText(this.today + rng.int(-20, 360)),
        mot_exp: dayText(this.today + rng.int(-10, 360)),
        insurance_exp: dayText(this.today + rng.int(5, 360)),
        logbook_file_id: this.shape.fileIds.logbook,
        mot_file_id: this.shape.fileIds.mot,
        insurance_file_id: this.shape.fileIds.insurance,
        rec_status: status,
        created_at: isoOf(createdAt),
        created_by: this.staff(),
        updated_at: isoOf(createdAt),
      });
    };
    for (const gear of gears) {
      // An older car replaced (renewed) or removed for some long-serving instructors.
      if (inst.joinDay < this.today - 500 && rng.chance(0.4))
        emitCar(gear, rng.chance(0.5) ? 4 : 3, inst.joinDay - rng.int(400, 2000), created);
      emitCar(
        gear,
        inst.stopDay < this.today && rng.chance(0.5) ? 2 : 1,
        Math.max(inst.joinDay - rng.int(0, 1500), this.today - 3000),
        created,
      );
    }
  }

  private franchise(inst: Instructor, created: number) {
    const { rng } = this;
    if (inst.joinDay < this.today - 400 && rng.chance(0.3) && this.shape.franchisePlans.length > 1) {
      // An earlier plan, replaced after a year.
      const old = rng.pick(this.shape.franchisePlans.filter((p) => p.plan_id !== inst.planId));
      const switchDay = inst.franchiseStart + rng.int(180, 380);
      this.emit('instructor_franchise', {
        rec_id: ++this.ids.franchise,
        adi_id: inst.id,
        plan_id: old.plan_id,
        regularity: inst.regularity[0],
        start_date: dayText(inst.franchiseStart),
        ended_on: dayText(switchDay - 1),
        created_on: isoOf(created),
        recorded_by: this.staff(),
      });
      this.emit('instructor_franchise', {
        rec_id: ++this.ids.franchise,
        adi_id: inst.id,
        plan_id: inst.planId,
        regularity: inst.regularity[0],
        start_date: dayText(switchDay),
        ended_on: null,
        created_on: isoOf(Math.min(this.at(switchDay, 10), this.now - HOUR)),
        recorded_by: this.staff(),
      });
    } else {
      this.emit('instructor_franchise', {
        rec_id: ++this.ids.franchise,
        adi_id: inst.id,
        plan_id: inst.planId,
        regularity: inst.regularity[0],
        start_date: dayText(inst.franchiseStart),
        ended_on: null,
        created_on: isoOf(created),
        recorded_by: this.staff(),
      });
    }
  }

  private availability(inst: Instructor, workDays: number[]) {
    for (let d = 0; d <= 6; d++) {
      const working = workDays.includes(d);
      const saturday = d === 6;
      this.emit('instructor_availability', {
        adi_id: inst.id,
        day_num: d,
        is_working: working,
        work_start: working ? (saturday ? '08:00' : '08:00') : '10:00',
        work_end: working ? (saturday ? '17:00' : '17:00') : '14:00',
        has_lunch: working,
        lunch_start: working ? '12:00' : null,
        lunch_end: working ? '13:00' : null,
      });
    }
  }

  private timeAway(inst: Instructor) {
    const { rng } = this;
    const entries: { from: number; days: number; type: 'hours' | 'day' | 'days'; reason: string | null; status: number }[] = [];
    const span = Math.min(this.shape.historyDays, 3650);
    const perYear = 2;
    const n = Math.max(1, Math.round((span / 365) * perYear * (this.shape.showcase ? 1 : 0.5)));
    for (let k = 0; k < n; k++) {
      const from = this.today - rng.int(10, span);
      if (from < inst.joinDay + 20 || from >= inst.stopDay) continue;
      entries.push(this.awayEntry(from));
    }
    if (this.shape.showcase && inst.stopDay > this.today) {
      entries.push(this.awayEntry(this.today + rng.int(3, 24)));
      if (inst.id % 3 === 0)
        entries.push({ ...this.awayEntry(this.today + rng.int(30, 60)), status: 0, reason: 'Plans changed' });
    }
    for (const e of entries) {
      const startMs = e.type === 'hours' ? this.at(e.from, 13) : this.at(e.from, 8);
      const endMs = e.type === 'hours' ? this.at(e.from, 16) : this.at(e.from + e.days - 1, 18);
      if (e.status === 1) for (let d = 0; d < e.days; d++) inst.awayDays.add(e.from + d);
      const hours = (endMs - startMs) / HOUR + (e.type === 'days' ? 0 : 0);
      this.emit('instructor_time_away', {
        rec_id: ++this.ids.timeAway,
        adi_id: inst.id,
        type: e.type,
        reason: e.reason,
        starts_at: isoOf(startMs),
        ends_at: isoOf(endMs),
        duration_text: `${hours.toFixed(1)} hours`,
        status: e.status,
        created_at: isoOf(Math.min(startMs - rng.int(2, 20) * DAY, this.now - HOUR)),
        created_by: this.staff(),
      });
    }
  }

  private awayEntry(from: number) {
    const type = this.rng.weighted([
      ['hours', 2],
      ['day', 3],
      ['days', 4],
    ] as const);
    const days = type === 'days' ? this.rng.int(2, 10) : 1;
    const reason = this.rng.pick([
      'Annual leave',
      'Medical appointment',
      'Family wedding',
      'Car service and MOT',
      'Training course',
      'Bank holiday break',
      null,
    ]);
    return { from, days, type, reason, status: 1 };
  }

  // -------------------------------------------------------------------------------------
  // Learners and everything that hangs off them
  // -------------------------------------------------------------------------------------

  private findInstructor(pc: string, gear: string, day: number, exclude?: number): { inst: Instructor; slot: Slot } | null {
    const fits = (inst: Instructor) =>
      inst.id !== exclude && (inst.gears === 'both' || inst.gears === gear) && inst.joinDay + 2 <= day && inst.stopDay > day + 14;
    const candidates = (this.byPc.get(pc) ?? []).filter(fits);
    const area = AREAS.find((a) => a.pc === pc);
    const nearby = this.instructors.filter((i) => i.approved && i.cluster === area?.cluster && fits(i));
    for (const pool of [candidates, nearby, this.instructors.filter((i) => i.approved && fits(i))]) {
      const order = this.rng.sample(pool, pool.length);
      for (const inst of order) {
        const free = inst.slots.filter((s) => s.freeFrom <= day);
        if (free.length) return { inst, slot: this.rng.pick(free) };
      }
    }
    return null;
  }

  private ageAtDob(reg: number, band: number): string {
    const ranges = [
      [17, 25],
      [26, 35],
      [36, 45],
      [46, 55],
      [56, 64],
      [65, 74],
    ] as const;
    const [lo, hi] = ranges[band]!;
    const years = this.rng.int(lo, hi);
    return dayText(reg - years * 365 - Math.floor(years / 4) - this.rng.int(1, 360));
  }

  private async learnersPhase() {
    const { shape, rng } = this;
    const n = shape.learners;
    const plansBy = (gear: string) => shape.lessonPlans.filter((p) => p.gear_type === gear);
    for (let i = 0; i < n; i++) {
      const id = ++this.ids.learner;
      // Showcase roles for the demo: the last few learners are the ones the notification counts list.
      const role = shape.showcase ? this.showcaseRole(i, n) : 'normal';
      const reg =
        role === 'unpaid' || role === 'awaiting' || role === 'pendingBooking'
          ? this.today - rng.int(1, 20)
          : this.today - shape.historyDays + Math.floor((i / n) * (shape.historyDays - 5)) + rng.int(0, 3);
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
      const dob = this.ageAtDob(reg, band);
      const fname = rng.pick(gender === 'm' ? MALE_NAMES : FEMALE_NAMES);
      const lname = rng.pick(SURNAMES);
      const gear = rng.chance(0.62) ? 'manual' : 'automatic';
      const area = rng.pick(AREAS);
      const home = this.address(area);
      const pickup = rng.chance(0.85)
        ? home.postcode
        : this.postcode(rng.pick(AREAS.filter((a) => a.cluster === area.cluster)).pc);
      const email = `${fname}.${lname}${id}@example.co.uk`.toLowerCase().replace(/'/g, '');
      this.learnerEmails.set(id, email);
      const created = this.officeTime(reg);
      let accState = 1;
      const row: Row = {
        student_id: id,
        title_id: rng.pick(gender === 'm' ? LEARNER_TITLES_M : LEARNER_TITLES_F),
        gender,
        fname,
        mname: rng.chance(0.15) ? rng.pick(gender === 'm' ? MALE_NAMES : FEMALE_NAMES) : null,
        lname,
        mobile: this.mobile(),
        landline: rng.chance(0.2) ? this.landline() : null,
        email,
        dob,
        driving_licence_no: this.licence(lname, fname, dob, gender),
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
        created_by: this.staff(),
        updated_at: isoOf(created),
      };
      const outer = pickup.split(' ')[0]!;
      const result = this.simulateLearner(id, reg, created, gear, outer, plansBy(gear), role);
      accState = result.accState;
      row.acc_state = accState;
      this.sink.add('learners', row);
      this.counts.learners = (this.counts.learners ?? 0) + 1;
      for (const [table, r] of result.rows) this.emit(table, r);
      if (i % 200 === 199) await this.sink.flushPoint();
    }
    await this.sink.flushPoint();
  }

  private showcaseRole(i: number, n: number): string {
    const fromEnd = n - 1 - i;
    if (fromEnd < 6) return 'unpaid';
    if (fromEnd < 12) return 'awaiting';
    if (fromEnd < 18) return 'pendingBooking';
    if (fromEnd < 20) return 'blocked';
    if (fromEnd < 22) return 'readonly';
    return 'normal';
  }

  private simulateLearner(
    id: number,
    reg: number,
    created: number,
    gear: string,
    outer: string,
    plans: { plan_id: number; hours: number; plan_price: string }[],
    role: string,
  ): { accState: number; rows: [string, Row][] } {
    const { rng, shape } = this;
    const rows: [string, Row][] = [];
    const out = (t: string, r: Row) => rows.push([t, r]);
    let accState = role === 'readonly' ? 2 : 1;

    if (role === 'unpaid' || (role === 'normal' && rng.chance(0.05)) || !plans.length) {
      return { accState: 3, rows };
    }
    // Credits, oldest first: { id, pay, value, expires, status, usedAt }
    interface Credit {
      id: number;
      pay: number;
      value: string;
      expires: number;
      created: number;
      state: number;
      usedAt: number | null;
      booking?: number;
    }
    const credits: Credit[] = [];
    let lastPay = created;
    const buy = (day: number, first: boolean) => {
      const choices = first
        ? plans.map((p) => [p, p.hours <= 10 ? 3 : 1] as const)
        : plans.map((p) => [p, p.hours >= 10 ? 3 : 1] as const);
      const plan = rng.weighted(choices);
      const paidOn = Math.max(lastPay + 60_000, Math.min(this.officeTime(day), this.now - 2 * HOUR));
      lastPay = paidOn;
      const payId = ++this.ids.payment;
      out('learner_payments', {
        pay_id: payId,
        stu_id: id,
        plan_id: plan.plan_id,
        credits: plan.hours,
        price: plan.plan_price,
        additional_costs: 0,
        paid_on: isoOf(paidOn),
        recorded_by: this.staff(),
      });
      const pennies = Math.round(Number(plan.plan_price) * 100);
      const share = Math.floor(pennies / plan.hours);
      const expires = creditExpiry(paidOn, shape.creditExpiryMonths).getTime();
      for (let k = 0; k < plan.hours; k++) {
        const cents = share + (k < pennies - share * plan.hours ? 1 : 0);
        credits.push({
          id: ++this.ids.credit,
          pay: payId,
          value: (cents / 100).toFixed(2),
          expires,
          created: paidOn,
          state: 1,
          usedAt: null,
        });
      }
    };
    const payDay = Math.min(reg + rng.int(0, 6), this.today);
    buy(payDay, true);

    const finishCredits = (blockedFrom: number | null) => {
      for (const c of credits) {
        let state = c.state;
        let forfeitedAt: number | null = null;
        if (state === 1 && blockedFrom !== null) state = 0;
        else if (state === 1 && c.expires <= this.now) {
          state = 4;
          forfeitedAt = c.expires;
        }
        out('credits', {
          cred_id: c.id,
          pay_id: c.pay,
          stu_id: id,
          cred_value: c.value,
          cred_status: state,
          expires_at: isoOf(c.expires),
          created_at: isoOf(c.created),
          status_changed_at: isoOf(forfeitedAt ?? c.usedAt ?? c.created),
          used_at: c.usedAt === null ? null : isoOf(c.usedAt),
          forfeited_at: forfeitedAt === null ? null : isoOf(forfeitedAt),
          forfeited_by: null,
        });
      }
    };
    // Credits must be written before the bookings that use them: collect bookings separately.
    const later: [string, Row][] = [];
    const outLater = (t: string, r: Row) => later.push([t, r]);

    const assignDay = Math.min(payDay + rng.int(1, 8), this.today);
    const found =
      role === 'awaiting' || (role === 'normal' && assignDay >= this.today - 1 && rng.chance(0.5))
        ? null
        : this.findInstructor(outer, gear, assignDay);
    if (!found) {
      finishCredits(null);
      return { accState, rows };
    }

    // Plan of this learner's journey.
    const target = rng.int(shape.targetLessons[0], shape.targetLessons[1]);
    const quitAfter = rng.chance(0.22) ? rng.int(2, target - 3) : Number.POSITIVE_INFINITY;
    const quitReason = rng.weighted([
      ['moved', 2],
      ['money', 2],
      ['otherSchool', 2],
      ['silent', 3],
      ['unhappy', 1],
    ] as const);
    const reassignAt = rng.chance(0.1) ? rng.int(3, 15) : -1;
    const blocked = role === 'blocked' || (role === 'normal' && rng.chance(0.01));
    let theoryAt = rng.int(3, 12);
    let theoryPassed = false;
    let testAt = target;
    let attempts = 0;
    let done = 0;
    let lastLessonDay = assignDay;
    let end: 'passed' | 'quit' | 'active' = 'active';
    let endDay = this.today;

    let { inst, slot } = found;
    let assignId = ++this.ids.assignment;
    let assignStart = assignDay;
    let open = true;
    const assignments: Row[] = [];
    const closeAssignment = (status: number, day: number) => {
      const on = Math.min(this.officeTime(assignStart), this.now - HOUR);
      assignments.push({
        assign_id: assignId,
        stu_id: id,
        adi_id: inst.id,
        assign_status: status,
        assign_on: isoOf(on),
        assign_updated: isoOf(Math.max(on, Math.min(this.officeTime(day), this.now - HOUR))),
        assigned_by: this.staff(),
      });
      this.spans.push({ stu: id, adi: inst.id, from: assignStart, to: day });
      slot.freeFrom = day + 1;
      open = false;
    };
    slot.freeFrom = Number.POSITIVE_INFINITY; // held until the assignment closes

    if (role === 'pendingBooking') {
      finishCredits(null);
      closeAssignment(1, this.today);
      slot.freeFrom = Number.POSITIVE_INFINITY;
      for (const a of assignments) out('assignments', a);
      return { accState, rows };
    }

    const firstDay = (from: number) => {
      let d = from + rng.int(2, 7);
      while (weekday(d) !== slot.weekday) d++;
      return d;
    };
    let day = firstDay(assignDay);
    let firstOfAssignment = true;
    const horizon = this.today + shape.futureDays;
    const blockDay = blocked ? this.today - rng.int(3, 20) : null;
    let lessonNo = 0;

    while (day <= horizon) {
      // Instructor gone (left or blocked): re-assign to another instructor.
      if (day >= inst.stopDay - 7 || lessonNo === reassignAt) {
        const next = this.findInstructor(outer, gear, day, inst.id);
        closeAssignment(lessonNo === reassignAt && rng.chance(0.3) ? 0 : 2, day);
        if (lessonNo === reassignAt) lessonNo++;
        if (!next) {
          end = 'quit';
          endDay = day;
          break;
        }
        ({ inst, slot } = next);
        slot.freeFrom = Number.POSITIVE_INFINITY;
        assignId = ++this.ids.assignment;
        assignStart = day;
        open = true;
        day = firstDay(day);
        firstOfAssignment = true;
        continue;
      }
      lessonNo++;
      const skip = rng.chance(0.12) || inst.awayDays.has(day);
      if (skip) {
        day += 7;
        continue;
      }
      let startMs = this.at(day, slot.hour);
      const future = startMs >= this.now;
      if (blockDay !== null && day >= blockDay && !future) {
        day += 7;
        continue;
      }
      // A credit that is still valid at the lesson's start; buy another package when none.
      let credit = credits.find((c) => c.state === 1 && c.expires > startMs + HOUR);
      if (!credit) {
        const buyDay = day - rng.int(1, 5);
        if (buyDay > this.today || (!future && !rng.chance(0.93))) {
          if (!future) {
            end = 'quit';
            endDay = lastLessonDay;
          }
          break;
        }
        buy(Math.max(buyDay, londonDay(lastPay)), false);
        credit = credits.find((c) => c.state === 1 && c.expires > startMs + HOUR);
        if (!credit) break;
      }
      let type = firstOfAssignment ? 1 : 2;
      firstOfAssignment = false;
      // Tests: theory first, then the practical test in the lesson slot.
      if (!future && done >= theoryAt && !theoryPassed) {
        const tDay = day + rng.int(1, 6);
        if (tDay < this.today) {
          const pass = rng.chance(0.72);
          const mcq = pass ? rng.int(43, 50) : rng.int(30, 50);
          const hp = pass ? rng.int(44, 75) : mcq >= 43 ? rng.int(25, 43) : rng.int(30, 70);
          out('theory_tests', {
            id: ++this.ids.theory,
            stu_id: id,
            test_date: dayText(tDay),
            mcq_points: mcq,
            hp_points: hp,
            outcome: mcq >= 43 && hp >= 44 ? 1 : 0,
            recorded_at: isoOf(Math.min(this.at(tDay, 18), this.now - HOUR)),
            recorded_by: this.staff(),
          });
          if (mcq >= 43 && hp >= 44) theoryPassed = true;
          else theoryAt = done + rng.int(3, 6);
        }
      }
      const isTest = theoryPassed && done >= testAt && !future && attempts < 6;
      if (isTest) type = 3;
      else if (!future && done === testAt - 3 && rng.chance(0.4)) type = 4;

      // Outcome of the booking.
      let state: number;
      let moved: { from: number } | null = null;
      if (!isTest && rng.chance(0.05)) {
        const hour = rng.pick(EXTRA_HOURS);
        const key = day * 24 + hour;
        if (!inst.extraUsed.has(key)) {
          inst.extraUsed.add(key);
          moved = { from: startMs };
          startMs = this.at(day, hour);
        }
      }
      const endMs = startMs + HOUR;
      if (startMs >= this.now) {
        state = blockDay !== null ? 0 : moved ? 2 : rng.chance(0.03) ? 3 : 1;
      } else {
        state = rng.chance(0.04) && !isTest ? 3 : rng.chance(0.02) && !isTest ? 4 : 5;
      }
      const bookingId = ++this.ids.booking;
      const bookedOn = Math.max(
        this.at(assignStart, 11),
        Math.min((moved?.from ?? startMs) - rng.int(2, 12) * DAY, this.now - 2 * HOUR),
      );
      if (state === 3) {
        // Cancelled: the credit stays available for another lesson.
      } else if (state === 4 || state === 5) {
        credit.state = 3;
        credit.usedAt = endMs;
      } else {
        credit.state = state === 0 ? 0 : 2;
      }
      outLater('bookings', {
        booking_id: bookingId,
        adi_id: inst.id,
        stu_id: id,
        cred_id: credit.id,
        assign_id: assignId,
        lesson_starts: isoOf(startMs),
        lesson_end: isoOf(endMs),
        booking_lesson_type: type,
        booking_state: state,
        addr_line: rng.chance(0.9) ? 'Home address' : 'Workplace',
        addr_pc: null,
        drop_line: rng.chance(0.8) ? 'Home address' : 'College',
        drop_pc: null,
        booked_on: isoOf(bookedOn),
        booked_by: this.staff(),
        updated_on: isoOf(Math.min(Math.max(bookedOn, state === 5 ? endMs : bookedOn), this.now)),
        updated_by: null,
        completed_at: state === 5 ? isoOf(endMs) : null,
      });
      if (moved) {
        const movedAt = Math.min(bookedOn + rng.int(1, 48) * HOUR, startMs - HOUR, this.now - HOUR);
        outLater('booking_moves', {
          move_id: ++this.ids.move,
          booking_id: bookingId,
          from_starts: isoOf(moved.from),
          from_end: isoOf(moved.from + HOUR),
          to_starts: isoOf(startMs),
          to_end: isoOf(endMs),
          moved_at: isoOf(Math.max(movedAt, bookedOn)),
          moved_by: this.staff(),
        });
      }
      if (state === 4 || state === 5) {
        done++;
        lastLessonDay = day;
        const month = monthKey(day);
        (this.learnerMonths.get(id) ?? this.learnerMonths.set(id, new Set()).get(id)!).add(month);
        (this.adiMonths.get(inst.id) ?? this.adiMonths.set(inst.id, new Set()).get(inst.id)!).add(month);
      }
      if (state === 5) {
        if (done === 1 && rng.chance(0.5)) {
          const pass = rng.chance(0.93);
          outLater('eye_tests', {
            id: ++this.ids.eye,
            stu_id: id,
            tested_on: dayText(day),
            adi_id: inst.id,
            outcome: pass ? 1 : 0,
            next_step: pass
              ? rng.weighted([
                  [1, 5],
                  [2, 2],
                ] as const)
              : rng.weighted([
                  [3, 3],
                  [4, 2],
                  [5, 1],
                ] as const),
            recorded_at: isoOf(Math.min(endMs + 2 * HOUR, this.now - 60_000)),
            recorded_by: this.staff(),
          });
        }
        this.feedback(bookingId, id, inst.id, endMs, outLater);
      }
      if (isTest && state === 5) {
        attempts++;
        const pass = rng.chance(attempts === 1 ? 0.47 : 0.55) || attempts === 6;
        outLater('driving_tests', {
          id: ++this.ids.driving,
          stu_id: id,
          adi_id: inst.id,
          test_at: isoOf(startMs),
          outcome: pass ? 1 : 0,
          recorded_at: isoOf(Math.min(endMs + rng.int(1, 30) * HOUR, this.now - 60_000)),
          recorded_by: this.staff(),
        });
        if (pass) {
          end = 'passed';
          endDay = day;
          break;
        }
        testAt = done + rng.int(3, 8);
      }
      if (done >= quitAfter && !future) {
        end = 'quit';
        endDay = day;
        break;
      }
      day += 7;
    }

    // Close the journey: assignment status, departure, account state.
    if (!open) {
      // Already closed (re-assignment found nobody): nothing more to close.
    } else if (end === 'passed') {
      closeAssignment(4, endDay);
      const dep = endDay + rng.int(0, 10);
      if (dep < this.today) this.departure(id, dep, rng.pick([1, 2, 3]), 1, outLater);
    } else if (end === 'quit') {
      const [status, , , delay] =
        quitReason === 'moved'
          ? [3, 2, 3, 7]
          : quitReason === 'money'
            ? [3, 3, 3, 14]
            : quitReason === 'otherSchool'
              ? [6, 4, 1, 20]
              : quitReason === 'unhappy'
                ? [3, 6, 3, 5]
                : [5, 5, 4, 92];
      closeAssignment(status, Math.min(endDay + Math.min(delay, 30), this.today));
    }
    if (end === 'quit') {
      const [, reason, reporter, delay] =
        quitReason === 'moved'
          ? [3, 2, 3, 7]
          : quitReason === 'money'
            ? [3, 3, 3, 14]
            : quitReason === 'otherSchool'
              ? [6, 4, 1, 20]
              : quitReason === 'unhappy'
                ? [3, 6, 3, 5]
                : [5, 5, 4, 92];
      const dep = endDay + delay;
      if (dep < this.today) this.departure(id, dep, reporter, reason, outLater);
      if (dep < this.today - 180 && rng.chance(0.3)) accState = 2;
    } else if (end === 'active') {
      // Still learning: the assignment stays active and the slot stays held.
      const on = Math.min(this.officeTime(assignStart), this.now - HOUR);
      assignments.push({
        assign_id: assignId,
        stu_id: id,
        adi_id: inst.id,
        assign_status: 1,
        assign_on: isoOf(on),
        assign_updated: isoOf(on),
        assigned_by: this.staff(),
      });
      this.spans.push({ stu: id, adi: inst.id, from: assignStart, to: this.today });
    }
    if (blocked) accState = 0;
    finishCredits(blockDay);
    for (const a of assignments) out('assignments', a);
    rows.push(...later);
    return { accState, rows };
  }

  private departure(id: number, day: number, reporter: number, reason: number, out: (t: string, r: Row) => void) {
    out('departures', {
      id: ++this.ids.departure,
      stu_id: id,
      dep_date: dayText(day),
      reported_by: reporter,
      reason_id: reason,
      recorded_at: isoOf(Math.max(this.at(day, 12), Math.min(this.at(day + this.rng.int(0, 3), 15), this.now - HOUR))),
      recorded_by: this.staff(),
    });
  }

  private feedback(bookingId: number, stu: number, adi: number, endMs: number, out: (t: string, r: Row) => void) {
    const { rng } = this;
    const recent = endMs > this.now - 10 * DAY;
    for (const [direction, p, groups] of [
      [1, 0.35, this.shape.learnerQuestions],
      [2, 0.25, this.shape.instructorQuestions],
    ] as const) {
      if (!groups.length || !rng.chance((recent ? p / 4 : p) * this.shape.feedbackRate)) continue;
      const at = endMs + rng.int(2, 96) * HOUR;
      if (at >= this.now) continue;
      const qs = groups.length >= 3 ? rng.sample(groups, 3).map((g) => rng.pick(g)) : rng.sample(groups.flat(), 3);
      if (qs.length < 3) continue;
      const base = rng.weighted([
        [5, 5],
        [4, 4],
        [3, 2],
        [2, 1],
        [1, 0.5],
      ] as const);
      const r = () =>
        Math.max(
          1,
          Math.min(
            5,
            base +
              rng.weighted([
                [0, 6],
                [-1, 2],
                [1, 1],
              ] as const),
          ),
        );
      out('feedbacks', {
        feedback_id: ++this.ids.feedback,
        booking_id: bookingId,
        direction,
        stu_id: stu,
        adi_id: adi,
        q1_id: qs[0],
        q1_rating: r(),
        q2_id: qs[1],
        q2_rating: r(),
        q3_id: qs[2],
        q3_rating: r(),
        recorded_at: isoOf(at),
        recorded_by: this.staff(),
      });
    }
  }

  // -------------------------------------------------------------------------------------
  // Complaints, instructor payments, finance, overviews
  // -------------------------------------------------------------------------------------

  private async complaintsPhase() {
    const { rng } = this;
    const n = Math.round(this.shape.learners * this.shape.complaintsPerLearner);
    const spans = this.spans.filter((s) => s.to > s.from);
    if (!spans.length) return;
    const descriptions = [
      'The instructor arrived more than twenty minutes late for the lesson and did not apologise or offer to extend the lesson.',
      'The learner was not ready at the agreed pickup point and the lesson started late, affecting the next booking.',
      'Lessons were cancelled at short notice twice in the same month without an explanation being given.',
      'The instructor used their mobile phone during the lesson and the learner felt unsafe as a result.',
      'The learner was charged for a lesson that they say was cancelled more than 48 hours in advance.',
      'A neighbour reported that the tuition car was parked across their driveway during a lesson.',
      'The learner felt that feedback was given in a rude and discouraging manner during the mock test.',
      'The office did not return several telephone calls about rebooking a practical test date.',
      'The tuition car was not clean and the dual controls appeared not to be working properly.',
      'Another road user complained about the tuition car stopping suddenly on a busy roundabout.',
    ];
    const updates = [
      'Called the complainant to acknowledge the complaint and explain the next steps in our process.',
      'Spoke to the instructor about the incident; their account broadly agrees with the complainant.',
      'Reviewed the diary and booking history for the dates in question and attached notes to the file.',
      'Sent a written summary of our findings to the complainant by e-mail and asked for a reply.',
      'Agreed a resolution with the complainant by telephone; they are happy for the matter to be closed.',
    ];
    for (let k = 0; k < n; k++) {
      const span = rng.pick(spans);
      const day = Math.min(span.from + rng.int(0, Math.max(0, span.to - span.from)), this.today);
      const type = rng.weighted([
        [2, 10],
        [5, 4],
        [3, 3],
        [7, 1],
        [10, 2],
        [9, 1],
        [1, 1],
        [6, 1],
        [4, 1],
        [8, 1],
        [11, 1],
        [12, 1],
      ] as const);
      const kinds: Record<number, [number, number]> = {
        1: [1, 1],
        2: [1, 2],
        3: [1, 3],
        4: [1, 4],
        5: [2, 1],
        6: [2, 2],
        7: [2, 3],
        8: [2, 4],
        9: [4, 1],
        10: [4, 2],
        11: [4, 3],
        12: [5, 5],
      };
      const [ct, ce] = kinds[type]!;
      const other = rng.pick(spans);
      const person = (kind: number, self: boolean) =>
        kind === 1
          ? self
            ? span.stu
            : other.stu === span.stu
              ? null
              : other.stu
          : kind === 2
            ? self
              ? span.adi
              : other.adi === span.adi
                ? null
                : other.adi
            : null;
      const complainant = person(ct, true);
      let complainee = person(ce, ct !== ce);
      if (ct === ce && (ct === 1 || ct === 2) && complainee === null) continue;
      if (ce === 1 && ct !== 1) complainee = span.stu;
      if (ce === 2 && ct !== 2) complainee = span.adi;
      const createdMs = Math.min(this.officeTime(day), this.now - 3 * HOUR);
      const age = this.now - createdMs;
      const resolved = age > 45 * DAY ? rng.chance(0.93) : age > 7 * DAY ? rng.chance(0.4) : false;
      const selfResolve = rng.chance(0.3);
      const offer = selfResolve ? rng.chance(0.5) : null;
      const ref = ++this.ids.complaint;
      const nUpdates = resolved ? rng.int(1, 4) : rng.int(0, 3);
      let t = createdMs;
      let status = 1;
      const ups: Row[] = [];
      for (let u = 0; u < nUpdates; u++) {
        t = Math.min(t + rng.int(1, 10) * DAY, this.now - HOUR);
        const last = u === nUpdates - 1;
        status =
          last && resolved
            ? rng.weighted([
                [6, 3],
                [7, 2],
                [8, 1],
                [9, 3],
                [10, 2],
                [11, 1],
                [12, 1],
              ] as const)
            : rng.int(2, 5);
        ups.push({
          id: ++this.ids.complaintUpdate,
          ref,
          update_desc: updates[last && resolved ? 4 : u % 4],
          status_id: status,
          rec_by: this.staff(),
          created_on: isoOf(t),
        });
      }
      const incident = rng.chance(0.9) ? day - rng.int(0, 3) : null;
      this.emit('complaints', {
        ref,
        complain_type_id: type,
        complainant_type: ct,
        complainee_type: ce,
        complainant_stu_id: ct === 1 ? complainant : null,
        complainant_adi_id: ct === 2 ? complainant : null,
        complainee_stu_id: ce === 1 ? complainee : null,
        complainee_adi_id: ce === 2 ? complainee : null,
        description: rng.pick(descriptions),
        incident_date: incident === null ? null : dayText(incident),
        incident_time:
          incident === null ? null : `${String(rng.int(8, 19)).padStart(2, '0')}:${rng.pick(['00', '15', '30', '45'])}`,
        self_resolve: selfResolve,
        self_res_date: selfResolve ? dayText(day) : null,
        self_res_time: selfResolve ? '17:30' : null,
        resol_offer: offer,
        reply_desc: offer ? 'The complainee apologised and offered a free replacement lesson at a time that suits.' : null,
        status_id: status,
        is_resolved: resolved && nUpdates > 0,
        resolved_on: resolved && nUpdates > 0 ? isoOf(t) : null,
        created_on: isoOf(createdMs),
        updated_on: isoOf(t),
        staff_id: this.staff(),
      });
      for (const up of ups) this.emit('complaint_updates', up);
      if (k % 500 === 499) await this.sink.flushPoint();
    }
    await this.sink.flushPoint();
  }

  private async instructorPaymentsPhase() {
    const { rng } = this;
    for (const inst of this.instructors) {
      if (!inst.approved) continue;
      const stop = Math.min(inst.stopDay, this.today);
      const ref = (prefix: string, d: number) => `${prefix}${inst.id}-${dayText(d).replace(/-/g, '').slice(2)}`;
      const pay = (day: number, amount: number, type: number, prefix: string) => {
        if (day > this.today) return;
        const method = rng.weighted([
          [1, 5],
          [5, 3],
          [6, 2],
          [2, 2],
          [3, 0.5],
          [4, 0.3],
        ] as const);
        this.emit('instructor_payments', {
          transaction_id: ++this.ids.instructorPayment,
          adi_id: inst.id,
          reference: ref(prefix, day),
          amount: amount.toFixed(2),
          type_id: type,
          method_id: method,
          date_of_transaction: isoOf(Math.min(this.at(day, rng.int(8, 18), rng.int(0, 59)), this.now - HOUR)),
          added: isoOf(Math.min(this.at(day, 18), this.now - 30 * 60_000)),
          recorded_by: this.staff(),
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
        due = weeks === 4.33 ? addMonths(inst.franchiseStart, k) : inst.franchiseStart + Math.round(weeks * 7) * k;
      }
      if (this.shape.showcase && rng.chance(0.3)) pay(this.today - rng.int(5, 60), 45, 3, 'CH');
      await this.sink.flushPoint();
    }
  }

  private async financePhase(categories: { income: number[]; expense: number[] }) {
    const { rng } = this;
    const full = this.shape.finance === 'full';
    const start = this.today - Math.min(this.shape.historyDays, full ? 730 : 3650);
    const methods = ['Bank transfer', 'Debit or credit card', 'Cash', 'Direct debit', 'Standing order'];
    const statuses = [
      ['completed', 20],
      ['pending', 2],
      ['failed', 1],
      ['cancelled', 1],
    ] as const;
    const tx = (kind: 'income' | 'expense', adi: number | null, onDay: number, amount: number, note: string | null) => {
      const day = Math.min(onDay, this.today);
      this.emit('finance_transactions', {
        t_id: ++this.ids.transaction,
        kind,
        cat_id: rng.pick(categories[kind]),
        adi_id: adi,
        t_date: dayText(day),
        t_amount: amount.toFixed(2),
        t_pay_method: rng.pick(methods),
        t_status:
          day > this.today - 7
            ? rng.weighted([
                ['pending', 2],
                ['completed', 3],
              ] as const)
            : rng.weighted(statuses),
        t_notes: note,
        created_at: isoOf(Math.min(this.at(day, 17), this.now - HOUR)),
        recorded_by: this.staff(),
      });
    };
    for (const inst of this.instructors) {
      if (!inst.approved) continue;
      const from = Math.max(start, inst.joinDay);
      const to = Math.min(inst.stopDay, this.today);
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
          if (day >= to || day > this.today) continue;
          const miles = rng.int(20, 260) + rng.int(0, 9) / 10;
          const type = rng.weighted([
            ['business', 7],
            ['commute', 2],
            ['personal', 1],
          ] as const);
          this.emit('mileage', {
            rec_id: ++this.ids.mileage,
            adi_id: inst.id,
            mileage_date: dayText(day),
            type,
            start_mileage: odometer.toFixed(1),
            end_mileage: (odometer + miles).toFixed(1),
            created_at: isoOf(Math.min(this.at(day, 19), this.now - HOUR)),
            recorded_by: this.staff(),
          });
          odometer += miles + rng.int(0, 40);
        }
      }
      await this.sink.flushPoint();
    }
    // School-wide income and expenses.
    for (let d = start; d < this.today; d += 30) {
      tx('expense', null, d + 1, 1850, 'Office rent');
      tx('expense', null, d + rng.int(0, 20), rng.int(120, 600), 'Online advertising');
      tx('expense', null, d + 3, 89.99, 'Software subscription');
      if (full && rng.chance(0.3)) tx('income', null, d + rng.int(0, 25), rng.int(200, 1500), 'Corporate fleet training');
    }
    await this.sink.flushPoint();
  }

  private async overviewsPhase() {
    const months: number[] = [];
    const todayMonth = monthKey(this.today);
    for (let k = this.shape.overviewMonths; k >= 1; k--) months.push(todayMonth - k);
    const { rng } = this;
    const emitFor = async (kind: 1 | 2, map: Map<number, Set<number>>, email: (id: number) => string) => {
      for (const [id, set] of map) {
        for (const m of months) {
          if (!set.has(m)) continue;
          const pdfId = ++this.ids.overview;
          const year = Math.floor(m / 12);
          const month = (m % 12) + 1;
          const firstOfNext = Math.floor(Date.UTC(year, month, 1) / DAY);
          this.emit('overview_reports', {
            pdf_id: pdfId,
            kind,
            stu_id: kind === 1 ? id : null,
            adi_id: kind === 2 ? id : null,
            reporting_year: year,
            reporting_month: month,
            file_id: null,
            created_at: isoOf(Math.min(this.at(firstOfNext, 2), this.now - HOUR)),
          });
          if (rng.chance(this.shape.showcase ? 0.5 : 0.2)) {
            const sends = rng.chance(0.15) ? 2 : 1;
            for (let s = 0; s < sends; s++) {
              this.emit('overview_emails', {
                record_id: ++this.ids.email,
                pdf_id: pdfId,
                email_address: email(id),
                sent_by: this.staff(),
                sent_on: isoOf(Math.min(this.at(firstOfNext + rng.int(0, 5) + s * 7, rng.int(9, 17)), this.now - HOUR)),
              });
            }
          }
        }
      }
      await this.sink.flushPoint();
    };
    await emitFor(1, this.learnerMonths, (id) => this.learnerEmails.get(id) ?? 'learner@example.co.uk');
    await emitFor(2, this.adiMonths, (id) => {
      const i = this.instructors[id - 1]!;
      return `${i.fname}.${i.lname}${id}@adi-mail.co.uk`.toLowerCase().replace(/'/g, '');
    });
  }

  async run(categories: { income: number[]; expense: number[] }) {
    this.instructorsPhase();
    await this.sink.flushPoint();
    await this.learnersPhase();
    await this.complaintsPhase();
    await this.instructorPaymentsPhase();
    await this.financePhase(categories);
    await this.overviewsPhase();
  }
}

/** year * 12 + month index (0-11) of a day number. */
function monthKey(day: number): number {
  const d = new Date(day * DAY);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}
