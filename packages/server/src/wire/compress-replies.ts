import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Replies smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^(application\/json|text\/)/;

/** 'br' or 'gzip' if the caller accepts it (q > 0), brotli first; null for neither. */
export function chosenEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function addVary(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses JSON and text replies above COMPRESS_MIN_BYTES with brotli (at a quality quick
 * enough to do per request) or gzip, off the event loop (zlib's thread pool). Streams (files,
 * exports) and static files (precompressed at build) go as they are.
 */
export function compressReplies(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('content-encoding') || !COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? '')))
      return payload;
    const size = Buffer.byteLength(payload);
    if (size < COMPRESS_MIN_BYTES) return payload;
    addVary(reply);
    const encoding = chosenEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body =
      encoding === 'br'
        ? await brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: size } })
        : await gz(payload, { level: 6 });
    reply.header('Content-Encoding', encoding).removeHeader('content-length');
    return body;
  });
}
