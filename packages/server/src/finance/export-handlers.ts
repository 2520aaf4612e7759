import { PassThrough, type Readable, type Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import {
  exportFileName,
  exportRecordsFor,
  financeActions,
  taxYearOptions,
  type ExportFormat,
  type LearnerMoneyLiability,
  londonDate,
} from '@dss/contract';
import { handle } from '../wire/handler';
import { writeInTurn } from '../wire/heavy-work';
import type { ExportScope } from './exports/export-rows';
import { writeOfx } from './exports/ofx';
import { writeCsv, writeXlsx } from './exports/tabular';
import { keptTotal } from '../db/kept-totals';

const CONTENT_TYPES: Record<'csv' | 'excel' | 'ofx', string> = {
  csv: 'text/csv; charset=utf-8',
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ofx: 'application/x-ofx',
};

/**
 * The reply body: the writers stream into it as they read batches of rows, so memory stays flat
 * however large the year, one export at a time (wire/heavy-work.ts). A failure part-way aborts the download (the client sees a broken
 * transfer, not a short file that looks complete) and is logged.
 */
function streamed(write: (out: Writable) => Promise<void>, log: FastifyBaseLogger): Readable {
  const out = new PassThrough();
  writeInTurn(out, () => write(out)).catch((err: unknown) => {
    log.error({ err }, 'export failed part-way');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}

type Writer = (db: Parameters<typeof writeCsv>[0], scope: ExportScope, out: Writable) => Promise<void>;

/** CSV, Excel, or the OFX statement each accounting package imports (docs/decisions/accounting-exports.md). */
function writerFor(format: ExportFormat): { write: Writer; contentType: string } {
  if (format === 'csv') return { write: writeCsv, contentType: CONTENT_TYPES.csv };
  if (format === 'excel') return { write: writeXlsx, contentType: CONTENT_TYPES.excel };
  return { write: (db, scope, out) => writeOfx(db, scope, out, format), contentType: CONTENT_TYPES.ofx };
}

/**
 * Download export file: owner, start, end, type, exp_format (the contract refuses OFX for mileage),
 * and records, completed only or all; without it each format holds what it always did.
 */
const exportHandler = handle(financeActions.exportFile, async (ctx, input) => {
  const scope: ExportScope = {
    type: input.type,
    owner: input.owner,
    start: input.start,
    end: input.end,
    records: exportRecordsFor(input.exp_format, input.records),
  };
  const { write, contentType } = writerFor(input.exp_format);
  const body = streamed((out) => write(ctx.db, scope, out), ctx.log);
  return { fileName: exportFileName(input.exp_format), contentType, body };
});

/** Tax years from the current one back to the school's earliest (school_settings.earliest_tax_year). */
const taxYearsHandler = handle(financeActions.taxYears, async (ctx) => {
  const settings = await ctx.db.selectFrom('school_settings').select('earliest_tax_year').executeTakeFirstOrThrow();
  const today = londonDate(new Date());
  return { today, earliest_year: settings.earliest_tax_year, options: taxYearOptions(today, settings.earliest_tax_year) };
});

/** Days ahead counted as "expiring soon" by the learner-money liability. */
export const EXPIRING_DAYS = 30;

/**
 * Learner money held: what learners paid for credits they have not had yet (Frozen, Available or
 * Allocated, each at its share of the price), and the Available ones expiring within 30 days.
 * The held credits are kept totals (migration 031), less the Available ones already past their
 * expiry that the lifecycle job has not yet expired; the expiring ones are a month of the
 * Available credits' expiry index. Neither reads every credit of the school.
 */
export async function learnerLiability(db: Parameters<typeof writeOfx>[0], at: Date): Promise<LearnerMoneyLiability> {
  const held = await keptTotal(db, 'credits_held');
  const window = await sql<{
    unused_credits: number;
    unused_value: string;
    learners_with_credits: number;
    expiring_credits: number;
    expiring_value: string;
    next_expiry: Date | null;
  }>`
      WITH lapsed AS (
        SELECT stu_id, cred_value FROM credits WHERE cred_status = 1 AND expires_at <= ${at}
      )
      SELECT (${held.count}::bigint - (SELECT count(*) FROM lapsed))::int AS unused_credits,
             (${held.amount}::numeric - (SELECT coalesce(sum(cred_value), 0) FROM lapsed))::numeric(14, 2)::text AS unused_value,
             -- a learner whose every held credit has lapsed no longer holds one
             (${held.learners}::bigint - (SELECT count(DISTINCT p.stu_id) FROM lapsed p WHERE NOT EXISTS (
                SELECT 1 FROM credits c WHERE c.stu_id = p.stu_id AND c.cred_status IN (0, 1, 2)
                  AND NOT (c.cred_status = 1 AND c.expires_at <= ${at}))))::int AS learners_with_credits,
             count(*)::int AS expiring_credits,
             coalesce(sum(e.cred_value), 0)::numeric(14, 2)::text AS expiring_value,
             min(e.expires_at) AS next_expiry
      FROM credits e
      WHERE e.cred_status = 1 AND e.expires_at > ${at}
        AND e.expires_at <= ${at}::timestamptz + make_interval(days => ${EXPIRING_DAYS})`.execute(db);
  const row = window.rows[0]!;
  return {
    as_of: at.toISOString(),
    unused_credits: row.unused_credits,
    unused_value: row.unused_value,
    learners_with_credits: row.learners_with_credits,
    expiring_days: EXPIRING_DAYS,
    expiring_credits: row.expiring_credits,
    expiring_value: row.expiring_value,
    next_expiry: row.expiring_credits > 0 && row.next_expiry ? new Date(row.next_expiry).toISOString() : null,
  };
}

const liabilityHandler = handle(financeActions.learnerLiability, (ctx) => learnerLiability(ctx.db, new Date()));

export const exportHandlers = [exportHandler, taxYearsHandler, liabilityHandler];
