import { createHash } from 'node:crypto';
import { adminActions, SUCCESS, TERMS_MAX_BYTES, TERMS_TEXTS, TERMS_UPLOAD_PAGES, type ActionDef } from '@dss/contract';
import { ActionRefused, handle, staffOf, type ActionContext } from '../wire/handler';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** The types browsers declare a PDF with. */
const PDF_TYPES = new Set(['application/pdf', 'application/x-pdf']);

/** Stores an uploaded PDF as the newest, so active, version of its kind. */
async function storeTermsDocument(ctx: ActionContext, kind: number, version: string) {
  const file = ctx.files[0];
  if (!file || file.data.length === 0) throw new ActionRefused(TERMS_TEXTS.fileRequired, 422);
  // A PDF by its name, its declared type and its content alike: a program that starts like a PDF
  // is still a program.
  const pdfByName = /\.pdf$/i.test(file.fileName) && PDF_TYPES.has(file.mimeType.toLowerCase());
  if (!pdfByName || !file.data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw new ActionRefused(TERMS_TEXTS.notPdf, 422);
  if (file.data.length >= TERMS_MAX_BYTES) throw new ActionRefused(TERMS_TEXTS.tooLarge, 413);
  const by = staffOf(ctx).staffId;
  await ctx.db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto('uploaded_files')
      .values({
        file_name: file.fileName || 'document.pdf',
        mime_type: 'application/pdf',
        byte_size: file.data.length,
        sha256: createHash('sha256').update(file.data).digest('hex'),
        content: file.data,
        uploaded_by: by,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('terms_documents')
      .values({ kind, version, file_id: Number(stored.id), added_by: by })
      .execute();
  });
  return SUCCESS;
}

const UPLOAD_ACTIONS: Record<string, ActionDef> = {
  learnertcupload: adminActions.uploadLearnerTerms,
  instructortcupload: adminActions.uploadInstructorTerms,
  traineeinstructortcupload: adminActions.uploadTrainingTerms,
  trainingpacktcupload: adminActions.uploadGeneralTerms,
};

const uploadHandlers = TERMS_UPLOAD_PAGES.map(({ kind, uploadField }) =>
  handle(UPLOAD_ACTIONS[uploadField]!, async (ctx, input) =>
    storeTermsDocument(ctx, kind, String((input as Record<string, unknown>)[uploadField])),
  ),
);

const termsVersionsHandler = handle(adminActions.termsVersions, async (ctx, { kind }) => {
  const rows = await ctx.db
    .selectFrom('terms_documents')
    .select(['version', 'added_at', 'file_id'])
    .where('kind', '=', kind)
    .orderBy('added_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r, i) => ({
    version: r.version,
    added: r.added_at.toISOString(),
    fileid: Number(r.file_id),
    active: i === 0,
  }));
});

const downloadTermsHandler = handle(adminActions.downloadTermsDocument, async (ctx, { tac, req }) => {
  const row = await ctx.db
    .selectFrom('terms_documents as t')
    .innerJoin('uploaded_files as f', 'f.id', 't.file_id')
    .select('f.content')
    .where('t.kind', '=', tac)
    .where('t.file_id', '=', req)
    .executeTakeFirst();
  if (!row) throw new ActionRefused('Document not found.', 404);
  return { fileName: 'doc.pdf', contentType: 'application/pdf', body: row.content };
});

export const termsHandlers = [...uploadHandlers, termsVersionsHandler, downloadTermsHandler];
