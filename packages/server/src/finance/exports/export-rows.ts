import { sql, type Kysely } from 'kysely';
import { SCHOOL_OWNER, type CategoryKind, type ExportRecords, type ExportType } from '@dss/contract';
import type { Database } from '../../db/tables';

interface ScopeOf<T extends ExportType> {
  type: T;
  owner: number | typeof SCHOOL_OWNER;
  start: string;
  end: string;
  records: ExportRecords;
}

/**
 * What one export covers: a record type, one instructor or the whole school, London dates
 * inclusive, and which income or expense records (completed only, or all; mileage has no status).
 */
export type ExportScope = TransactionScope | ScopeOf<'mileage'>;

/** An export of income or expense records. */
export type TransactionScope = ScopeOf<CategoryKind>;

export interface TransactionExportRow {
  t_id: number;
  kind: CategoryKind;
  t_date: string;
  category: string;
  tax: string;
  adi_id: number | null;
  adi_name: string;
  /** numeric text, two decimals */
  t_amount: string;
  t_pay_method: string;
  t_status: string;
  t_notes: string;
}

export interface MileageExportRow {
  rec_id: number;
  mileage_date: string;
  adi_id: number;
  adi_name: string;
  type: string;
  start_mileage: string;
  end_mileage: string;
  distance: string;
}

/** Rows are read this many at a time, so an export holds one batch of rows at once (DESIGN §8). */
export const EXPORT_BATCH = 1000;

/**
 * Income or expense records of the scope in date order, in batches by keyset (t_date, t_id):
 * each batch is one indexed query, and memory holds one batch whatever the size of the school.
 * `scope.records` 'completed' keeps the records whose money moved; 'all' every status.
 */
export async function* transactionBatches(
  db: Kysely<Database>,
  scope: TransactionScope,
  opts: { batch?: number } = {},
): AsyncGenerator<TransactionExportRow[]> {
  let after: { date: string; id: number } | null = null;
  for (;;) {
    let query = db
      .selectFrom('finance_transactions as f')
      .innerJoin('finance_categories as c', 'c.rec_id', 'f.cat_id')
      .leftJoin('instructors as i', 'i.adi_id', 'f.adi_id')
      .select([
        'f.t_id',
        'f.kind',
        'f.t_date',
        'c.category',
        'c.tax',
        'f.adi_id',
        sql<string>`coalesce(i.fname || ' ' || i.lname, 'Driving school')`.as('adi_name'),
        'f.t_amount',
        'f.t_pay_method',
        'f.t_status',
        sql<string>`coalesce(f.t_notes, '')`.as('t_notes'),
      ])
      .where('f.kind', '=', scope.type)
      .where('f.t_date', '>=', scope.start)
      .where('f.t_date', '<=', scope.end);
    if (scope.owner !== SCHOOL_OWNER) query = query.where('f.adi_id', '=', scope.owner);
    if (scope.records === 'completed') query = query.where('f.t_status', '=', 'completed');
    if (after) {
      const { date, id } = after;
      query = query.where(sql<boolean>`(f.t_date, f.t_id) > (${date}::date, ${id})`);
    }
    const rows = await query
      .orderBy('f.t_date')
      .orderBy('f.t_id')
      .limit(opts.batch ?? EXPORT_BATCH)
      .execute();
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1]!;
    after = { date: last.t_date, id: last.t_id };
  }
}

/** Mileage records of the scope in date order, in batches by keyset (mileage_date, rec_id). */
export async function* mileageBatches(
  db: Kysely<Database>,
  scope: ExportScope,
  opts: { batch?: number } = {},
): AsyncGenerator<MileageExportRow[]> {
  let after: { date: string; id: number } | null = null;
  for (;;) {
    let query = db
      .selectFrom('mileage as m')
      .innerJoin('instructors as i', 'i.adi_id', 'm.adi_id')
      .select([
        'm.rec_id',
        'm.mileage_date',
        'm.adi_id',
        sql<string>`i.fname || ' ' || i.lname`.as('adi_name'),
        'm.type',
        sql<string>`m.start_mileage::text`.as('start_mileage'),
        sql<string>`m.end_mileage::text`.as('end_mileage'),
        sql<string>`(m.end_mileage - m.start_mileage)::numeric(10, 1)::text`.as('distance'),
      ])
      .where('m.mileage_date', '>=', scope.start)
      .where('m.mileage_date', '<=', scope.end);
    if (scope.owner !== SCHOOL_OWNER) query = query.where('m.adi_id', '=', scope.owner);
    if (after) {
      const { date, id } = after;
      query = query.where(sql<boolean>`(m.mileage_date, m.rec_id) > (${date}::date, ${id})`);
    }
    const rows = await query
      .orderBy('m.mileage_date')
      .orderBy('m.rec_id')
      .limit(opts.batch ?? EXPORT_BATCH)
      .execute();
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1]!;
    after = { date: last.mileage_date, id: last.rec_id };
  }
}

/**
 * Totals of the scope, summed as numeric by the database over the records the file holds: the
 * amount, the same signed as a statement balance (an expense negative), and the distance.
 */
export async function exportTotals(
  db: Kysely<Database>,
  scope: ExportScope,
): Promise<{ amount: string; distance: string; net: string }> {
  const owner = scope.owner === SCHOOL_OWNER ? sql`true` : sql`adi_id = ${scope.owner}`;
  if (scope.type === 'mileage') {
    const r = await sql<{ distance: string }>`
      SELECT coalesce(sum(end_mileage - start_mileage), 0)::numeric(14, 1)::text AS distance
      FROM mileage WHERE mileage_date BETWEEN ${scope.start}::date AND ${scope.end}::date AND ${owner}`.execute(db);
    return { amount: '0.00', net: '0.00', distance: r.rows[0]!.distance };
  }
  const status = scope.records === 'completed' ? sql`t_status = 'completed'` : sql`true`;
  const r = await sql<{ amount: string; net: string }>`
    SELECT coalesce(sum(t_amount), 0)::numeric(14, 2)::text AS amount,
           (CASE WHEN ${scope.type} = 'expense' THEN -1 ELSE 1 END * coalesce(sum(t_amount), 0))::numeric(14, 2)::text AS net
    FROM finance_transactions
    WHERE kind = ${scope.type} AND t_date BETWEEN ${scope.start}::date AND ${scope.end}::date AND ${owner} AND ${status}`.execute(
    db,
  );
  return { ...r.rows[0]!, distance: '0.0' };
}
