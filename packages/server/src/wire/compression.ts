import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Replies smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses replies of compressible types (JSON, text, CSV) above COMPRESS_MIN_BYTES with brotli
 * at quality 4 (about what gzip 6 costs) or gzip, as the caller accepts. Static files are
 * precompressed at build and already carry their encoding. @fastify/compress measured cheaper
 * than the hook it replaced (docs/decisions/compression-and-caching.md).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Requests come as they are: no client sends a compressed body, and inflating one would let a
    // small request make the server work through up to its body limit.
    globalDecompression: false,
  });
}
