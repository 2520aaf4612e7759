import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { overviewFileName, type OverviewKind } from '@dss/contract';
import type { Database } from '../db/tables';
import { renderStatement } from './statement';
import { instructorStatement, learnerStatement } from './statement-data';
import { transactionally } from '../db/transactionally';

export interface OverviewFile {
  pdfId: number;
  /** the stored PDF (uploaded_files) */
  fileId: number;
  fileName: string;
  content: Buffer;
}

interface OverviewRow {
  pdf_id: number;
  kind: OverviewKind;
  stu_id: number | null;
  adi_id: number | null;
  reporting_year: number;
  reporting_month: number;
  file_id: number | null;
}

const nameOf = (r: OverviewRow) =>
  overviewFileName(r.kind, (r.kind === 1 ? r.stu_id : r.adi_id)!, r.reporting_month, r.reporting_year);

/** Builds the statement of a locked overview row that has no file yet, stores it and links it. */
async function build(tx: Transaction<Database>, row: OverviewRow): Promise<{ fileId: number; content: Buffer }> {
  const statement =
    row.kind === 1
      ? await learnerStatement(tx, row.stu_id!, row.reporting_year, row.reporting_month)
      : await instructorStatement(tx, row.adi_id!, row.reporting_year, row.reporting_month);
  const pdf = await renderStatement(statement);
  const file = await tx
    .insertInto('uploaded_files')
    .values({
      file_name: nameOf(row),
      mime_type: 'application/pdf',
      byte_size: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      content: pdf,
      uploaded_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx.updateTable('overview_reports').set({ file_id: file.id }).where('pdf_id', '=', row.pdf_id).execute();
  return { fileId: Number(file.id), content: pdf };
}

const columns = ['pdf_id', 'kind', 'stu_id', 'adi_id', 'reporting_year', 'reporting_month', 'file_id'] as const;
/** `kind` as the table's CHECK allows it: 1 (a learner's) or 2 (an instructor's). */
type CheckedKind = { kind: OverviewKind };

/**
 * The PDF of an overview, built the first time it is needed and kept from then on: the month is
 * over, so the statement e-mailed, viewed and downloaded is always the same document. The row is
 * locked while it is built, so two requests (or the monthly job) never build it twice.
 */
export async function overviewFile(db: Kysely<Database>, pdfId: number): Promise<OverviewFile | null> {
  return transactionally(db, async (tx) => {
    const row = await tx
      .selectFrom('overview_reports')
      .select(columns)
      .$narrowType<CheckedKind>()
      .where('pdf_id', '=', pdfId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return null;
    if (row.file_id !== null) {
      const file = await tx
        .selectFrom('uploaded_files')
        .select('content')
        .where('id', '=', row.file_id)
        .executeTakeFirstOrThrow();
      return { pdfId, fileId: Number(row.file_id), fileName: nameOf(row), content: Buffer.from(file.content) };
    }
    return { pdfId, fileName: nameOf(row), ...(await build(tx, row)) };
  });
}

/**
 * Builds up to `limit` overviews of a month that have no PDF yet, one transaction each; a row
 * another process is building is skipped (SKIP LOCKED), and a built row is never built again.
 * Stops after the PDF under way once `signal` aborts (a server stopping; the next run goes on).
 * Answers how many it built.
 */
export async function buildMonthOverviews(
  db: Kysely<Database>,
  year: number,
  month: number,
  limit: number,
  signal?: AbortSignal,
): Promise<number> {
  let built = 0;
  while (built < limit && !signal?.aborted) {
    const done = await transactionally(db, async (tx) => {
      const row = await tx
        .selectFrom('overview_reports')
        .select(columns)
        .$narrowType<CheckedKind>()
        .where('reporting_year', '=', year)
        .where('reporting_month', '=', month)
        .where('file_id', 'is', null)
        .orderBy('pdf_id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!row) return false;
      await build(tx, row);
      return true;
    });
    if (!done) break;
    built++;
  }
  return built;
}
