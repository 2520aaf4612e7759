import { createHash } from 'node:crypto';
import { SUCCESS, TERMS_MAX_BYTES, TERMS_TEXTS, TERMS_UPLOAD_PAGES } from '@dss/contract';
import { ActionRefused, staffOf, type ActionContext } from '../wire/handler';
import { transactionally } from '../db/transactionally';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** The types browsers declare a PDF with. */
const PDF_TYPES = new Set(['application/pdf', 'application/x-pdf']);

/** Stores an uploaded PDF as the newest, so active, version of its kind. */
export async function storeTermsDocument(ctx: ActionContext, kind: number, version: string) {
  const file = ctx.files[0];
  if (!file || file.data.length === 0) throw new ActionRefused(TERMS_TEXTS.fileRequired, 422);
  // A PDF by its name, its declared type and its content alike: a program that starts like a PDF
  // is still a program.
  const pdfByName = /\.pdf$/i.test(file.fileName) && PDF_TYPES.has(file.mimeType.toLowerCase());
  if (!pdfByName || !file.data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw new ActionRefused(TERMS_TEXTS.notPdf, 422);
  if (file.data.length >= TERMS_MAX_BYTES) throw new ActionRefused(TERMS_TEXTS.tooLarge, 413);
  const by = staffOf(ctx).staffId;
  await transactionally(ctx.db, async (trx) => {
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

/** The kind of document whose versions are uploaded in `uploadField`, the field its upload action is named by. */
export function termsKindOf(uploadField: (typeof TERMS_UPLOAD_PAGES)[number]['uploadField']): number {
  return TERMS_UPLOAD_PAGES.find((page) => page.uploadField === uploadField)!.kind;
}
