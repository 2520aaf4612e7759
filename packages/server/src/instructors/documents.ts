import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import {
  ADD_VEHICLE_FILES,
  INSTRUCTOR_FILE_MAX_BYTES,
  INSTRUCTOR_REFUSALS,
  type InstructorDocumentKind,
  type VehicleFileField,
} from '@dss/contract';
import type { Database } from '../db/tables';
import { keysOf } from '../property-of';
import { ActionRefused, type UploadedFile } from '../wire/handler';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/**
 * A PDF by its content (docs/decisions/instructors-documents.md): under 4,000,000 bytes, starting with
 * `%PDF-`, and read by pdf-lib as a document with at least one page. Whatever the file's name or
 * the browser's type say. Runs before any transaction, so a refused file writes nothing.
 */
export async function checkPdf(file: UploadedFile, sizeMessage: string): Promise<void> {
  if (file.data.length >= INSTRUCTOR_FILE_MAX_BYTES) throw new ActionRefused(sizeMessage, 413);
  if (!file.data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw new ActionRefused(INSTRUCTOR_REFUSALS.notPdf, 422);
  let pages = 0;
  try {
    const doc = await PDFDocument.load(file.data, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true });
    pages = doc.getPageCount();
  } catch {
    pages = 0;
  }
  if (pages < 1) throw new ActionRefused(INSTRUCTOR_REFUSALS.notPdf, 422);
}

/**
 * The files of a submission by the name the form gives each (its upload field, or its file name
 * for Register Instructor). A file the form does not take, or a name sent twice, is refused.
 */
export function filesByName<N extends string>(files: UploadedFile[], allowed: readonly N[], nameOf: (f: UploadedFile) => string) {
  const found = new Map<N, UploadedFile>();
  const isAllowed = (name: string): name is N => allowed.some((n) => n === name);
  for (const file of files) {
    const name = nameOf(file);
    if (!isAllowed(name) || found.has(name)) throw new ActionRefused(INSTRUCTOR_REFUSALS.unknownFile, 422);
    if (file.data.length > 0) found.set(name, file);
  }
  return found;
}

/** Keeps a checked PDF and records whose document it is; answers the file's id. */
export async function storeDocument(
  tx: Transaction<Database>,
  doc: { file: UploadedFile; adiId: number; cId: number | null; kind: InstructorDocumentKind; staffId: number },
): Promise<number> {
  const stored = await tx
    .insertInto('uploaded_files')
    .values({
      // read-form.ts has made the name safe to keep.
      file_name: doc.file.fileName || `${doc.kind}.pdf`,
      mime_type: 'application/pdf',
      byte_size: doc.file.data.length,
      sha256: createHash('sha256').update(doc.file.data).digest('hex'),
      content: doc.file.data,
      uploaded_by: doc.staffId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const fileId = Number(stored.id);
  await tx
    .insertInto('instructor_documents')
    .values({ adi_id: doc.adiId, c_id: doc.cId, kind: doc.kind, file_id: fileId, added_by: doc.staffId })
    .execute();
  return fileId;
}

/** Files of an edit dialog, by upload field, each a checked PDF. */
export async function uploads<F extends string>(files: UploadedFile[], fields: readonly F[], sizeMessage: (field: F) => string) {
  const byField = filesByName(files, fields, (f) => f.field);
  for (const [field, file] of byField) await checkPdf(file, sizeMessage(field));
  return byField;
}

export const VEHICLE_FILE_FIELDS: VehicleFileField[] = keysOf(ADD_VEHICLE_FILES);
