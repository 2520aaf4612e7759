import type { FastifyRequest } from 'fastify';
import type { UploadedFile } from './handler';

export const MAX_UPLOAD_BYTES = 4_000_000;

export interface FormInput {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export class UploadTooLarge extends Error {}

/**
 * The fields (and files) of a urlencoded or multipart form. A field sent twice keeps its
 * last value; the spec sends lists as JSON strings, never as repeated fields.
 */
export async function readForm(request: FastifyRequest): Promise<FormInput> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
      const last = Array.isArray(value) ? value.at(-1) : value;
      if (typeof last === 'string') fields[key] = last;
    }
    return { fields, files: [] };
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.file.truncated || data.length >= MAX_UPLOAD_BYTES) throw new UploadTooLarge(part.fieldname);
      files.push({ field: part.fieldname, fileName: part.filename, mimeType: part.mimetype, data });
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}
