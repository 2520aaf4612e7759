import { DEFAULT_BANK_HOLIDAY_REGION, dayText, londonDay, londonInstantMs } from '@dss/contract';
import { bankHolidaysBetween } from '../../bookings/closed-days';
import { STREETS, type Area } from './names';
import { Rng } from './rng';
import type {
  DemoRow,
  DemoTable,
  FinanceCategoryIds,
  Instructor,
  LaterRow,
  RowOut,
  SchoolShape,
  SimulationCounts,
  Sink,
  Span,
} from './types';

export const HOUR = 3_600_000;
export const DAY = 86_400_000;
/** Letters used in postcodes' inward parts and licence numbers. */
export const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

export function isoOf(ms: number): string {
  return new Date(ms).toISOString();
}

/** year * 12 + month index (0-11) of a day number. */
export function monthKey(day: number): number {
  const d = new Date(day * DAY);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}

/** Adds `id`'s month of `day` to `map`. */
export function markMonth(map: Map<number, Set<number>>, id: number, day: number): void {
  (map.get(id) ?? map.set(id, new Set()).get(id)!).add(monthKey(day));
}

/** A list of rows to emit later, in the order they were added, and the function that adds to it. */
export function rowList(): { rows: LaterRow[]; out: RowOut } {
  const rows: LaterRow[] = [];
  return { rows, out: (table, row) => void rows.push((emit) => emit(table, row)) };
}

/**
 * What every phase shares: the one random stream (so the whole school follows from the seed),
 * the clock, the id counters, the rows' sink, and what earlier phases leave for later ones
 * (instructors and their diaries, assignment spans, months with lessons).
 */
export class SchoolContext {
  readonly rng: Rng;
  /** the moment the school is seeded at, ms */
  readonly now: number;
  /** London day number of `now` */
  readonly today: number;
  readonly counts: SimulationCounts = {};
  /** last id given per table (ids are explicit so rows can reference each other before they are written) */
  readonly ids = {
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
    file: 0,
    progress: 0,
  };

  // Left by the instructors phase.
  readonly instructors: Instructor[] = [];
  /** each instructor's compliance record and cars as written, for their documents */
  readonly complianceRecords: DemoRow<'instructor_compliance'>[] = [];
  readonly vehicleRecords: (DemoRow<'vehicles'> & { c_id: number })[] = [];
  readonly byPc = new Map<string, Instructor[]>();
  // Left by the learners phase.
  readonly spans: Span[] = [];
  readonly learnerEmails = new Map<number, string>();
  /** learner/instructor -> set of monthKey with lessons, for the overview rows */
  readonly learnerMonths = new Map<number, Set<number>>();
  readonly adiMonths = new Map<number, Set<number>>();
  /** showcase only: each learner's taken lessons in order, and who passed, for their progress record */
  readonly takenLessons = new Map<number, { booking: number; endMs: number }[]>();
  readonly passedLearners = new Set<number>();
  /** whether an assignment has closed as Blocked yet: the first re-assignment does, so the demo has one whatever the day */
  blockedAssignment = false;

  private readonly usedLicences = new Set<string>();
  readonly usedRegs = new Set<string>();

  constructor(
    readonly shape: SchoolShape,
    readonly sink: Sink,
    readonly categories: FinanceCategoryIds,
  ) {
    this.rng = new Rng(shape.seed);
    this.now = shape.now.getTime();
    this.today = londonDay(shape.now);
  }

  emit<T extends DemoTable>(table: T, row: DemoRow<T>): void {
    this.counts[table] = (this.counts[table] ?? 0) + 1;
    this.sink.add(table, row);
  }

  emitAll(rows: readonly LaterRow[]): void {
    for (const row of rows) row((table, tableRow) => this.emit(table, tableRow));
  }

  /** A staff member who recorded something (the administrator less often than the office). */
  staff(): number {
    return this.rng.weighted(this.shape.staffIds.map((id, i) => [id, i === 0 ? 1 : 3] as const));
  }

  /** Whether `day` is a bank holiday of the school's region (England and Wales): the school is closed, no lessons. */
  isBankHoliday(day: number): boolean {
    return bankHolidaysBetween(DEFAULT_BANK_HOLIDAY_REGION, dayText(day), dayText(day + 1)).length > 0;
  }

  /** An instant on `day` at hh:mm London time. */
  at(day: number, hour: number, minute = 0): number {
    return londonInstantMs(day, hour * 60 + minute);
  }

  /** A plausible office-hours instant on `day`, never after now. */
  officeTime(day: number): number {
    return Math.min(this.at(day, this.rng.int(9, 16), this.rng.int(0, 59)), this.now - this.rng.int(1, 50) * 60_000);
  }

  postcode(pc: string): string {
    const l = INWARD_LETTERS;
    return `${pc} ${this.rng.int(1, 9)}${l[this.rng.int(0, l.length - 1)]}${l[this.rng.int(0, l.length - 1)]}`;
  }

  mobile(): string {
    return `07${this.rng.int(100, 999)}${String(this.rng.int(0, 999999)).padStart(6, '0')}`;
  }

  landline(): string {
    return `020${this.rng.int(7, 8)}${String(this.rng.int(0, 9999999)).padStart(7, '0')}`;
  }

  /** A DVLA-style 16-character licence number, unique within this run. */
  licence(lname: string, fname: string, dob: string, gender: 'm' | 'f'): string {
    const sur = lname
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .padEnd(5, '9')
      .slice(0, 5);
    const [y = '', m = '', d = ''] = dob.split('-');
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

  address(area: Area) {
    return {
      line1: `${this.rng.int(1, 240)} ${this.rng.pick(STREETS)}`,
      city: area.town,
      county: area.county,
      postcode: this.postcode(area.pc),
    };
  }
}
