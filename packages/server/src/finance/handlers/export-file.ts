import { PassThrough, type Readable, type Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { exportFileName, exportRecordsFor, financeActions, type ExportFormat } from '@dss/contract';
import { handle } from '../../wire/handler';
import { writeInTurn } from '../../wire/heavy-work';
import type { ExportScope } from '../exports/export-rows';
import { writeOfx } from '../exports/ofx';
import { writeCsv, writeXlsx } from '../exports/tabular';

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
export const exportFile = handle(financeActions.exportFile, async (ctx, input) => {
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
