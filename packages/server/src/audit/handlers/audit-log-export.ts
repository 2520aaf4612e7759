import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { auditActions } from '@dss/contract';
import { handle, type ActionContext } from '../../wire/handler';
import { writeInTurn } from '../../wire/heavy-work';
import { filtered, toEntry, type AuditFilters } from '../audit-query';
import { auditCsvRows, AUDIT_CSV_HEADER } from '../csv';

/** Rows read per query while the CSV streams: memory stays flat however long the log. */
const EXPORT_BATCH = 1000;

/**
 * The filtered entries as CSV, oldest first, read in batches after the reply has started
 * (keyset on id), one export at a time (wire/heavy-work.ts). A failure part-way aborts the
 * download and is logged.
 */
function exportCsv(ctx: ActionContext, filters: AuditFilters): Readable {
  const out = new PassThrough();
  const csv = stringify({ header: true, columns: AUDIT_CSV_HEADER });
  csv.pipe(out);
  writeInTurn(out, async () => {
    let after = 0;
    for (;;) {
      const rows = await filtered(ctx.db, filters).where('a.id', '>', after).orderBy('a.id').limit(EXPORT_BATCH).execute();
      for (const cells of auditCsvRows(rows.map(toEntry))) {
        if (!csv.write(cells)) await new Promise((resolve) => csv.once('drain', resolve));
      }
      if (rows.length < EXPORT_BATCH) break;
      after = rows.at(-1)!.id;
    }
    csv.end();
  }).catch((err: unknown) => {
    ctx.log.error({ err }, 'audit export failed part-way');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}

export const auditLogExport = handle(auditActions.auditLogExport, async (ctx, input) => ({
  fileName: 'audit-log.csv',
  contentType: 'text/csv; charset=utf-8',
  body: exportCsv(ctx, input),
}));
