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
 * json_populate_recordset, which is quick on both PGlite and PostgreSQL.
 */
export async function insertRows(db: Kysely<Database>, table: string, rows: Row[], chunk = 5000): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]!);
  const cols = sql.join(columns.map((c) => sql.ref(c)));
  // uploaded_files.id is GENERATED ALWAYS; the simulation gives it explicitly, as it does every id.
  const overriding = table === 'uploaded_files' ? sql`OVERRIDING SYSTEM VALUE` : sql``;
  for (let i = 0; i < rows.length; i += chunk) {
    const json = JSON.stringify(rows.slice(i, i + chunk), byteaAsHex);
    await withoutAudit(db, (tx) =>
      sql`INSERT INTO ${sql.table(table)} (${cols}) ${overriding}
        SELECT ${cols} FROM json_populate_recordset(NULL::${sql.table(table)}, ${json}::json)`.execute(tx),
    );
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

/** Buffers rows per table and writes them all, in foreign-key order, once enough are waiting. */
export class BatchSink implements Sink {
  private readonly buffers = new Map<string, Row[]>();
  private pending = 0;
  written = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly threshold = 20_000,
    private readonly onFlush?: (written: number) => void,
  ) {}

  add(table: string, row: Row): void {
    let buf = this.buffers.get(table);
    if (!buf) this.buffers.set(table, (buf = []));
    buf.push(row);
    this.pending++;
  }

  async flushPoint(): Promise<void> {
    if (this.pending >= this.threshold) await this.flush();
  }

  async flush(): Promise<void> {
    for (const table of LOAD_ORDER) {
      const rows = this.buffers.get(table);
      if (!rows?.length) continue;
      await insertRows(this.db, table, rows);
      this.written += rows.length;
      rows.length = 0;
    }
    for (const [table, rows] of this.buffers) {
      if (rows.length) throw new Error(`no load order for table ${table}`);
    }
    this.pending = 0;
    this.onFlush?.(this.written);
  }
}
