import { finished } from 'node:stream/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { propertyOf } from '../property-of';
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

/**
 * An uploaded file's name as it may be kept and sent back in a header: what the browser sends is
 * the sender's word (a path, a NUL that PostgreSQL text cannot hold, a quote that ends a header
 * value), so control characters, quotes and slashes become '_'.
 */
function keptFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is replaced
  return name.replace(/[\u0000-\u001f\u007f"\\/]/g, '_').slice(0, 200);
}

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
    const entries: [string, unknown][] = Object.entries(request.body ?? {});
    const fields: Record<string, string> = {};
    for (const [key, value] of entries) {
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
        const data = await fileData(file);
        if (!data) {
          await discardRest(file, nextPart, request.raw);
          throw new UploadTooLarge(file.fieldname);
        }
        files.push({ field: file.fieldname, fileName: keptFileName(file.filename), mimeType: file.mimetype, data });
      }
      return files;
    },
  };
}

/**
 * A file's bytes, or undefined as soon as they reach the limit; its stream then goes on flowing
 * to no one. The parser's own `toBuffer()` keeps the part's bytes until it ends.
 */
function fileData(part: MultipartFile): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  return new Promise((resolve, reject) => {
    // The part's stream has no encoding set, so its chunks are Buffers.
    const take = (chunk: Buffer) => {
      size += chunk.length;
      if (size < MAX_UPLOAD_BYTES && !part.file.truncated) {
        chunks.push(chunk);
        return;
      }
      part.file.off('data', take);
      resolve(undefined);
    };
    part.file.on('data', take);
    part.file.once('end', () => resolve(Buffer.concat(chunks)));
    part.file.once('error', (err) => reject(multipartError(err)));
  });
}

/** How much more of a refused upload's body is read, and thrown away, before it is answered. */
export const REFUSED_BODY_READ_BYTES = 64_000_000;

/**
 * Reads the rest of a refused form, keeping nothing, until it ends or REFUSED_BODY_READ_BYTES more
 * have come (and never past the request timeout). Closing a connection while its sender is still
 * writing resets it, and a sender that reads the answer only once its body is sent, as a browser
 * does, would get the reset instead of the 413.
 */
async function discardRest(
  refused: MultipartFile,
  nextPart: () => Promise<Multipart | undefined>,
  raw: FastifyRequest['raw'],
): Promise<void> {
  let read = 0;
  let count: (chunk: Buffer) => void = () => {};
  const enough = new Promise<void>((resolve) => {
    count = (chunk) => {
      read += chunk.length;
      if (read > REFUSED_BODY_READ_BYTES) resolve();
    };
    raw.on('data', count);
  });
  const rest = (async () => {
    refused.file.resume();
    await finished(refused.file);
    for (let part = await nextPart(); part; part = await nextPart()) {
      if (part.type === 'file') part.file.resume();
    }
    // The parser's own size error at the end, or a body cut short: the answer is the 413 either way.
  })().catch(() => {});
  await Promise.race([rest, enough]);
  raw.off('data', count);
}

/**
 * The parser's own 4xx errors (limits reached) keep their status; anything else it throws is a
 * body it could not read (busboy's 'Unexpected end of form', 'Malformed part header', …).
 */
function multipartError(err: unknown): unknown {
  const status = propertyOf(err, 'statusCode');
  if (typeof status === 'number' && status >= 400 && status < 500) return err;
  return new MalformedForm(err instanceof Error ? err.message : String(err));
}
