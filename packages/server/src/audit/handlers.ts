import { PassThrough, type Readable } from 'node:stream';
import { sql } from 'kysely';
import { stringify } from 'csv-stringify';
import { auditActions, HTTP_ERROR_TEXT, INSTRUCTOR_REFUSALS, LEARNER_REFUSALS } from '@dss/contract';
import { ActionRefused, handle, staffOf, type ActionContext } from '../wire/handler';
import { selectPage } from '../wire/paging';
import { writeInTurn } from '../wire/heavy-work';
import { aboutRecord, auditPage, filtered, toEntry, type AuditFilters } from './audit-query';
import { auditCsvRows, AUDIT_CSV_HEADER } from './csv';
import { AUDIT_EVENTS, recordEvent } from './events';
import { subjectAccessZip, subjectRecords } from './subject-access';

/** A record's History, newest first; a staff member's only for an administrator. */
const historyHandler = handle(auditActions.recordHistory, async (ctx, input) => {
  if (input.kind === 'staff' && !staffOf(ctx).permissions.includes('admin'))
    throw new ActionRefused(HTTP_ERROR_TEXT.forbidden, 403);
  const page = await selectPage(
    aboutRecord(ctx.db, input.kind, input.id),
    { ...input, dir: 'desc' },
    { at: sql`a.id` },
    sql`a.id`,
  );
  return auditPage(ctx.db, page);
});

const AUDIT_LOG_ORDER = {
  at: sql`a.id`,
  staff: sql`lower(coalesce(s.lname || ' ' || s.fname, ''))`,
  action: sql`a.action`,
  record: sql`a.record_kind || ':' || lpad(coalesce(a.record_id, 0)::text, 19, '0')`,
};

const logHandler = handle(auditActions.auditLog, async (ctx, input) => {
  const page = await selectPage(filtered(ctx.db, input, input.search), input, AUDIT_LOG_ORDER, sql`a.id`);
  return auditPage(ctx.db, page);
});

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

const exportHandler = handle(auditActions.auditLogExport, async (ctx, input) => ({
  fileName: 'audit-log.csv',
  contentType: 'text/csv; charset=utf-8',
  body: exportCsv(ctx, input),
}));

/** Subject access: a learner's or an instructor's records as a ZIP, the export itself an audit event. */
const subjectAccessHandler = handle(auditActions.subjectAccess, async (ctx, { subject, id }) => {
  const found = await subjectRecords(ctx.db, subject, id);
  if (!found) throw new ActionRefused(subject === 'learner' ? LEARNER_REFUSALS.noLearner : INSTRUCTOR_REFUSALS.noInstructor, 404);
  const by = staffOf(ctx).staffId;
  const exported = ['records.json', 'summary.pdf', ...(found.files.length ? [`${found.files.length} documents`] : [])].join(', ');
  await recordEvent(ctx.db, AUDIT_EVENTS.subjectAccess, {
    ...(subject === 'learner' ? { learnerId: id } : { instructorId: id }),
    by,
    details: { exported },
  });
  const body = await subjectAccessZip(found, new Date());
  const ref = subject === 'learner' ? `L${id}` : `A${id}`;
  return { fileName: `subject-access-${ref}.zip`, contentType: 'application/zip', body };
});

export const auditHandlers = [historyHandler, logHandler, exportHandler, subjectAccessHandler];
