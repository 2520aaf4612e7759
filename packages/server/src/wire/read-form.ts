import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { UploadedFile } from './handler';

export const MAX_UPLOAD_BYTES = 4_000_000;

/**
 * The fields of a form, and a way to read its files afterwards. A multipart form is read up to
 * its first file only, so the dispatcher authenticates before any file is received; fields after
 * the first file are not read (the client sends every field first, files last).
 */
export interface FormFields {
  fields: Record<string, string>;
  readFiles(): Promise<UploadedFile[]>;
}

export class UploadTooLarge extends Error {}

/** A multipart body the parser cannot read: no boundary, or cut short. */
export class MalformedForm extends Error {}

const noFiles = async (): Promise<UploadedFile[]> => [];

/** True when a multipart content type names a non-empty boundary (RFC 7578 requires one). */
function hasBoundary(contentType: string | undefined): boolean {
  return /;\s*boundary=("[^"]+"|[^;\s]+)/i.test(contentType ?? '');
}

/**
 * Reads a form's fields. A field sent twice keeps its last value; the spec sends lists as JSON
 * strings, never as repeated fields.
 */
export async function readFields(request: FastifyRequest): Promise<FormFields> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
      const last = Array.isArray(value) ? value.at(-1) : value;
      if (typeof last === 'string') fields[key] = last;
    }
    return { fields, readFiles: noFiles };
  }
  if (!hasBoundary(request.headers['content-type'])) throw new MalformedForm('multipart without a boundary');

  const parts = request.parts()[Symbol.asyncIterator]();
  const nextPart = async (): Promise<Multipart | undefined> => {
    try {
      const next = await parts.next();
      return next.done ? undefined : next.value;
    } catch (err) {
      throw multipartError(err);
    }
  };

  const fields: Record<string, string> = {};
  let part = await nextPart();
  while (part && part.type === 'field') {
    if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    part = await nextPart();
  }
  const firstFile = part;
  return {
    fields,
    async readFiles() {
      const files: UploadedFile[] = [];
      for (let file: Multipart | undefined = firstFile; file; file = await nextPart()) {
        if (file.type !== 'file') continue;
        const data = await file.toBuffer().catch((err: unknown) => Promise.reject(multipartError(err)));
        if (file.file.truncated || data.length >= MAX_UPLOAD_BYTES) throw new UploadTooLarge(file.fieldname);
        files.push({ field: file.fieldname, fileName: file.filename, mimeType: file.mimetype, data });
      }
      return files;
    },
  };
}

/**
 * The parser's own 4xx errors (limits reached) keep their status; anything else it throws is a
 * body it could not read (busboy's 'Unexpected end of form', 'Malformed part header', …).
 */
function multipartError(err: unknown): unknown {
  const status = (err as { statusCode?: number } | null)?.statusCode;
  if (status && status >= 400 && status < 500) return err;
  return new MalformedForm(err instanceof Error ? err.message : String(err));
}
