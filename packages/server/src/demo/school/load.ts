import { sql, type Kysely } from 'kysely';
import { withoutAudit } from '../../audit/audited-transaction';
import type { Database } from '../../db/tables';
import type { Row, Sink } from './types';

/** Tables in an order that satisfies every foreign key between them. */
export const LOAD_ORDER = [
  'instructors',
  'instructor_compliance',
  'instructor_covering_pcs',
  'instructor_languages',
  'instructor_vehicle_types',
  'vehicles',
  'instructor_franchise',
  'instructor_availability',
  'instructor_time_away',
  'learners',
  'learner_payments',
  'credits',
  'assignments',
  'bookings',
  'booking_moves',
  'theory_tests',
  'driving_tests',
  'eye_tests',
  'learner_progress',
  'departures',
  'feedbacks',
  'complaints',
  'complaint_updates',
  'instructor_payments',
  'finance_transactions',
  'mileage',
  'overview_reports',
  'overview_emails',
  'uploaded_files',
  'instructor_documents',
] as const;
/** LOAD_ORDER, to look a table named by any text up in. */
const LOADED_TABLES: readonly string[] = LOAD_ORDER;

/** Identity columns whose sequences must follow explicitly inserted ids. */
export const IDENTITY_COLUMNS: [string, string][] = [
  ['instructors', 'adi_id'],
  ['instructor_compliance', 'compliance_id'],
  ['vehicles', 'c_id'],
  ['instructor_franchise', 'rec_id'],
  ['instructor_time_away', 'rec_id'],
  ['learners', 'student_id'],
  ['learner_payments', 'pay_id'],
  ['credits', 'cred_id'],
  ['assignments', 'assign_id'],
  ['bookings', 'booking_id'],
  ['booking_moves', 'move_id'],
  ['theory_tests', 'id'],
  ['driving_tests', 'id'],
  ['eye_tests', 'id'],
  ['learner_progress', 'id'],
  ['departures', 'id'],
  ['feedbacks', 'feedback_id'],
  ['complaints', 'ref'],
  ['complaint_updates', 'id'],
  ['instructor_payments', 'transaction_id'],
  ['finance_transactions', 't_id'],
  ['mileage', 'rec_id'],
  ['overview_reports', 'pdf_id'],
  ['overview_emails', 'record_id'],
  ['uploaded_files', 'id'],
  ['franchise_plans', 'plan_id'],
  ['finance_categories', 'rec_id'],
  ['feedback_question_groups', 'group_no'],
  ['feedback_questions', 'id'],
  ['lesson_plans', 'plan_id'],
];

/**
 * Inserts rows in batches: each batch is one JSON parameter expanded by
 * json_populate_recordset, which is quick on both PGlite and PostgreSQL. `unchecked` also turns
 * off every trigger and foreign-key check for the batch (session_replication_role = replica,
 * a superuser's setting): for a generator's rows loaded into a school nobody uses yet.
 */
export async function insertRows(
  db: Kysely<Database>,
  table: string,
  rows: Row[],
  opts: { chunk?: number; unchecked?: boolean } = {},
): Promise<void> {
  if (!rows.length) return;
  const chunk = opts.chunk ?? 5000;
  const columns = Object.keys(rows[0]!);
  const cols = sql.join(columns.map((c) => sql.ref(c)));
  // uploaded_files.id is GENERATED ALWAYS; the simulation gives it explicitly, as it does every id.
  const overriding = table === 'uploaded_files' ? sql`OVERRIDING SYSTEM VALUE` : sql``;
  for (let i = 0; i < rows.length; i += chunk) {
    const json = JSON.stringify(rows.slice(i, i + chunk), byteaAsHex);
    await withoutAudit(db, async (tx) => {
      if (opts.unchecked) await sql`SELECT set_config('session_replication_role', 'replica', true)`.execute(tx);
      await sql`INSERT INTO ${sql.table(table)} (${cols}) ${overriding}
        SELECT ${cols} FROM json_populate_recordset(NULL::${sql.table(table)}, ${json}::json)`.execute(tx);
    });
  }
}

/** Bytes travel as bytea's hex text ('\\x2550...'), which json_populate_recordset reads back. */
function byteaAsHex(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  return raw instanceof Uint8Array ? `\\x${Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('hex')}` : value;
}

export async function resetIdentities(db: Kysely<Database>): Promise<void> {
  for (const [table, column] of IDENTITY_COLUMNS) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), m)
      FROM (SELECT max(${sql.ref(column)}) AS m FROM ${sql.table(table)}) AS t WHERE m IS NOT NULL`.execute(db);
  }
}

export interface BatchSinkOptions {
  /** rows buffered before a flush point writes them */
  threshold?: number;
  onFlush?: (written: number) => void;
  /** triggers and foreign-key checks off while writing (see insertRows) */
  unchecked?: boolean;
}

/**
 * Buffers rows per table and writes them all, in foreign-key order, once enough are waiting.
 * One batch is written while the generator makes the next: on PostgreSQL the database and the
 * generator then use a core each.
 */
export class BatchSink implements Sink {
  private buffers = new Map<string, Row[]>();
  private pending = 0;
  private writing: Promise<void> | null = null;
  written = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly opts: BatchSinkOptions = {},
  ) {}

  add(table: string, row: Row): void {
    let buf = this.buffers.get(table);
    if (!buf) this.buffers.set(table, (buf = []));
    buf.push(row);
    this.pending++;
  }

  async flushPoint(): Promise<void> {
    if (this.pending >= (this.opts.threshold ?? 20_000)) await this.startWrite();
    // The generator runs without awaiting I/O; a write in progress needs the event loop now and then.
    else if (this.writing) await new Promise((resolve) => setImmediate(resolve));
  }

  /** Writes every buffered row and waits for all writes to end. */
  async flush(): Promise<void> {
    await this.startWrite();
    await this.writing;
  }

  /** Hands the buffered rows to a write once the previous write has ended. */
  private async startWrite(): Promise<void> {
    const batch = this.buffers;
    this.buffers = new Map();
    this.pending = 0;
    await this.writing;
    this.writing = this.write(batch);
    // A failed write is thrown at the next flush point or flush; until then it is not unhandled.
    this.writing.catch(() => {});
  }

  private async write(batch: Map<string, Row[]>): Promise<void> {
    for (const table of batch.keys()) {
      if (!LOADED_TABLES.includes(table)) throw new Error(`no load order for table ${table}`);
    }
    const tables = LOAD_ORDER.filter((table) => batch.get(table)?.length);
    const writeLane = async (lane: string[]) => {
      for (const table of lane) {
        const rows = batch.get(table)!;
        await insertRows(this.db, table, rows, { unchecked: this.opts.unchecked });
        this.written += rows.length;
      }
    };
    // Without foreign-key checks the order does not matter: two connections write at once.
    await Promise.all(this.opts.unchecked ? twoLanes(tables, (t) => batch.get(t)!.length).map(writeLane) : [writeLane(tables)]);
    this.opts.onFlush?.(this.written);
  }
}

/** Splits tables into two lists of about the same number of rows, biggest first. */
function twoLanes(tables: string[], size: (table: string) => number): [string[], string[]] {
  const lanes: [string[], string[]] = [[], []];
  const rows: [number, number] = [0, 0];
  for (const table of [...tables].sort((a, b) => size(b) - size(a))) {
    const i = rows[0] <= rows[1] ? 0 : 1;
    lanes[i].push(table);
    rows[i] += size(table);
  }
  return lanes;
}
